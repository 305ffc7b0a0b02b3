import { AnalysisError } from '../../analyse.js';
import type { TextRun } from '../../model/document-model.js';
import { detached } from './xml-stream.js';

/** The most characters of cell text one run holds. */
const RUN_CHARACTERS = 4096;

/**
 * The text runs of a spreadsheet's cells, compacted as they are read: a run per cell would be a
 * million objects for 100,000 rows of 10 columns, more than the engine's memory. A run takes in the
 * next cell's text when it looks the same (size, weight, colours, language, visibility), joined by
 * a space as cells read, up to RUN_CHARACTERS. What the checks make of runs without a place on a
 * page does not change: Contrast counts characters by their look, the language is detected on the
 * text. (With a preview, its own runs replace these: locate.ts.) The text itself is bounded by
 * `maxCharacters` (OfficeLimits.maxCellCharacters): past it the file is too large to analyse.
 */
export class CellRuns {
  private readonly runs: TextRun[] = [];
  private texts: string[] = [];
  private characters = 0;
  private allCharacters = 0;
  /** Runs added, before joining: about one per cell with text. */
  added = 0;

  constructor(private readonly maxCharacters: number) {}

  add(run: TextRun): void {
    this.added++;
    this.allCharacters += run.text.length;
    if (this.allCharacters > this.maxCharacters) {
      const millions = Math.round(this.maxCharacters / 1e6);
      throw new AnalysisError(
        `The file is too large to analyse: its cells hold more than ${millions} million characters of text`,
      );
    }
    const last = this.runs.at(-1);
    if (last && this.characters + run.text.length < RUN_CHARACTERS && looksSame(last, run)) {
      this.texts.push(run.text);
      this.characters += run.text.length + 1;
      return;
    }
    this.join();
    this.runs.push(run);
    this.texts = [run.text];
    this.characters = run.text.length;
  }

  /** The runs, each holding its cells' text. */
  take(): TextRun[] {
    this.join();
    return this.runs;
  }

  private join(): void {
    const last = this.runs.at(-1);
    if (last && this.texts.length > 0) last.text = detached(this.texts.join(' '));
    this.texts = [];
  }
}

function looksSame(a: TextRun, b: TextRun): boolean {
  return (
    a.fontSize === b.fontSize &&
    a.bold === b.bold &&
    sameColour(a.colour, b.colour) &&
    sameColour(a.background, b.background) &&
    a.invisible === b.invisible &&
    a.language === b.language
  );
}

const sameColour = (a: TextRun['colour'], b: TextRun['colour']) =>
  a === b || (a !== null && b !== null && a.r === b.r && a.g === b.g && a.b === b.b);
