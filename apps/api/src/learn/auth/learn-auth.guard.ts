import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Response } from 'express';
import type { Config } from '@app/config';
import { rateLimitHeaders, RateLimits, windowBounds } from '@app/rate-limit';
import { REQUESTS } from '../../common/rate-limit/buckets.js';
import { CONFIG } from '../../platform/tokens.js';
import { LEARN } from '../learn-paths.js';
import { AccessTokens } from './access-tokens.js';
import { ENTITLEMENTS, missingEntitlements, PUBLIC } from './entitlement-table.js';
import type { LearnRequest } from './learn-principal.decorator.js';

/**
 * Every Learn route: a valid bearer token (401 before anything else), then the application's rate
 * limit (X-Rate-Limit-* headers; 429 past LEARN_RATE_LIMIT), then the entitlements of
 * entitlement-table.ts. A Learn route missing from the table is refused (403), never served unguarded.
 * A bearer token is 256 random bits, not a secret one could guess: refused tokens are not counted
 * as failed authentications (wrong secrets at the token endpoint are, oauth2.service.ts).
 */
@Injectable()
export class LearnAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly limits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LearnRequest>();
    const routePath = String(req.route?.path ?? '');
    if (!routePath.startsWith(LEARN)) return true;
    // Express serves HEAD with the GET route: it needs what GET needs.
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const requirement = ENTITLEMENTS[`${method} ${routePath.slice(LEARN.length)}`];
    if (requirement === PUBLIC) return true;

    const header = req.header('authorization') ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header);
    if (!match)
      this.unauthorized(
        context,
        header ? 'Malformed Authorization header: expected "Bearer <token>"' : 'Missing bearer token',
      );
    // The request is counted for its application by the token lookup itself (one statement), before
    // the entitlements are checked: a refused call is still a call.
    const quota = this.config.learnRateLimit;
    const now = Date.now();
    const window = quota ? { bucketPrefix: REQUESTS.learnPrefix, ...windowBounds(quota, now) } : undefined;
    const verified = await this.tokens.verify(match![1]!, window);
    if (!verified) this.unauthorized(context, 'Invalid or expired access token');
    const { principal, requestCount } = verified!;
    if (quota) {
      const admission = this.limits.judge(quota, window!, requestCount ?? 0, now);
      context.switchToHttp().getResponse<Response>().set(rateLimitHeaders(admission.standing!));
      if (admission.refusal) throw admission.refusal;
    }

    // A route missing from the table is refused to everyone (the every-route test keeps it complete).
    if (!requirement) throw new ForbiddenException(`No entitlement grants ${method} ${routePath}`);
    const missing = missingEntitlements(principal.entitlements, requirement);
    if (missing) throw new ForbiddenException(`Application ${principal.key} is not entitled: ${missing}`);
    req.learnPrincipal = principal;
    return true;
  }

  private unauthorized(context: ExecutionContext, message: string): never {
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="learn"');
    throw new UnauthorizedException(message);
  }
}
