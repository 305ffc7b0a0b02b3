/** The viewport media features are judged against: a common desktop browser window. */
export const VIEWPORT = { width: 1280, height: 800 };

/**
 * Whether a media query list applies on screen, in a light-scheme desktop browser. Conservative:
 * a query this cannot evaluate (range syntax, `or`, unknown features) does not apply, so that
 * mutually exclusive alternatives (dark schemes, print) are not both applied.
 */
export function matchesMedia(list: string): boolean {
  const text = list.trim().toLowerCase();
  if (text === '') return true;
  return splitTopLevel(text).some(matchesQuery);
}

function matchesQuery(query: string): boolean {
  const match = /^(not\s+|only\s+)?([a-z-]+)?\s*(?:and\s+)?(.*)$/s.exec(query.trim());
  if (!match) return false;
  const [, modifier, type, condition] = match;
  if (type === 'and' || type === 'or') return false;
  const typeMatches = type === undefined || type === 'all' || type === 'screen';
  const conditionMatches = matchesCondition(condition ?? '');
  if (conditionMatches === null) return false;
  const matches = typeMatches && conditionMatches;
  return modifier?.trim() === 'not' ? !matches : matches;
}

function matchesCondition(condition: string): boolean | null {
  const text = condition.trim();
  if (text === '') return true;
  if (/\bor\b|\bnot\b|[<>=]/.test(text)) return null;
  const features = text.split(/\s+and\s+/);
  let all = true;
  for (const feature of features) {
    const result = matchesFeature(feature.trim());
    if (result === null) return null;
    all &&= result;
  }
  return all;
}

function matchesFeature(feature: string): boolean | null {
  const match = /^\(\s*([a-z-]+)\s*(?::\s*([^)]+?))?\s*\)$/.exec(feature);
  if (!match) return null;
  const [, name, value] = match;
  const length = value ? toPx(value) : null;
  switch (name) {
    case 'min-width':
      return length === null ? null : VIEWPORT.width >= length;
    case 'max-width':
      return length === null ? null : VIEWPORT.width <= length;
    case 'min-height':
      return length === null ? null : VIEWPORT.height >= length;
    case 'max-height':
      return length === null ? null : VIEWPORT.height <= length;
    case 'prefers-color-scheme':
      return value === 'light';
    case 'prefers-reduced-motion':
    case 'prefers-contrast':
      return value === 'no-preference';
    case 'orientation':
      return value === 'landscape';
    case 'hover':
    case 'any-hover':
      return value === undefined || value === 'hover';
    case 'pointer':
    case 'any-pointer':
      return value === undefined || value === 'fine';
    case 'color':
      return true;
    default:
      return null;
  }
}

function toPx(value: string): number | null {
  const match = /^([\d.]+)(px|em|rem)?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'em' || match[2] === 'rem' ? 16 : 1);
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if (character === '(') depth++;
    if (character === ')') depth--;
    if (character === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts;
}
