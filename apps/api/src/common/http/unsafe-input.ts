/**
 * How deeply a request's JSON (or query) may nest: far beyond any shape this API takes, far below
 * what the recursive code after it (class-transformer, class-validator, Prisma) survives.
 */
export const MAX_INPUT_DEPTH = 64;

/** A UTF-16 surrogate not part of a pair: with the `u` flag a pair is one code point, not Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * What makes a string unusable as text, or null: PostgreSQL's text cannot hold a NUL, and a lone
 * surrogate (`"\ud800"` in JSON) is not Unicode, so it cannot be encoded as UTF-8 or stored.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\0')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a lone surrogate (not valid Unicode)';
  return null;
}

interface Place {
  value: unknown;
  depth: number;
  parent?: Place;
  key?: string | number;
}

/**
 * The first thing in a request value that no handler should see — a string (or an object key)
 * that is not text, or nesting deeper than `maxDepth` — named by where it is
 * (`body.criteria[2].title contains a NUL character`), or null when there is none. Iterative, so
 * a hostile nesting cannot exhaust the stack (V8's JSON.parse is iterative too).
 */
export function findUnsafeInput(value: unknown, name: string, maxDepth = MAX_INPUT_DEPTH): string | null {
  const pending: Place[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const place = pending.pop()!;
    const keyProblem = typeof place.key === 'string' ? textProblem(place.key) : null;
    if (keyProblem) return `a key of ${nameOf(place.parent!, name)} ${keyProblem}`;
    if (typeof place.value === 'string') {
      const problem = textProblem(place.value);
      if (problem) return `${nameOf(place, name)} ${problem}`;
      continue;
    }
    if (typeof place.value !== 'object' || place.value === null) continue;
    const depth = place.depth + 1;
    if (depth > maxDepth) return `${name} is nested more than ${maxDepth} levels deep`;
    const entries: [string | number, unknown][] = Array.isArray(place.value)
      ? place.value.map((item, index) => [index, item])
      : Object.entries(place.value);
    // Reversed, so that the first problem in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      pending.push({ value: child, depth, parent: place, key });
    }
  }
  return null;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `body.criteria[2].title`, built only when a problem is reported. */
function nameOf(place: Place, root: string): string {
  const segments: string[] = [];
  for (let at = place; at.parent; at = at.parent) segments.unshift(segmentOf(at.key!));
  return root + segments.join('');
}

const segmentOf = (key: string | number): string =>
  typeof key === 'number' ? `[${key}]` : IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
