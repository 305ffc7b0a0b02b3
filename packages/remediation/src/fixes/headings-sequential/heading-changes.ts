import type { CheckName } from '@app/analysis';
import { fails, type FixContext } from '../fix-context.js';
import { renumberLevels } from './renumber.js';

/** A heading whose level changes: its index among the document's headings, old and new level. */
export interface Renumbered {
  index: number;
  from: number;
  to: number;
  /** The check this change answers: the first heading's level, or the step from the one above. */
  check: CheckName;
}

/**
 * The headings to renumber (HeadingsSequential and HeadingsStartAtOne are fixed together: both are
 * about the same levels), given the levels of the file's headings in document order, which must be
 * the model's (the same headings a reader meets). Nothing when both checks pass.
 */
export function headingChanges(context: FixContext, levels: readonly number[]): Renumbered[] {
  if (!fails(context, 'HeadingsSequential') && !fails(context, 'HeadingsStartAtOne')) return [];
  const renumbered = renumberLevels(levels);
  return levels.flatMap((from, index) => {
    const to = renumbered[index]!;
    if (to === from) return [];
    return [{ index, from, to, check: index === 0 ? 'HeadingsStartAtOne' : 'HeadingsSequential' } as Renumbered];
  });
}
