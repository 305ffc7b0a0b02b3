/** Every Learn REST path starts here; the Learn clients' base URL is the service's own. */
export const LEARN = '/learn/api/public';
