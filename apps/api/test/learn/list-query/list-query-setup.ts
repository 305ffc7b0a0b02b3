import { expect } from '@jest/globals';
import type { LearnClient } from '../../support/learn-client.js';

/** The ids a list answers, in order (one page: keep the tests' lists small or pass a limit). */
export async function idsOf(api: LearnClient, path: string): Promise<string[]> {
  const res = await api.get(path).expect(200);
  return (res.body.results as { id: string }[]).map((item) => item.id);
}

/** A 400 whose message names what it refuses. */
export async function refused(api: LearnClient, path: string, message: string | RegExp): Promise<void> {
  const res = await api.get(path).expect(400);
  expect(res.body.message).toMatch(message);
}

/** Rows made one after another get distinct timestamps (milliseconds) to compare against. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

export const q = encodeURIComponent;
