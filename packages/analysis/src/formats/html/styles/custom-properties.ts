import { AnalysisError } from '../../../analyse.js';
import { MAX_CUSTOM_PROPERTY_WORK } from '../html-limits.js';

/** How many var() references one value may expand: a guard against cycles and blow-ups. */
const MAX_SUBSTITUTIONS = 32;

/**
 * The work of resolving one document's custom properties: inherited entries copied and characters
 * substituted. Both can explode: `--b: var(--a) var(--a)` doubles a value at every level, and a
 * thousand properties on `:root` are copied for every element that declares one of its own.
 */
export class CustomPropertyWork {
  private spent = 0;

  charge(steps: number): void {
    this.spent += steps;
    if (this.spent > MAX_CUSTOM_PROPERTY_WORK) {
      throw new AnalysisError(
        `The HTML file's custom properties (var()) take more than ${MAX_CUSTOM_PROPERTY_WORK.toLocaleString('en')} steps to resolve`,
      );
    }
  }
}

/**
 * The custom properties in effect on an element: its parent's (`inherited`), with its own
 * `declared` ones substituted over them. `inherited` is copied only when one of them changes it:
 * rules on `*` redeclare the same values on every element.
 */
export function customProperties(
  declared: Map<string, string> | undefined,
  inherited: ReadonlyMap<string, string>,
  work: CustomPropertyWork,
): ReadonlyMap<string, string> {
  if (!declared) return inherited;
  let custom: Map<string, string> | null = null;
  for (const [property, value] of declared) {
    if (!property.startsWith('--')) continue;
    const current = custom ?? inherited;
    // Invalid (a reference to nothing) is as good as absent.
    const substituted = substituteVariables(value, current, work)?.trim();
    if (current.get(property) === substituted) continue;
    if (!custom) {
      work.charge(inherited.size);
      custom = new Map(inherited);
    }
    if (substituted === undefined) custom.delete(property);
    else custom.set(property, substituted);
  }
  return custom ?? inherited;
}

/**
 * `value` with every var(--name, fallback) replaced from `custom`; null when a reference has
 * neither a value nor a fallback (the declaration is then invalid at computed-value time, i.e. unset).
 */
export function substituteVariables(
  value: string,
  custom: ReadonlyMap<string, string>,
  work: CustomPropertyWork,
): string | null {
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
    work.charge(text.length);
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
