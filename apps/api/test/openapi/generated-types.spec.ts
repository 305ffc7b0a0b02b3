import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { until } from '@app/testing';
import { startWorker, type Worker } from '@app/worker';
import { a11yClient, policy, sha256, tokenFor, type A11yClient } from '../accessibility/a11y-client.js';
import { createCourse, createUser } from '../learn/course-data/course-data-setup.js';
import { learnClient, type LearnClient } from '../support/learn-client.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import request from 'supertest';
import { generateTypes, typeErrors } from './document-types.js';
import { scratchDir, writeServedDocument } from './served-document.js';

/**
 * A client generated from the served document (openapi-typescript) accepts what the API really
 * answers: real responses, recorded over HTTP, must type-check against their operation's
 * generated response type. A field typed object that holds a string, a null the document does
 * not allow, or a field it does not declare, fails `tsc`.
 */

interface Recorded {
  path: string;
  method: 'get' | 'post';
  status: number;
  body: unknown;
}

const LEARN_API = '/learn/api/public';
const A11Y_API = '/api/v2/clients/{clientId}/content';
const WEBHOOKS_API = '/api/v2/clients/{clientId}/webhooks';
const DOCX = new URL(
  '../../../../packages/analysis/fixtures/cross-format/files/headings-skip-fail.docx',
  import.meta.url,
);
const PDF = new URL('../../../../packages/analysis/fixtures/pdf/files/alt-text-missing-fail.pdf', import.meta.url);

let t: TestApp;
let worker: Worker;
let learn: LearnClient;
let a11y: A11yClient;
const scratch = scratchDir('openapi-types-');
const recorded: Recorded[] = [];

/** Keeps a response for the type check, under the OpenAPI path and status it answers. */
async function record(
  path: string,
  method: Recorded['method'],
  status: number,
  pending: PromiseLike<{ body: unknown }>,
) {
  const { body } = await pending;
  recorded.push({ path, method, status, body });
  return body as Record<string, any>;
}

beforeAll(async () => {
  // A webhook receiver the API allows but the worker below does not: its deliveries are refused
  // attempts, whose answer (an error, no HTTP status) the types must take too.
  t = await startTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9' });
  learn = await learnClient(t);
  a11y = await a11yClient(
    t,
    1,
    tokenFor(
      1,
      policy(
        { resource: 'content:*', actions: ['content:*', 'content:*:*'] },
        { resource: 'webhooks:*', actions: ['webhooks:manage'] },
      ),
    ),
  );
  worker = await startWorker({
    queue: t.runtime.queue,
    prisma: t.runtime.prisma,
    blobs: t.runtime.blobs,
    concurrency: 1,
  });
});

afterAll(async () => {
  await worker.stop();
  await t.close();
  scratch.remove();
});

async function recordLearn(): Promise<void> {
  const { id: courseId } = await createCourse(learn, { description: 'Cells, genes and evolution' });
  await record(`${LEARN_API}/v3/courses/{courseId}`, 'get', 200, learn.get(`/v3/courses/${courseId}`).expect(200));

  const contents = `/v1/courses/${courseId}/contents`;
  const content = (await learn.post(contents, { title: 'Quiz', description: null }).expect(201)).body;
  await record(
    `${LEARN_API}/v1/courses/{courseId}/contents/{contentId}`,
    'get',
    200,
    learn.get(`${contents}/${content.id}`).expect(200),
  );

  const user = await createUser(learn, { name: { given: 'Ada', family: 'Lovelace', middle: null } });
  await learn.put(`/v1/courses/${courseId}/users/${user.id}`, { courseRoleId: 'Student' }).expect(201);
  await record(
    `${LEARN_API}/v1/courses/{courseId}/users`,
    'get',
    200,
    learn.get(`/v1/courses/${courseId}/users`).expect(200),
  );

  const columns = `/v2/courses/${courseId}/gradebook/columns`;
  const column = (await learn.post(columns, { name: 'Essay', score: { possible: 100 } }).expect(201)).body;
  const rules = `/v1/courses/${courseId}/contents/${content.id}/adaptiveRelease/rules`;
  const rule = (await learn.post(rules, { title: 'Gate' }).expect(201)).body;
  const criteria = `${rules}/${rule.id}/criteria`;
  const grade = (await learn.post(criteria, { type: 'GradeRange', gradeColumnId: column.id, minScore: 60 }).expect(201))
    .body;
  await learn.post(criteria, { type: 'DateRange', startDate: '2021-03-01T00:00:00.000Z', endDate: null }).expect(201);
  await record(
    `${LEARN_API}/v1/courses/{courseId}/contents/{contentId}/adaptiveRelease/rules/{ruleId}/criteria/{criterionId}`,
    'get',
    200,
    learn.get(`${criteria}/${grade.id}`).expect(200),
  );
  await record(
    `${LEARN_API}/v1/courses/{courseId}/contents/{contentId}/adaptiveRelease/rules/{ruleId}/criteria`,
    'get',
    200,
    learn.get(criteria).expect(200),
  );
  await learn.patch(`${criteria}/${grade.id}`, { minScore: 50 }).expect(200);
  const members = (await learn.post(criteria, { type: 'Memberships' }).expect(201)).body;
  await learn.put(`${criteria}/${members.id}/users`, [{ userId: user.id }]).expect(200);
  await record(
    `${LEARN_API}/v1/courses/{courseId}/contents/{contentId}/adaptiveRelease/rules/{ruleId}/history`,
    'get',
    200,
    learn.get(`${rules}/${rule.id}/history`).expect(200),
  );

  await record(
    `${LEARN_API}/v1/courses/{courseId}/contents/{contentId}/users/{userId}/availability`,
    'get',
    200,
    learn.get(`${contents}/${content.id}/users/${user.id}/availability`).expect(200),
  );
  await record(
    `${LEARN_API}/v1/courses/{courseId}/users/{userId}/availability`,
    'get',
    200,
    learn.get(`/v1/courses/${courseId}/users/${user.id}/availability?limit=1`).expect(200),
  );
}

