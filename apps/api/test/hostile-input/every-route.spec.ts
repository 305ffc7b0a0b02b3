import { afterAll, describe, expect, it } from '@jest/globals';
import request, { type Test } from 'supertest';
import { LEARN_TEST_SECRET } from '../support/learn-client.js';
import { startTestApp } from '../support/test-runtime.js';
import { tokenFor } from '../accessibility/a11y-client.js';
import {
  deepJson,
  HOSTILE_FILE_NAMES,
  HOSTILE_INTEGERS,
  HOSTILE_NUMBERS,
  hostileTestWorld,
  LONE_SURROGATE,
  LONE_SURROGATE_IN_URL,
  multipartWithDisposition,
  NOT_AN_INTEGER,
  NUL,
  storedState,
} from './hostile-setup.js';
import { bodiesWith, fieldName, isDocumented, numericFields } from './numeric-bodies.js';
import { resolverOf, type OpenApi, type Operation, type Schema } from './openapi-schema.js';

/**
 * Every operation of the OpenAPI document the app serves, sent hostile values with real
 * credentials and real ids (so that they reach validation, and anything let through reaches the
 * database): a NUL or a lone surrogate in each path parameter, string query parameter and JSON
 * string (keys included), unsafe and negative integers in each integer query parameter, numbers
 * past int4, past the safe integers or (for an integer) with a fraction in each number of a JSON
 * body, JSON nested 10,000 deep, an upload whose file name is not text. None may answer 5xx, each
 * is refused (with the exceptions of `Outcome`), and a mutating one must leave every table and
 * DATA_DIR/blobs (its staging directory included) as they were.
 */

/**
 * What a hostile request must get: exactly 400; refused with any 4xx (by whichever check comes
 * first); or, for a lone surrogate's bytes in a query or form, which its parser decodes to U+FFFD
 * (ordinary text), an ordinary answer — anything but a 5xx.
 */
type Outcome = 400 | 'refused' | 'not 5xx';

interface Probe {
  what: string;
  path: string;
  send: (test: Test) => Test;
  outcome: Outcome;
}

function met(outcome: Outcome, status: number): boolean {
  if (outcome === 'not 5xx') return status < 500;
  if (outcome === 'refused') return status >= 400 && status < 500;
  return status === outcome;
}

const t = await startTestApp();
const world = await hostileTestWorld(t);
const server = t.app.getHttpServer();
const openapi = (await request(server).get('/docs/openapi.json').expect(200)).body as OpenApi;

afterAll(async () => {
  await t.close();
});

const MUTATING = new Set(['post', 'put', 'patch', 'delete']);
const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

/** The operation's path with real ids, one of them (if any) replaced by `hostile` (raw URL text). */
function pathWith(template: string, hostile?: { name: string; value: string }): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === hostile?.name) return hostile.value;
    const id = world.ids[name];
    if (id === undefined) throw new Error(`No test id for path parameter ${name} of ${template}`);
    return encodeURIComponent(id);
  });
}

/** The credentials each security scheme of the document stands for. */
function authenticate(test: Test, operation: Operation): Test {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  if (scheme === 'bearer') return test.set('Authorization', `Bearer ${world.learn.token}`);
  if (scheme === 'basic') return test.auth(world.learn.key, LEARN_TEST_SECRET);
  if (scheme === 'a11y-jwt') return test.set('Authorization', `Bearer ${tokenFor(Number(world.ids.clientId))}`);
  if (scheme === undefined) return test;
  throw new Error(`Unknown security scheme ${scheme}`);
}

const resolve = resolverOf(openapi);
const jsonBodyOf = (operation: Operation): Schema | undefined =>
  operation.requestBody?.content['application/json']?.schema;

/** A body of the schema's shape with `text` as every string (enums included). */
function bodyOf(schema: Schema, text: string, depth = 0): unknown {
  const resolved = resolve(schema);
  if (depth > 6) return {};
  if (resolved.allOf) return Object.assign({}, ...resolved.allOf.map((part) => bodyOf(part, text, depth + 1)));
  if (resolved.type === 'array') return [bodyOf(resolved.items ?? {}, text, depth + 1)];
  if (resolved.type === 'object' || resolved.properties) {
    const entries = Object.entries(resolved.properties ?? {}).map(([key, property]) => [
      key,
      bodyOf(property, text, depth + 1),
    ]);
    return Object.fromEntries(entries.length > 0 ? entries : [['title', text]]);
  }
  if (resolved.type === 'integer' || resolved.type === 'number') return 1;
  if (resolved.type === 'boolean') return true;
  return text;
}

