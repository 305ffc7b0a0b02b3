import type { CriterionFacts, CriterionVerdict } from '../availability-facts.js';

/** DateRange: startDate ≤ at < endDate (start inclusive, end exclusive; a null date is open). */
export function checkDateRange(criterion: CriterionFacts, at: Date): CriterionVerdict {
  const { startDate, endDate } = criterion;
  const facts = {
    startDate: startDate?.toISOString() ?? null,
    endDate: endDate?.toISOString() ?? null,
    at: at.toISOString(),
  };
  if (startDate && at < startDate) {
    return { met: false, explanation: `Not yet: available from ${facts.startDate}`, facts };
  }
  if (endDate && at >= endDate)
    return { met: false, explanation: `No longer: available until ${facts.endDate}`, facts };
  const window = [startDate ? `from ${facts.startDate}` : '', endDate ? `until ${facts.endDate}` : ''].filter(Boolean);
  return { met: true, explanation: `Within the window ${window.join(' ')}`, facts };
}
