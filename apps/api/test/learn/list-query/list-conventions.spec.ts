import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { hostileTestWorld } from '../../hostile-input/hostile-setup.js';
import { resolverOf, type OpenApi, type Operation, type Schema } from '../../hostile-input/openapi-schema.js';
import { LEARN } from '../../../src/learn/learn-paths.js';
import { startTestApp } from '../../support/test-runtime.js';

/**
 * Every Learn list of the served OpenAPI document: an unknown query parameter is a 400 naming it,
 * the cache busters are accepted and left out of the next page, and every query parameter is
 * declared with a type (compare operators and sort terms as enums).
 */

const t = await startTestApp();
const world = await hostileTestWorld(t);
const server = t.app.getHttpServer();
const openapi = (await request(server).get('/docs/openapi.json').expect(200)).body as OpenApi;
const resolve = resolverOf(openapi);

afterAll(async () => {
  await t.close();
});

type Responses = Record<string, { content?: Record<string, { schema?: Schema }> }>;
const isPage = (operation: Operation): boolean => {
  const schema = (operation as { responses?: Responses }).responses?.['200']?.content?.['application/json']?.schema;
  return schema !== undefined && resolve(schema).properties?.results !== undefined;
};

const lists = Object.entries(openapi.paths)
  .filter(([path, item]) => path.startsWith(LEARN) && item.get && isPage(item.get))
  .map(([path, item]) => ({ path, operation: item.get! }));

const concrete = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(world.ids[name]!));
const get = (path: string) => request(server).get(path).set('Authorization', `Bearer ${world.learn.token}`);

it('finds the Learn lists', () => {
  expect(lists.length).toBeGreaterThanOrEqual(14);
});

describe.each(lists)('GET $path', ({ path, operation }) => {
  it('refuses an unknown query parameter with 400 naming it', async () => {
    const res = await get(`${concrete(path)}?colour=blue`);
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 400,
      message: expect.stringMatching(/^Unknown query parameter colour: .+ take offset, limit, fields/),
    });
  });

  it('accepts the cache busters _ and _ts, and a next page leaves them out', async () => {
    const res = await get(`${concrete(path)}?_=1732350000000&_ts=1&limit=1`);
    expect(res.status).not.toBe(400);
    expect(res.body.paging?.nextPage ?? '').not.toMatch(/[?&]_(ts)?=/);
  });

  it('declares every query parameter with a type; compare operators and sort terms as enums', () => {
    const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
    expect(query.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['offset', 'limit', 'fields']));
    for (const parameter of query) {
      const schema = resolve(parameter.schema ?? {});
      expect({ name: parameter.name, type: schema.type }).toEqual({ name: parameter.name, type: expect.any(String) });
      if (parameter.name.endsWith('Compare')) expect(schema.enum).toBeDefined();
      if (parameter.name === 'sort') expect(schema.items?.enum).toBeDefined();
    }
  });
});
