import { expect } from '@jest/globals';
import { LEARN } from '../../../src/learn/learn-paths.js';
import type { LearnClient } from '../../support/learn-client.js';

/** Prerequisite rows for the course-data specs, made through the API itself. */
let n = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++n}`;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const LEARN_ID = /^_\d+_1$/;

export async function createCourse(api: LearnClient, body: Record<string, unknown> = {}) {
  const courseId = unique('course');
  const res = await api.post('/v3/courses', { courseId, name: courseId, ...body }).expect(201);
  return res.body as { id: string; courseId: string; externalId: string; uuid: string; created: string };
}

export async function createUser(api: LearnClient, body: Record<string, unknown> = {}) {
  const res = await api.post('/v1/users', { userName: unique('user'), ...body }).expect(201);
  return res.body as { id: string; userName: string; externalId: string; uuid: string; created: string };
}

export async function enrol(api: LearnClient, courseId: string, userId: string, body: Record<string, unknown> = {}) {
  const res = await api.put(`/v1/courses/${courseId}/users/${userId}`, body).expect(201);
  return res.body as { id: string; userId: string; courseRoleId: string; created: string };
}

/** Every item of a list, page by page through paging.nextPage, checking each page's size. */
export async function allPages(api: LearnClient, path: string, limit: number): Promise<{ id?: string }[]> {
  const items: { id?: string }[] = [];
  let next: string | undefined = `${path}${path.includes('?') ? '&' : '?'}limit=${limit}`;
  while (next) {
    const page = (await api.get(next).expect(200)).body as {
      results: { id?: string }[];
      paging?: { nextPage: string };
    };
    items.push(...page.results);
    const nextPage = page.paging?.nextPage;
    if (nextPage) {
      expect(page.results).toHaveLength(limit);
      expect(nextPage.startsWith(LEARN)).toBe(true);
    }
    next = nextPage?.slice(LEARN.length);
  }
  return items;
}
