/**
 * Edits of a text made at offsets of the original (an XML part, an HTML file), applied at once, so
 * that everything between them stays byte for byte what it was. Inserts at the same offset keep the
 * order they were made in; edits that overlap are a bug of the caller.
 */
export class TextEdits {
  private readonly edits: { start: number; end: number; text: string; order: number }[] = [];

  constructor(readonly source: string) {}

  get size(): number {
    return this.edits.length;
  }

  insert(at: number, text: string): void {
    this.replace(at, at, text);
  }

  replace(start: number, end: number, text: string): void {
    for (const edit of this.edits) {
      if (start < edit.end && edit.start < end) throw new Error(`overlapping edits at ${start}-${end}`);
    }
    this.edits.push({ start, end, text, order: this.edits.length });
  }

  /** Some edit lies within start..end (an insert at either end included). */
  touches(start: number, end: number): boolean {
    return this.edits.some((edit) => edit.start <= end && start <= edit.end);
  }

  apply(): string {
    const sorted = [...this.edits].sort((a, b) => a.start - b.start || a.order - b.order);
    let out = '';
    let at = 0;
    for (const edit of sorted) {
      out += this.source.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return out + this.source.slice(at);
  }
}