async function recordAccessibility(): Promise<void> {
  const file = fs.readFileSync(PDF);
  const hash = sha256(file);
  await record(A11Y_API, 'post', 202, a11y.upload(file, 'report.pdf').expect(202));
  await until(async () => ((await a11y.status(hash).expect(200)).body.status === 'success' ? true : undefined));
  await record(`${A11Y_API}/{contentHash}/status`, 'get', 200, a11y.status(hash).expect(200));
  const details = await record(
    `${A11Y_API}/{contentHash}`,
    'get',
    200,
    a11y.details(hash, '?feedback=true&formats=true').expect(200),
  );
  expect(details.feedback.report.results.AlternativeText.snippets).not.toHaveLength(0);
  await record(`${A11Y_API}/{contentHash}`, 'get', 200, a11y.details(hash).expect(200));
  await record(
    `${A11Y_API}/batch`,
    'post',
    200,
    a11y.batch({ references: [{ hash }, { hash: '0'.repeat(64) }] }, '?feedback=true', 'post').expect(200),
  );
  await record(`${A11Y_API}/{contentHash}/retry`, 'post', 409, a11y.retry(hash).expect(409)); // it succeeded
}

async function recordRemediation(): Promise<void> {
  const file = fs.readFileSync(DOCX);
  const hash = sha256(file);
  const path = `/api/v2/clients/1/content/${hash}/remediation`;
  const get = () => request(t.app.getHttpServer()).get(path).set('Authorization', `Bearer ${a11y.token}`);
  await a11y
    .upload(file, 'syllabus.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    .expect(202);
  await until(async () => ((await a11y.status(hash).expect(200)).body.status === 'success' ? true : undefined));
  await record(`${A11Y_API}/{contentHash}/remediation`, 'get', 202, get().expect(202));
  await until(async () => ((await get()).status === 200 ? true : undefined));
  const made = await record(`${A11Y_API}/{contentHash}/remediation`, 'get', 200, get().expect(200));
  expect(made.changes).not.toHaveLength(0);
}

async function recordWebhooks(): Promise<void> {
  const webhooks = '/api/v2/clients/1/webhooks';
  const authed = (test: request.Test) => test.set('Authorization', `Bearer ${a11y.token}`);
  const events = ['content.analysed', 'content.failed', 'format.ready', 'format.failed'];
  const created = await record(
    `${WEBHOOKS_API}`,
    'post',
    201,
    authed(request(t.app.getHttpServer()).post(webhooks)).send({ url: 'http://127.0.0.1:9/hooks', events }).expect(201),
  );
  await record(`${WEBHOOKS_API}`, 'get', 200, authed(request(t.app.getHttpServer()).get(webhooks)).expect(200));
  await a11y.upload(fs.readFileSync(PDF).subarray(0, 200), 'broken.pdf').expect(202); // analysed to failed
  const deliveries = `${webhooks}/${created.id}/deliveries`;
  await until(async () => {
    const { body } = await authed(request(t.app.getHttpServer()).get(deliveries)).expect(200);
    return body.results.some((delivery: { attempts: unknown[] }) => delivery.attempts.length > 0) ? true : undefined;
  });
  await record(
    `${WEBHOOKS_API}/{webhookId}/deliveries`,
    'get',
    200,
    authed(request(t.app.getHttpServer()).get(deliveries)).expect(200),
  );
}

it('types generated from the document accept real responses of both APIs', async () => {
  await recordLearn();
  await recordAccessibility();
  await recordRemediation();
  await recordWebhooks();
  const document = await writeServedDocument(t, scratch.dir);
  const schema = await generateTypes(document, path.join(scratch.dir, 'schema.ts'));
  const checks = path.join(scratch.dir, 'responses.ts');
  fs.writeFileSync(
    checks,
    [
      `import type { paths } from './${path.basename(schema, '.ts')}.js';`,
      '',
      "/** The JSON body of an operation's response with this status, as the generated client types it. */",
      'type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {',
      '  responses: infer R;',
      '}',
      "  ? S extends keyof R ? (R[S] extends { content: { 'application/json': infer T } } ? T : never) : never",
      '  : never;',
      '',
      ...recorded.map(
        ({ path: at, method, status, body }, i) =>
          `// ${method.toUpperCase()} ${at} ${status}\n` +
          `export const answer${i} = ${JSON.stringify(body, null, 2)} satisfies Answer<'${at}', '${method}', ${status}>;\n`,
      ),
    ].join('\n'),
  );
  expect(typeErrors(checks)).toEqual([]);
});
