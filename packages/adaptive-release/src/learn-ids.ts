/** Learn ids are opaque strings `_<number>_<number>`; ours are `_<primary key>_1`. */
export const toLearnId = (pk: number): string => `_${pk}_1`;
