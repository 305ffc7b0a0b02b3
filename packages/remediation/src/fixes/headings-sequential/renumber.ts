/**
 * Heading levels that step by one and start at one, in the same order: a heading keeps the new level
 * of the nearest earlier heading of its old level (a sibling), and one deeper than the heading above
 * it goes exactly one level down. 1,3,3,2 → 1,2,2,2; 2,3 → 1,2; 1,2,4,2 → 1,2,3,2.
 * Levels that already step by one and start at one are returned unchanged.
 */
export function renumberLevels(levels: readonly number[]): number[] {
  const open: { old: number; level: number }[] = [];
  return levels.map((old) => {
    while (open.length > 0 && open[open.length - 1]!.old > old) open.pop();
    const sibling = open.length > 0 && open[open.length - 1]!.old === old ? open.pop()! : null;
    const level = sibling ? sibling.level : (open[open.length - 1]?.level ?? 0) + 1;
    open.push({ old, level });
    return level;
  });
}
