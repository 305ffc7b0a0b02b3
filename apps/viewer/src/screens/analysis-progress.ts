import type { StageProgress, StatusRecord } from '@app/content-contract';

const STAGES = { pages: 'Reading pages', ocr: 'OCR' } as const;

// English grouping whatever the browser's language: the rest of the viewer is in English.
const count = new Intl.NumberFormat('en');

/**
 * How far a long analysis has got, for a person ("Reading pages: 240 of 1,000 · OCR: 3 of 5");
 * null when the status carries no progress (pending, finished, or too quick to have any).
 */
export function progressText(progress: StatusRecord['progress']): string | null {
  const parts = (Object.keys(STAGES) as (keyof typeof STAGES)[]).flatMap((stage) => {
    const reached = progress?.[stage];
    return reached ? [`${STAGES[stage]}: ${ofTotal(reached)}`] : [];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

const ofTotal = ({ done, total }: StageProgress) => `${count.format(done)} of ${count.format(total)}`;
