import type { NextFunction, Request, Response } from 'express';
import { secondsSince, type ServiceMetrics } from '@app/metrics';

/**
 * Times every request into http_request_duration_seconds, labelled with the route's template
 * (`/api/v2/clients/:clientId/content/:contentHash`, never the path itself: ids would make a series per
 * record), the method and the status. A request no route matched counts as route "unmatched".
 */
/** Nest's own catch-all route, which answers the 404 of a path no controller has. */
const NOT_FOUND_ROUTE = '{/*splat}';

export function requestMetrics(metrics: ServiceMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = performance.now();
    res.once('finish', () => {
      const template = (req.route as { path?: unknown } | undefined)?.path;
      metrics.httpRequestDuration.observe(
        {
          method: req.method,
          route:
            typeof template === 'string' && template !== NOT_FOUND_ROUTE ? `${req.baseUrl}${template}` : 'unmatched',
          status: String(res.statusCode),
        },
        secondsSince(start),
      );
    });
    next();
  };
}
