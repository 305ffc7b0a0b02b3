import { VIEWER_ASSETS_DIR } from '@app/viewer';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Where the viewer is served; not an API route (no OpenAPI operation): static files of @app/viewer. */
export const VIEWER_PATH = '/viewer';

/**
 * Only the viewer's own files run and load; the API is reached on the same origin. pdf.js needs a
 * worker from here and WebAssembly for some image codecs ('wasm-unsafe-eval' allows compiling
 * WebAssembly, not JavaScript eval); pages and images are drawn from blob: and data: URLs.
 * Box positions are set through the CSSOM, so no inline style is allowed.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "img-src 'self' blob: data:",
  "style-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  // The token travels in the fragment, which browsers never send; no page of the viewer leaks its address either.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const serveStatic = express.static(VIEWER_ASSETS_DIR, {
  index: 'index.html',
  redirect: false,
  dotfiles: 'ignore',
  // The bundle's names do not change between builds: revalidate (ETag) rather than cache blindly.
  cacheControl: true,
  maxAge: 0,
});

/**
 * GET/HEAD under /viewer: the built files (serve-static: ETags, ranges, no way out of the
 * directory); `/viewer` itself redirects to `/viewer/` so that the page's relative links resolve.
 * Anything else falls through to the application's 404 in the usual error shape.
 */
export function serveViewer(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const url = new URL(req.originalUrl, 'http://viewer.invalid');
  if (url.pathname === VIEWER_PATH) return res.redirect(301, `${VIEWER_PATH}/${url.search}`);
  if (!url.pathname.startsWith(`${VIEWER_PATH}/`)) return next();
  res.set(SECURITY_HEADERS);
  // serve-static resolves req.url under its root: the path below /viewer, whatever the mount did to it.
  req.url = req.originalUrl.slice(VIEWER_PATH.length);
  serveStatic(req, res, (error?: unknown) => {
    // Not a viewer file: the app's own 404, without the viewer's headers.
    for (const header of Object.keys(SECURITY_HEADERS)) res.removeHeader(header);
    req.url = req.originalUrl;
    next(error);
  });
}
