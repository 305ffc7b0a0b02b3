import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { LearnPrincipal } from './access-tokens.js';

export type LearnRequest = Request & { learnPrincipal?: LearnPrincipal };

/** The calling application, as LearnAuthGuard authenticated it. */
export const Principal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): LearnPrincipal =>
    context.switchToHttp().getRequest<LearnRequest>().learnPrincipal!,
);
