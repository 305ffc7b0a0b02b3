/** A fetched resource: its bytes, its declared type and the URL it came from after redirects. */
export interface FetchedResource {
  body: Buffer;
  contentType: string | null;
  url: string;
}

/**
 * Fetches what a document references (what an HTML page loads in the browser: stylesheets, images,
 * fonts). Implementations decide what they refuse; refusals and network failures are null, never an
 * exception, so a document whose references cannot be had is still analysed without them.
 */
export interface ResourceFetcher {
  fetch(url: string): Promise<FetchedResource | null>;
  /** The body as text, decoded by its declared charset (else UTF-8). */
  fetchText(url: string): Promise<string | null>;
}
