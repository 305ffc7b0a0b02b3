import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Response } from 'express';
import { A11yTokens, TokenError } from './a11y-tokens.js';
import { A11yCaller, type A11yRequest } from './caller.js';

/**
 * Every accessibility route: `Authorization: Bearer <JWT>` of a known client (else 401), issued
 * for the client of the path (else 403). What the token allows is checked where the file is
 * known (A11yCaller.require).
 */
@Injectable()
export class A11yAuthGuard implements CanActivate {
  constructor(private readonly tokens: A11yTokens) {}

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
      if (error instanceof TokenError) this.unauthorized(context, error.message);
      throw error;
    }
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
