import { createParamDecorator, ForbiddenException, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { resourceOf, type Action, type Policy } from './policy.js';

/** The client calling, as A11yAuthGuard authenticated it, and what its token allows. */
export class A11yCaller {
  constructor(
    readonly clientId: number,
    private readonly policy: Policy,
  ) {}

  may(action: Action, hash: string): boolean {
    return this.policy.grants(action, resourceOf(hash));
  }

  /** 403 naming the action unless the token grants it on this file. */
  require(action: Action, hash: string): void {
    if (!this.may(action, hash))
      throw new ForbiddenException(`This token does not grant ${action} on ${resourceOf(hash)}`);
  }

  /** 403 naming the actions unless the token grants one of them on this file. */
  requireOneOf(actions: Action[], hash: string): void {
    if (!actions.some((action) => this.may(action, hash))) {
      throw new ForbiddenException(`This token grants none of ${actions.join(', ')} on ${resourceOf(hash)}`);
    }
  }

  /** 403 naming the action and resource unless the token grants it there (a resource that is not a file). */
  requireOn(action: Action, resource: string): void {
    if (!this.policy.grants(action, resource)) {
      throw new ForbiddenException(`This token does not grant ${action} on ${resource}`);
    }
  }

  /** 403 naming the action unless the token grants it on some file. */
  requireSomewhere(action: Action): void {
    if (!this.policy.grantsSomewhere(action)) throw new ForbiddenException(`This token does not grant ${action}`);
  }
}

export type A11yRequest = Request & { a11yCaller?: A11yCaller };

export const Caller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): A11yCaller =>
    context.switchToHttp().getRequest<A11yRequest>().a11yCaller!,
);