function probesOf(path: string, method: string, operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const plain = pathWith(path);
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    for (const [what, value] of [
      ['a NUL', `${encodeURIComponent(world.ids[name!]!)}%00`],
      ['a NUL in an externalId: id', 'externalId:a%00b'],
      ['a lone surrogate', LONE_SURROGATE_IN_URL],
    ]) {
      probes.push({
        what: `${what} in path parameter ${name}`,
        path: pathWith(path, { name: name!, value }),
        send: (x) => x,
        // The accessibility guard compares the path's client with the token's first: 403.
        outcome: name === 'clientId' ? 'refused' : 400,
      });
    }
  }
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    const type = resolve(parameter.schema ?? {}).type;
    const values: [string, string, Outcome][] =
      type === 'integer' || type === 'number'
        ? HOSTILE_INTEGERS.map((value) => [value, value, 400])
        : [
            ['a NUL', `a%00b`, 400],
            ['a lone surrogate', LONE_SURROGATE_IN_URL, 'not 5xx'],
          ];
    for (const [what, value, outcome] of values) {
      probes.push({
        what: `${what} in query parameter ${parameter.name}`,
        path: `${plain}?${parameter.name}=${value}`,
        send: (x) => x,
        outcome,
      });
    }
  }
  const content = operation.requestBody?.content ?? {};
  const json = jsonBodyOf(operation);
  if (json) {
    const wrap = (value: object) => (resolve(json).type === 'array' ? [value] : value);
    // A body of booleans only (a switch) has no string to put them in.
    const hasStrings = JSON.stringify(bodyOf(json, 'x')) !== JSON.stringify(bodyOf(json, 'y'));
    for (const [what, body] of [
      ...(hasStrings
        ? ([
            ['a NUL in every string of the body', bodyOf(json, `a${NUL}b`)],
            ['a lone surrogate in every string of the body', bodyOf(json, `a${LONE_SURROGATE}b`)],
          ] as const)
        : []),
      ['a NUL in a key of the body', wrap({ [`ti${NUL}tle`]: 'x' })],
      ['a body nested 10,000 deep', deepJson()],
    ] as const) {
      probes.push({
        what,
        path: plain,
        send: (x) =>
          x.set('Content-Type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body)),
        outcome: 400,
      });
    }
    for (const field of numericFields(json, resolve)) {
      const numbers = field.schema.type === 'integer' ? [...HOSTILE_NUMBERS, NOT_AN_INTEGER] : HOSTILE_NUMBERS;
      for (const number of numbers) {
        for (const body of bodiesWith(json, field, number, resolve, world.bodyIds)) {
          probes.push({
            what: `${number} in ${fieldName(field)}: ${body}`,
            path: plain,
            send: (x) => x.set('Content-Type', 'application/json').send(body),
            outcome: 400,
          });
        }
      }
    }
  }
  if (content['application/x-www-form-urlencoded']) {
    probes.push({
      what: 'a NUL in the form',
      path: plain,
      send: (x) => x.type('form').send('grant_type=a%00b'),
      outcome: 400,
    });
    probes.push({
      what: 'a lone surrogate in the form',
      path: plain,
      send: (x) => x.type('form').send(`grant_type=${LONE_SURROGATE_IN_URL}`),
      outcome: 'not 5xx',
    });
  }
  if (content['multipart/form-data']) {
    for (const [disposition] of HOSTILE_FILE_NAMES) {
      const upload = multipartWithDisposition(`form-data; name="file"; ${disposition}`);
      probes.push({
        what: `an upload with ${disposition}`,
        path: plain,
        send: (x) => x.type(upload.type).send(upload.body),
        outcome: 400,
      });
    }
  }
  return probes.map((probe) => ({ ...probe, what: `${method.toUpperCase()} ${probe.path}: ${probe.what}` }));
}

it('documents every number of a JSON body as an integer or a number, with its minimum and maximum', () => {
  const undocumented = operations.flatMap(({ path, method, operation }) => {
    const json = jsonBodyOf(operation);
    const fields = json ? numericFields(json, resolve).filter((field) => !isDocumented(field)) : [];
    return fields.map(
      (field) => `${method.toUpperCase()} ${path} ${fieldName(field)}: ${JSON.stringify(field.schema)}`,
    );
  });
  expect(undocumented).toEqual([]);
});

describe.each(operations)('$method $path', ({ path, method, operation }) => {
  it('answers every hostile input with a 4xx and, when it would write, writes nothing', async () => {
    const wrong: string[] = [];
    for (const probe of probesOf(path, method, operation)) {
      const before = MUTATING.has(method) ? await storedState(t) : undefined;
      const test = authenticate(request(server)[method as 'get'](probe.path), operation);
      const res = await probe.send(test);
      if (!met(probe.outcome, res.status)) wrong.push(`${probe.what} → ${res.status} ${JSON.stringify(res.body)}`);
      if (before && JSON.stringify(before) !== JSON.stringify(await storedState(t))) {
        wrong.push(`${probe.what} → changed what is stored`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Methods a client may send that no operation of the document declares. */
const OTHER_METHODS = ['head', 'options', 'propfind', 'trace', 'purge'] as const;
const PUBLIC = (operation: Operation) => operation.security !== undefined && operation.security.length === 0;

describe.each(operations)('$method $path without credentials', ({ path, method, operation }) => {
  it('is refused with 401 before anything else, whatever the body; the other methods get a 4xx', async () => {
    const wrong: string[] = [];
    const plain = pathWith(path);
    if (!PUBLIC(operation) && operation.security !== undefined && path !== '/learn/api/public/v1/oauth2/token') {
      for (const [what, send] of [
        ['no body', (x: Test) => x],
        ['malformed JSON', (x: Test) => x.set('Content-Type', 'application/json').send('{"a": ')],
        ['JSON nested 10,000 deep', (x: Test) => x.set('Content-Type', 'application/json').send(deepJson())],
      ] as const) {
        const res = await send(request(server)[method as 'get'](plain));
        if (res.status !== 401) wrong.push(`${method.toUpperCase()} ${plain} with ${what} → ${res.status}`);
      }
      const forged = await request(server)
        [method as 'get'](plain)
        .set('Authorization', `Bearer ${tokenFor(2 ** 40, {}, 'forged')}`);
      if (forged.status !== 401) wrong.push(`${method.toUpperCase()} ${plain} with a forged token → ${forged.status}`);
    }
    for (const other of OTHER_METHODS) {
      if (other in (openapi.paths[path] ?? {})) continue;
      const res = await request(server)[other as 'get'](plain);
      if (other === 'head' && method === 'get' && PUBLIC(operation)) continue; // HEAD of a public GET is a GET
      if (res.status < 400 || res.status >= 500) wrong.push(`${other.toUpperCase()} ${plain} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
