/** A cell that is a number, an amount, a percentage or a date: data, not a column's name. */
const NUMERIC = /^[\s\p{Sc}+\-−–.,:%/()\d]*\d[\s\p{Sc}+\-−–.,:%/()\d]*$/u;

/**
 * Whether a table's first row names its columns: there is a row after it, every cell of it holds
 * text (letters, not only numbers) and at least two do, or the table has one column. A first row of
 * numbers or with empty cells is data, and is left alone.
 */
export function looksLikeHeaderRow(cells: readonly string[], rows: number): boolean {
  if (rows < 2 || cells.length === 0) return false;
  const texts = cells.map((cell) => cell.replace(/\s+/g, ' ').trim());
  if (texts.some((text) => text === '' || NUMERIC.test(text) || !/\p{L}/u.test(text))) return false;
  return true;
}

/** Why a table without headers is left for a person. */
export const NOT_A_HEADER_ROW = 'The first row does not look like a header row (numbers, empty cells or a single row)';
