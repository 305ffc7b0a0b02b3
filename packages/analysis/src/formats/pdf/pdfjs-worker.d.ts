// pdf.js ships no types for its worker build. These are the exports pdfjs-core.ts uses: the core's
// object reader, exported by patches/pdfjs-dist@6.5.438.patch. Typed loosely on purpose: pdfjs-core.ts
// is the one place that gives them shapes.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const Dict: abstract new (...args: never[]) => object;
  export const Name: abstract new (...args: never[]) => { name: string };
  export const Ref: abstract new (...args: never[]) => { num: number; gen: number };
  export const Stream: new (bytes: Uint8Array) => object;
  export const PDFDocument: new (manager: object, stream: object) => object;
  export const XRefParseException: abstract new (...args: never[]) => Error;
  export function setVerbosityLevel(level: number): void;
  export function stringToPDFString(bytes: string): string;
}
