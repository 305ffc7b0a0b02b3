/** The accessibility API's paths (the hosted service's, `v2` included). */
export const A11Y_CONTENT_ROUTE = 'api/v2/clients/:clientId/content';

/** The webhooks' paths: `api/v2/clients/:clientId/webhooks`. */
export const A11Y_WEBHOOKS_ROUTE = 'api/v2/clients/:clientId/webhooks';

// A file's paths (`resourceUrl`, `statusUrl`, `formatUrl`): also named by the webhooks the workers send.
export { contentPath, statusPath, formatPath } from '@app/webhooks';

/** A content hash: SHA-256 of the file's bytes, lowercase hex. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;
