import * as core from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/**
 * pdf.js's own object reader (the core of its worker build: PDFDocument, XRef, Dict), for what its
 * display API does not give: the whole structure tree. `page.getStructTree()` shows only the elements
 * that own marked content on a page, so a Figure without content, and any element's place in the
 * tree beyond that, never reach it. The same parser that reads the pages reads the tree: same
 * recovery of damaged files, same decryption, no second PDF library.
 *
 * The classes come from patches/pdfjs-dist@6.5.438.patch, which only adds them to the worker build's
 * exports. This file is the one that knows their shapes; test/formats/pdf/struct-tree.spec.ts fails
 * if an upgrade changes them.
 */

/** A PDF dictionary: `get` resolves an indirect reference, `getRaw` does not. */
export interface PdfDict {
  get(key: string): unknown;
  getRaw(key: string): unknown;
  getKeys(): Iterable<string>;
}

/** An indirect reference; `toString()` is pdf.js's id for it ('12R'), the one its page ids embed. */
export interface PdfRef {
  num: number;
  gen: number;
  toString(): string;
}

export interface PdfObjects {
  /** The object a reference points to (null when it points nowhere); any other value as it is. */
  fetchIfRef(value: unknown): unknown;
}

export interface CoreDocument {
  catalog: PdfDict;
  objects: PdfObjects;
}

interface DocumentInternals {
  checkHeader(): void;
  parseStartXRef(): void;
  parse(recoveryMode: boolean): void;
  xref: PdfObjects & { getCatalogObj(): unknown };
}

// The display API sets the core's verbosity per document, after this reader has run: keep its
// warnings about damaged files quiet from the start, as the display API is told to.
core.setVerbosityLevel(0);

/**
 * Opens `bytes` as pdf.js's worker does (BasePdfManager.initDocument): the header, startxref and the
 * cross-reference table, read again in recovery mode (indexing every object) when it is damaged.
 * Objects are parsed when first fetched. Throws pdf.js's own errors (PasswordException...).
 */
export function openCoreDocument(bytes: Uint8Array): CoreDocument {
  const manager = { docId: 'structure', password: undefined };
  const document = new core.PDFDocument(manager, new core.Stream(bytes)) as unknown as DocumentInternals;
  document.checkHeader();
  document.parseStartXRef();
  try {
    document.parse(false);
  } catch (error) {
    if (!(error instanceof core.XRefParseException)) throw error;
    document.parse(true);
  }
  const catalog = document.xref.getCatalogObj();
  if (!isDict(catalog)) throw new Error('The catalog is not a dictionary');
  return { catalog, objects: document.xref };
}

export function isDict(value: unknown): value is PdfDict {
  return value instanceof core.Dict;
}

export function isRef(value: unknown): value is PdfRef {
  return value instanceof core.Ref;
}

/** The name a PDF Name object holds, else null. */
export function nameOf(value: unknown): string | null {
  return value instanceof core.Name ? value.name : null;
}

/** A PDF text string (PDFDocEncoding, or UTF-16/UTF-8 with a byte order mark) as a JavaScript string, else null. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' ? core.stringToPDFString(value) : null;
}
