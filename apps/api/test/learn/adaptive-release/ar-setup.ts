import { expect } from '@jest/globals';
import type { Response } from 'supertest';
import { LearnFixtures } from '../../support/learn-fixtures.js';
import type { LearnClient } from '../../support/learn-client.js';
import type { TestApp } from '../../support/test-runtime.js';

/** The prefix R of a content item's rules. */
export const rulesOf = (courseId: string, contentId: string) =>
  `/v1/courses/${courseId}/contents/${contentId}/adaptiveRelease/rules`;

/** An error response: this status, `{status, message, extraInfo = the request id}`. */
export function expectError(res: Response, status: number, message: string | RegExp): void {
  expect({ status: res.status, body: res.body }).toEqual({
    status,
    body: {
      status,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
      extraInfo: res.headers['x-request-id'],
    },
  });
}

/** Asserts the status, showing the body when it differs; returns the response. */
export async function expectStatus(pending: PromiseLike<Response>, status: number): Promise<Response> {
  const res = await pending;
  expect({ status: res.status, body: res.body }).toEqual({ status, body: res.body });
  return res;
}

/**
 * A course with a content item that has a rule, and the paths below it: what most adaptive
 * release tests start from. Course data is written with Prisma (its endpoints are another area).
 */
export async function courseWithRule(t: TestApp, learn: LearnClient, title = 'Rule') {
  const fixtures = new LearnFixtures(t.runtime.prisma);
  const course = await fixtures.course();
  const content = await fixtures.content(course);
  const R = rulesOf(course.apiId, content.apiId);
  const res = await expectStatus(learn.post(R, { title }), 201);
  const ruleId: string = res.body.id;
  const rule = `${R}/${ruleId}`;
  return { fixtures, course, content, R, ruleId, rule, criteria: `${rule}/criteria` };
}

export type RuleSetup = Awaited<ReturnType<typeof courseWithRule>>;
