/** The accessibility API's paths (the hosted service's, `v2` included). */
export const A11Y_CONTENT_ROUTE = 'api/v2/clients/:clientId/content';

/** Where a file's feedback and metadata are read: the upload's 303 Location, `resourceUrl`. */
export const contentPath = (clientId: number, hash: string): string => `/api/v2/clients/${clientId}/content/${hash}`;

/** Where a file's status is polled: `statusUrl`. */
export const statusPath = (clientId: number, hash: string): string => `${contentPath(clientId, hash)}/status`;

/** A content hash: SHA-256 of the file's bytes, lowercase hex. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;
