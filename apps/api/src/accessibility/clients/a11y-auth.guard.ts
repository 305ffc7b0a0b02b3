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
import { RateLimits } from '@app/rate-limit';
import { FAILURES, REQUESTS } from '../../common/rate-limit/buckets.js';
import { CONFIG } from '../../platform/tokens.js';
import { A11yTokens, TokenError } from './a11y-tokens.js';
import { A11yCaller, type A11yRequest } from './caller.js';

/**
 * Every accessibility route: `Authorization: Bearer <JWT>` of a known client (else 401), issued
 * for the client of the path (else 403). What the token allows is checked where the file is
 * known (A11yCaller.require).
 * A JWT is signed with the client's secret, so a refused one may be a guess at it: refusals are
 * counted per claimed client and per source address, and past AUTH_FAILURE_LIMIT every request of
 * that client or address is a 429 until the window ends — a right guess too. A valid token's
 * request is counted against A11Y_RATE_LIMIT; both in one round trip.
 */
@Injectable()
export class A11yAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: A11yTokens,
    private readonly limits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<A11yRequest>();
    const header = req.header('authorization');
    if (!header) this.unauthorized(context, 'Missing bearer token: send Authorization: Bearer <JWT>');
    const match = /^Bearer +([A-Za-z0-9_=-]*\.[A-Za-z0-9_=-]*\.[A-Za-z0-9_+/=-]*)$/i.exec(header!);
    if (!match) this.unauthorized(context, 'Malformed Authorization header: expected "Bearer <JWT>"');
    let token;
    try {
      token = await this.tokens.verify(match![1]!);
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      const keys = [FAILURES.address(req.ip)];
      if (error.claimedClientId !== undefined) keys.unshift(FAILURES.a11yClient(error.claimedClientId));
      const refusal = await this.limits.recordFailure(keys);
      if (refusal) throw refusal;
      this.unauthorized(context, error.message);
    }
    const admission = await this.limits.admit(REQUESTS.a11yClient(token!.clientId), this.config.a11yRateLimit, [
      FAILURES.a11yClient(token!.clientId),
      FAILURES.address(req.ip),
    ]);
    if (admission.refusal) throw admission.refusal;
    const pathClientId = String(req.params.clientId);
    if (String(token.clientId) !== pathClientId) {
      throw new ForbiddenException(`This token is for client ${token.clientId}, not for client ${pathClientId}`);
    }
    req.a11yCaller = new A11yCaller(token.clientId, token.policy);
    return true;
  }

  private unauthorized(context: ExecutionContext, message: string): never {
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="accessibility"');
    throw new UnauthorizedException(message);
  }
}
