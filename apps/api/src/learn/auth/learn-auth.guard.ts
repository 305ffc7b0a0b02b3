import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Response } from 'express';
import { LEARN } from '../learn-paths.js';
import { AccessTokens } from './access-tokens.js';
import { ENTITLEMENTS, missingEntitlements } from './entitlement-table.js';
import type { LearnRequest } from './learn-principal.decorator.js';

/**
 * Every Learn route: a valid bearer token (401 before anything else), then the entitlements of
 * entitlement-table.ts. A Learn route missing from the table is refused (403), never served unguarded.
 */
@Injectable()
export class LearnAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LearnRequest>();
    const routePath = String(req.route?.path ?? '');
    if (!routePath.startsWith(LEARN)) return true;
    // Express serves HEAD with the GET route: it needs what GET needs.
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const requirement = ENTITLEMENTS[`${method} ${routePath.slice(LEARN.length)}`];
    if (requirement?.every((alternative) => alternative.length === 0)) return true;

    const header = req.header('authorization') ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header);
    if (!match)
      this.unauthorized(
        context,
        header ? 'Malformed Authorization header: expected "Bearer <token>"' : 'Missing bearer token',
      );
    const principal = await this.tokens.verify(match![1]!);
    if (!principal) this.unauthorized(context, 'Invalid or expired access token');

    // A route missing from the table is refused to everyone (the every-route test keeps it complete).
    if (!requirement) throw new ForbiddenException(`No entitlement grants ${method} ${routePath}`);
    const missing = missingEntitlements(principal!.entitlements, requirement);
    if (missing) throw new ForbiddenException(`Application ${principal!.key} is not entitled: ${missing}`);
    req.learnPrincipal = principal!;
    return true;
  }

  private unauthorized(context: ExecutionContext, message: string): never {
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="learn"');
    throw new UnauthorizedException(message);
  }
}
