import type { ContentBudget } from './content-budget.js';
import type { PDFPageProxy } from './pdfjs.js';

type OperatorList = Awaited<ReturnType<PDFPageProxy['getOperatorList']>>;

/** The parts of pdf.js's PDFPageProxy (pdfjs-dist 6.5) that let an operator list be watched and stopped. */
interface IntentState {
  opListReadCapability?: { promise: Promise<OperatorList> };
  operatorList: { fnArray: number[]; lastChunk: boolean };
  renderTasks: Set<{ operatorListChanged(): void }>;
}
interface PageInternals {
  _intentStates: Map<string, IntentState>;
  _abortOperatorList(options: { intentState: IntentState; reason: Error; force: boolean }): void;
}

/**
 * The page's operator list, refused as soon as it passes `budget`, or when `onChunk` throws (the
 * step has run past its bound). pdf.js parses a content stream in one go, in this thread and in
 * microtasks, so no timer can interrupt it, and it bounds neither the operators nor the `q` nesting. It does hand the list
 * over in chunks of about a thousand operators, and this watches them the way its render tasks do,
 * and stops the parse: a page of five million `q`s is refused after a few thousand.
 *
 * This reads pdf.js internals of the pinned pdfjs-dist version; the hostile-file tests
 * (test/formats/pdf/content-budget.spec.ts) fail if an upgrade changes them.
 */
export async function readOperatorList(
  page: PDFPageProxy,
  budget: ContentBudget,
  onChunk: () => void = () => {},
): Promise<OperatorList> {
  const listed = page.getOperatorList();
  const internals = page as unknown as PageInternals;
  const state = [...internals._intentStates.values()].find((entry) => entry.opListReadCapability?.promise === listed);
  if (!state) throw new Error('pdf.js internals changed: the operator list of a page cannot be watched');

  const refused = new Promise<never>((_, reject) => {
    const watcher = {
      operatorListChanged() {
        try {
          budget.take(state.operatorList.fnArray);
          onChunk();
          if (state.operatorList.lastChunk) state.renderTasks.delete(watcher);
        } catch (error) {
          state.renderTasks.delete(watcher);
          internals._abortOperatorList({ intentState: state, reason: error as Error, force: true });
          reject(error);
        }
      },
    };
    // A list pdf.js already holds whole gets no more chunks; it is counted below.
    if (!state.operatorList.lastChunk) state.renderTasks.add(watcher);
  });
  const operatorList = await Promise.race([listed, refused]);
  // The last chunk may resolve the list before the watcher has counted it.
  budget.take(operatorList.fnArray);
  return operatorList;
}
