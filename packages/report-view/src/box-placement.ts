import type { CheckName, CheckResult, Feedback, Snippet } from '@app/content-contract';
import type { CheckInfo, Unit } from './report-model.js';

/** A snippet of one check, numbered in report order (1-based), as listed and drawn. */
export interface ReportBox {
  number: number;
  check: string;
  snippet: Snippet;
}

/** The snippets that mark an area (HTML selector-only snippets have an empty box on page 0). */
export function hasArea(snippet: Snippet): boolean {
  return snippet.x1 > snippet.x0 && snippet.y1 > snippet.y0;
}

const SEVERITY_ORDER: Record<string, number> = { severe: 0, major: 1, minor: 2 };

/**
 * The results in the order a person fixes them: failing checks first, the most severe first, then
 * by score (lowest first) and name; passing checks after them.
 */
export function orderedResults(
  feedback: Feedback,
  checks: readonly CheckInfo[],
): Array<[name: CheckName, result: CheckResult]> {
  const severity = new Map(checks.map((check) => [check.name, SEVERITY_ORDER[check.severity] ?? 3]));
  return Object.entries(feedback.report.results)
    .filter((entry): entry is [CheckName, CheckResult] => entry[1] !== undefined)
    .sort(
      ([nameA, a], [nameB, b]) =>
        Number(a.score >= 1) - Number(b.score >= 1) ||
        (severity.get(nameA) ?? 3) - (severity.get(nameB) ?? 3) ||
        a.score - b.score ||
        nameA.localeCompare(nameB),
    );
}

/** Every snippet of every check, numbered in the order of `orderedResults`. */
export function reportBoxes(feedback: Feedback, checks: readonly CheckInfo[]): ReportBox[] {
  const boxes: ReportBox[] = [];
  for (const [check, result] of orderedResults(feedback, checks)) {
    for (const snippet of result.snippets ?? []) boxes.push({ number: boxes.length + 1, check, snippet });
  }
  return boxes;
}

/**
 * Where a box sits on its page, in percent of the page's size: the page's picture may be drawn at
 * any scale, and the box follows it. Clamped to the page.
 */
export function placement(snippet: Snippet, page: { width: number; height: number }) {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size);
  const x0 = clamp(snippet.x0, page.width);
  const x1 = clamp(snippet.x1, page.width);
  const y0 = clamp(snippet.y0, page.height);
  const y1 = clamp(snippet.y1, page.height);
  const share = (value: number, size: number) => Number(((value / size) * 100).toFixed(4));
  return {
    left: share(x0, page.width),
    top: share(y0, page.height),
    width: share(x1 - x0, page.width),
    height: share(y1 - y0, page.height),
  };
}

/** The CSS declarations of a placement (for the static report; the viewer sets them through the CSSOM). */
export function placementStyle(place: ReturnType<typeof placement>): string {
  return `left:${place.left}%;top:${place.top}%;width:${place.width}%;height:${place.height}%`;
}

/** Sets the position of every `[data-place]` element below `root` (a page strict CSP allows no style attribute). */
export function applyPlacements(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-place]')) {
    const [left, top, width, height] = element.dataset.place!.split(' ');
    Object.assign(element.style, { left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%` });
  }
}

/**
 * A box's position in words, the text equivalent of seeing it: the part of the page (by its
 * centre, in thirds) and its coordinates from the top left, e.g. "top left, x 57–535, y 163–219 pt".
 */
export function describePosition(snippet: Snippet, page: { width: number; height: number } | null, unit: Unit) {
  const coordinates = `x ${Math.round(snippet.x0)}–${Math.round(snippet.x1)}, y ${Math.round(snippet.y0)}–${Math.round(snippet.y1)} ${unit}`;
  if (!page) return coordinates;
  const third = (centre: number, size: number, names: [string, string, string]) =>
    names[Math.min(2, Math.max(0, Math.floor((centre / size) * 3)))]!;
  const vertical = third((snippet.y0 + snippet.y1) / 2, page.height, ['top', 'middle', 'bottom']);
  const horizontal = third((snippet.x0 + snippet.x1) / 2, page.width, ['left', 'centre', 'right']);
  const region = vertical === 'middle' && horizontal === 'centre' ? 'centre' : `${vertical} ${horizontal}`;
  return `${region}, ${coordinates}`;
}
