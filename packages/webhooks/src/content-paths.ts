/**
 * The accessibility API's paths a client fetches for one file. The API's routes and the webhook
 * payloads (made in the workers) both name them, so they are defined here, once.
 */

/** Where a file's feedback and metadata are read: the upload's 303 Location, `resourceUrl`. */
export const contentPath = (clientId: number, hash: string): string => `/api/v2/clients/${clientId}/content/${hash}`;

/** Where a file's status is polled: `statusUrl`. */
export const statusPath = (clientId: number, hash: string): string => `${contentPath(clientId, hash)}/status`;

/** Where an alternative format of a file is downloaded: `formatUrl`. */
export const formatPath = (clientId: number, hash: string, format: string): string =>
  `${contentPath(clientId, hash)}/formats/${format}`;
