import type { Change, ChangeLocation } from '../../change.js';
import type { FixLog } from '../fix-context.js';

/** Where a text alternative comes from: a caption that names the picture, or the text printed in it. */
export interface Evidence {
  text: string;
  from: 'caption' | 'picture';
}

/** The evidence for a picture: its caption first (the author's own description), else the text printed in it. */
export function evidenceFrom(caption: string | null, read: string | null): Evidence | null {
  if (caption) return { text: caption, from: 'caption' };
  return read ? { text: read, from: 'picture' } : null;
}

export const NO_EVIDENCE =
  'No caption in the file describes this picture and it is no picture of text: its text alternative must be written by a person';

/** The text alternative set from the evidence, always for review: the service chose the words' use. */
export function logAlternative(log: FixLog, location: ChangeLocation, before: string | null, evidence: Evidence): void {
  const change: Change = {
    check: 'AlternativeText',
    action:
      evidence.from === 'caption'
        ? 'set the text alternative from its caption'
        : 'set the text alternative from the text in the picture',
    location,
    before: before || null,
    after: evidence.text,
    needsReview: true,
  };
  log.change(change);
}

export function leaveWithoutEvidence(log: FixLog, location: ChangeLocation): void {
  log.leave({ check: 'AlternativeText', location, reason: NO_EVIDENCE });
}
