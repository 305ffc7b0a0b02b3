import type { ChangeLocation } from '../../change.js';
import type { FixLog } from '../fix-context.js';
import { looksLikeHeaderRow, NOT_A_HEADER_ROW } from './header-row.js';

/**
 * An Office table's (DOCX, ODT) first row made its header row by `mark` when it names its columns,
 * and listed; else the table is left for a person. `cells`: the first row's texts, null when the
 * table has no first row the format can mark.
 */
export function markOfficeHeaderRow(
  cells: readonly string[] | null,
  rows: number,
  mark: () => void,
  location: ChangeLocation,
  log: FixLog,
): void {
  if (!cells || !looksLikeHeaderRow(cells, rows)) {
    log.leave({ check: 'TableHeaders', location, reason: NOT_A_HEADER_ROW });
    return;
  }
  mark();
  const names = cells.map((cell) => cell.trim()).join(' | ');
  log.change({
    check: 'TableHeaders',
    action: 'marked the first row as the header row',
    location,
    before: names,
    after: `header row: ${names}`,
    needsReview: false,
  });
}
