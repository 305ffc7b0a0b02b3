import type { ContentDetails, StatusRecord } from '@app/content-contract';
import type { ReportRemediation } from '@app/report-view';
import type { Credentials } from '../session/credentials.js';

export type FormatAnswer =
  | { kind: 'file'; blob: Blob; fileName: string }
  | { kind: 'pending'; retryAfterSeconds: number; status: string }
  | { kind: 'unavailable'; message: string };

/** The corrected copy's changes and scores (GET …/remediation), as the report shows them. */
export type Remediation = ReportRemediation;

export type RemediationAnswer =
  | { kind: 'made'; remediation: Remediation }
  | { kind: 'pending'; retryAfterSeconds: number; status: string }
  | { kind: 'unavailable'; message: string };

/** A refusal or failure of the API, with its message (the API's error body says what is wrong). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const HASH_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The accessibility API of the service that serves the viewer (same origin, so no CORS and no
 * token in any URL: it travels only in the Authorization header).
 */
export class ContentApi {
  private readonly base: string;

  constructor(private readonly credentials: Credentials) {
    // Relative to the viewer's own address, so that a service mounted under a prefix works too.
    this.base = new URL(`../api/v2/clients/${credentials.clientId}/content`, location.href).pathname;
  }

  /** Uploads with progress (fetch has no upload progress); resolves with the content hash. */
  upload(file: File, onProgress: (fraction: number) => void): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', this.base);
      request.setRequestHeader('Authorization', `Bearer ${this.credentials.token}`);
      request.responseType = 'json';
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      });
      request.addEventListener('load', () => {
        // A file uploaded before is a 303 to its details, which the browser follows: the hash is in that address.
        const known = /\/content\/([0-9a-f]{64})(?:[/?]|$)/.exec(request.responseURL)?.[1];
        const body = request.response as { hash?: string; message?: string } | null;
        if (request.status === 202 || (known && request.status < 500 && request.status !== 401)) {
          resolve(known ?? body?.hash ?? '');
        } else {
          reject(new ApiError(request.status, body?.message ?? `The upload failed (HTTP ${request.status})`));
        }
      });
      request.addEventListener('error', () =>
        reject(new ApiError(0, 'The upload failed: the service cannot be reached')),
      );
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
  }

  /**
   * Whether the service takes these credentials: the status of a hash no file has is a 404 for a
   * good token, and a 401 or 403 (with the reason) for a bad one.
   */
  async verify(): Promise<void> {
    const response = await this.fetch(`${this.base}/${'0'.repeat(64)}/status`);
    if (response.status !== 404 && !response.ok) throw await errorOf(response);
  }

  async status(hash: string): Promise<StatusRecord> {
    return (await this.json(`${this.base}/${hash}/status`)) as StatusRecord;
  }

  /** Details with feedback and formats; without formats when the token may not read them. */
  async details(hash: string): Promise<ContentDetails> {
    try {
      return (await this.json(`${this.base}/${hash}?feedback=true&formats=true`)) as ContentDetails;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403 && /withFormats/.test(error.message))) throw error;
      return (await this.json(`${this.base}/${hash}?feedback=true`)) as ContentDetails;
    }
  }

  /** The PDF preview of an Office (or HTML) file; null when the file has none. */
  async preview(hash: string): Promise<ArrayBuffer | null> {
    const response = await this.fetch(`${this.base}/${hash}/preview`);
    if (response.status === 404) return null;
    if (!response.ok) throw await errorOf(response);
    return response.arrayBuffer();
  }

  /** One alternative format: the file, "being produced, ask again", or why there is none. */
  async format(hash: string, format: string): Promise<FormatAnswer> {
    const response = await this.fetch(`${this.base}/${hash}/formats/${encodeURIComponent(format)}`);
    if (response.status === 200) return { kind: 'file', ...(await downloadOf(response, `${hash}-${format}`)) };
    if (response.status === 202) return pendingOf(response);
    if ([404, 405, 409, 501].includes(response.status)) {
      return { kind: 'unavailable', message: (await errorOf(response)).message };
    }
    throw await errorOf(response);
  }

  /** The corrected copy's changes and scores: made, "being made, ask again" (the first ask starts it), or why not. */
  async remediation(hash: string): Promise<RemediationAnswer> {
    const response = await this.fetch(`${this.base}/${hash}/remediation`);
    if (response.status === 200) return { kind: 'made', remediation: (await response.json()) as Remediation };
    if (response.status === 202) return pendingOf(response);
    if (response.status === 409) return { kind: 'unavailable', message: (await errorOf(response)).message };
    throw await errorOf(response);
  }

  /** The corrected file itself, once made. */
  async remediatedFile(hash: string): Promise<{ blob: Blob; fileName: string }> {
    const response = await this.fetch(`${this.base}/${hash}/remediation/file`);
    if (!response.ok) throw await errorOf(response);
    return downloadOf(response, `${hash}-fixed`);
  }

  private fetch(path: string): Promise<Response> {
    return fetch(path, { headers: { Authorization: `Bearer ${this.credentials.token}` }, cache: 'no-store' }).catch(
      () => {
        throw new ApiError(0, 'The service cannot be reached');
      },
    );
  }

  private async json(path: string): Promise<unknown> {
    const response = await this.fetch(path);
    if (!response.ok) throw await errorOf(response);
    return response.json();
  }
}

/** A file answer: its bytes and the name its Content-Disposition gives. */
async function downloadOf(response: Response, fallback: string): Promise<{ blob: Blob; fileName: string }> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: name ? decodeURIComponent(name) : fallback };
}

/** A 202: being made, with how long to wait (Retry-After, at most 30 s). */
async function pendingOf(response: Response): Promise<{ kind: 'pending'; status: string; retryAfterSeconds: number }> {
  const body = (await response.json().catch(() => ({}))) as { status?: string };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    kind: 'pending',
    status: body.status ?? 'pending',
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 30) : 3,
  };
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return new ApiError(response.status, body?.message ?? `HTTP ${response.status}`);
}

/** What a person should read for an API error. */
export function explain(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 401) {
    return `The token was refused: ${error.message}. Choose "Forget the token" and sign in with a valid one.`;
  }
  if (error.status === 403) return `The token does not allow this: ${error.message}.`;
  return error.message;
}
