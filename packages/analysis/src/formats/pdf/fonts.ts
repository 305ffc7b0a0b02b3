/** pdf.js's document-wide object store (`page.commonObjs`), where fonts land once a page's operator list is built. */
export interface CommonObjects {
  has(objectId: string): boolean;
  get(objectId: string): unknown;
}

// Weight words in PostScript font names (LiberationSans-Bold, Arial-BoldMT, Inter-SemiBold, Roboto-Black...).
const BOLD_NAME = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;

/**
 * Tells bold fonts by pdf.js's loaded font name. pdf.js exports a font's PostScript `name` only with
 * `fontExtraProperties`, and sets `bold`/`black` only for fonts it substitutes; the FontDescriptor's
 * flags (ForceBold) and weight are not exposed, so a bold font with a neutral name is missed.
 */
export class BoldFonts {
  private readonly known = new Map<string, boolean>();

  constructor(private readonly objects: CommonObjects) {}

  isBold(loadedName: string): boolean {
    let bold = this.known.get(loadedName);
    if (bold === undefined) {
      bold = this.lookUp(loadedName);
      this.known.set(loadedName, bold);
    }
    return bold;
  }

  private lookUp(loadedName: string): boolean {
    if (!this.objects.has(loadedName)) return false;
    const font = this.objects.get(loadedName) as { name?: unknown; bold?: unknown; black?: unknown } | null;
    if (!font) return false;
    if (font.bold === true || font.black === true) return true;
    // Drop a subset prefix ('BAAAAA+') so that it cannot spell a weight by chance.
    return typeof font.name === 'string' && BOLD_NAME.test(font.name.replace(/^[A-Z]{6}\+/, ''));
  }
}
