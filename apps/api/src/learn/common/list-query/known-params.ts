/** Every list takes these: paging (paging.ts) and the `fields` projection (fields-projection.interceptor.ts). */
export const PAGING_PARAMS = ['offset', 'limit', 'fields'] as const;

/**
 * Unknown parameters accepted and left alone, because they cannot change an answer: cache
 * busters that browsers' and HTTP libraries' clients append (jQuery's `_=<timestamp>`, `_ts`).
 * Any other unknown parameter is a 400 naming it: a typo in a filter must not return everything.
 * A next page does not carry them.
 */
export const HARMLESS_PARAMS: ReadonlySet<string> = new Set(['_', '_ts']);
