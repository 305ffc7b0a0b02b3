import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ENTITLEMENTS, type Requirement } from '../../../src/learn/auth/entitlement-table.js';
import { LEARN } from '../../../src/learn/learn-paths.js';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';

// Every Learn endpoint, from the one table the guard enforces: refused (403, naming what is
// missing) with everything but its entitlements, let through with exactly them. Ids name
// nothing, so a let-through request ends in 400/404/409 from the endpoint itself.

let t: TestApp;
const clients = new Map<string, LearnClient>();
let openApiPaths: string[];

const ALL_KNOWN = [...new Set(Object.values(ENTITLEMENTS).flat(2))];

async function clientWith(entitlements: string[]): Promise<LearnClient> {
  const key = [...entitlements].sort().join(',') || '(none)';
  if (!clients.has(key))
    clients.set(key, await learnClient(t, entitlements.length > 0 ? entitlements : ['nothing.at.all']));
  return clients.get(key)!;
}

function call(client: LearnClient, method: string, path: string) {
  const concrete = path.replace(/:(\w+)/g, '_999999_1');
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return verb === 'get' || verb === 'delete' ? client[verb](concrete) : client[verb](concrete, {});
}

const GUARDED = Object.entries(ENTITLEMENTS).filter(([, requirement]) => requirement.some((alt) => alt.length > 0));

beforeAll(async () => {
  t = await startTestApp();
  const doc = (await request(t.app.getHttpServer()).get('/docs/openapi.json')).body as {
    paths: Record<string, object>;
  };
  openApiPaths = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map(
      (method) => `${method.toUpperCase()} ${path.slice(LEARN.length).replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
});

afterAll(async () => {
  await t.close();
});

describe('the entitlement table', () => {
  it('has an entry for every Learn endpoint the service serves, and no entry for one it does not', () => {
    const served = openApiPaths.filter((op) => op.split(' ')[1]!.startsWith('/v'));
    expect([...served].sort()).toEqual(Object.keys(ENTITLEMENTS).sort());
  });
});

describe.each(GUARDED)('%s', (operation, requirement: Requirement) => {
  const [method, path] = operation.split(' ') as [string, string];

  it('is refused with every entitlement except the ones it needs', async () => {
    const needed = new Set(requirement.flat());
    const client = await clientWith(ALL_KNOWN.filter((name) => !needed.has(name)));
    const res = await call(client, method, path);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/is not entitled: (missing entitlement|needs one of)/);
  });

  it.each(requirement.map((alternative) => [alternative.join(' + '), alternative]))(
    'is let through with exactly %s',
    async (_name, alternative) => {
      const res = await call(await clientWith([...alternative]), method, path);
      expect([401, 403]).not.toContain(res.status);
      expect(res.body.message ?? '').not.toMatch(/^Cannot (GET|POST|PUT|PATCH|DELETE)/);
    },
  );
});
