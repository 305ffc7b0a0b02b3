/** How many var() references one value may expand: a guard against cycles and blow-ups. */
const MAX_SUBSTITUTIONS = 32;

/**
 * `value` with every var(--name, fallback) replaced from `custom`; null when a reference has
 * neither a value nor a fallback (the declaration is then invalid at computed-value time, i.e. unset).
 */
export function substituteVariables(value: string, custom: ReadonlyMap<string, string>): string | null {
  let text = value;
  for (let i = 0; i < MAX_SUBSTITUTIONS; i++) {
    const start = text.search(/var\(/i);
    if (start < 0) return text;
    const end = closingParenthesis(text, start + 4);
    if (end < 0) return null;
    const inner = text.slice(start + 4, end);
    const comma = topLevelComma(inner);
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const replacement = custom.get(name) ?? (comma < 0 ? undefined : inner.slice(comma + 1).trim());
    if (replacement === undefined) return null;
    text = text.slice(0, start) + replacement + text.slice(end + 1);
  }
  return null;
}

function closingParenthesis(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

function topLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) return i;
  }
  return -1;
}
