import { BadRequestException } from '@nestjs/common';
import { toLearnId } from '@app/adaptive-release';

/**
 * Learn ids are opaque strings `_<number>_<number>`; ours are `_<primary key>_1`. A string of
 * another form is a malformed id (400); a well-formed id that names nothing is unknown (404).
 */
const LEARN_ID = /^_(\d{1,15})_(\d{1,15})$/;

export { toLearnId };

export function isLearnId(raw: string): boolean {
  return LEARN_ID.test(raw);
}

/** The primary key a well-formed id names, or null when it cannot name one of ours (404). */
export function primaryKeyOf(raw: string, field: string): number | null {
  const match = LEARN_ID.exec(raw);
  if (!match) throw new BadRequestException(`${field} "${raw}" is not a valid id: expected _<number>_<number>`);
  const pk = Number(match[1]);
  return match[2] === '1' && pk > 0 && pk <= 2_147_483_647 ? pk : null;
}
