/**
 * Fetches what a document references (an HTML file's stylesheets). Implementations decide what they
 * refuse; refusals and network failures are null, never an exception, so a document whose
 * references cannot be had is still analysed without them.
 */
export interface ResourceFetcher {
  fetchText(url: string): Promise<string | null>;
}
