/** How one LibreOffice conversion runs (convertWithLibreOffice, on a warm process or a cold one). */
export interface ConversionOptions {
  /** Default 60 s (containment-limits.ts); counted from the start of soffice, not while waiting for a slot. */
  timeoutMs?: number;
  /** The sniffed MIME type: decides the extension the input is given (blobs have none). */
  mimeType?: string;
  /** The output's name without extension; default "converted". */
  name?: string;
  /** False: on a cold LibreOffice only, as when a warm one failed (default true). */
  warm?: boolean;
}
