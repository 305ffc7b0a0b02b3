import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { parseQueryBoolean } from '../src/common/http/query-boolean.js';
import { a11yClient, pdf, policy, sha256, tokenFor, type A11yClient } from './accessibility/a11y-client.js';
import { createCourse } from './learn/course-data/course-data-setup.js';
import { learnClient, type LearnClient } from './support/learn-client.js';
import { startTestApp, type TestApp } from './support/test-runtime.js';

/**
 * Every query boolean of both APIs reads the way Learn's and the hosted service's Java stacks do:
 * true/false, 1/0, yes/no, on/off in any case (Python's requests sends `True`); anything else,
 * a repeated parameter included, is a 400 naming the parameter and what it accepts.
 */
const SPELLED_TRUE = ['true', 'True', 'TRUE', '1', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'tRuE'];
const SPELLED_FALSE = ['false', 'False', 'FALSE', '0', 'no', 'No', 'NO', 'off', 'Off', 'OFF', 'fAlSe'];
/** Raw query text after `name=`, none of them a boolean. */
const NOT_BOOLEANS = ['', 'maybe', '2', '01', 't', 'y', 'truee', '%20true', 'true%20', 'null'];

const refusal = (name: string) => `${name} must be one of true, false, 1, 0, yes, no, on, off`;

let t: TestApp;
let learn: LearnClient;
/** A client whose token grants feedback and formats, and a file of it whose analysis succeeded. */
let a11y: A11yClient;
let hash: string;
let groups: string;

beforeAll(async () => {
  t = await startTestApp();
  learn = await learnClient(t);
  a11y = await a11yClient(t, 1, tokenFor(1, policy({ resource: 'content:*', actions: ['content:*', 'content:*:*'] })));
  const file = pdf();
  await a11y.upload(file).expect(202);
  hash = sha256(file);
  await t.runtime.prisma.a11yContent.update({
    where: { clientId_hash: { clientId: 1, hash } },
    data: {
      status: 'success',
      feedback: { score: 1, visibility: 'perfect', report: { results: {}, suggestions: {} } },
    },
  });

  const course = await createCourse(learn);
  groups = `/v2/courses/${course.id}/groups`;
  const set = (await learn.post(`${groups}/sets`, { name: 'Labs' }).expect(201)).body;
  await learn.post(`${groups}/sets/${set.id}/groups`, { name: 'In a set' }).expect(201);
  await learn.post(groups, { name: 'Alone' }).expect(201);
});

afterAll(async () => {
  await t.close();
});

describe('parseQueryBoolean (the one parser both APIs use)', () => {
  it('reads every spelling in any case, and absent as undefined', () => {
    for (const value of SPELLED_TRUE) expect(parseQueryBoolean('flag', value)).toBe(true);
    for (const value of SPELLED_FALSE) expect(parseQueryBoolean('flag', value)).toBe(false);
    expect(parseQueryBoolean('flag', undefined)).toBeUndefined();
  });

  it.each([[['true', 'true']], [{ a: 'true' }], [true], [1], [null], ['']])('refuses %p', (value) => {
    expect(() => parseQueryBoolean('flag', value)).toThrow(new BadRequestException(refusal('flag')));
  });
});

describe('accessibility: feedback and formats', () => {
  it.each(SPELLED_TRUE)('=%s gives the feedback and the formats, on details and batch', async (value) => {
    const details = (await a11y.details(hash, `?feedback=${value}&formats=${value}`).expect(200)).body;
    expect(details.feedback).toMatchObject({ visibility: 'perfect' });
    expect(details.formats).toMatchObject({ available: true, visibility: true }); // offered by default
    const batch = (await a11y.batch({ references: [{ hash }] }, `?feedback=${value}&formats=${value}`).expect(200))
      .body;
    expect(batch.reports[0]).toEqual(details);
  });

  it.each(SPELLED_FALSE)('=%s gives neither', async (value) => {
    const details = (await a11y.details(hash, `?feedback=${value}&formats=${value}`).expect(200)).body;
    expect(details).toMatchObject({ feedback: null, formats: null });
    const batch = (await a11y.batch({ references: [{ hash }] }, `?feedback=${value}&formats=${value}`).expect(200))
      .body;
    expect(batch.reports[0]).toMatchObject({ feedback: null, formats: null });
  });

  it.each(NOT_BOOLEANS)('=%p is a 400 naming the parameter and what it accepts', async (value) => {
    for (const name of ['feedback', 'formats']) {
      const details = await a11y.details(hash, `?${name}=${value}`).expect(400);
      expect(details.body.message).toBe(refusal(name));
      const batch = await a11y.batch({ references: [{ hash }] }, `?${name}=${value}`, 'post').expect(400);
      expect(batch.body.message).toBe(refusal(name));
    }
  });

  it('refuses a repeated parameter, even when both say the same', async () => {
    const res = await a11y.details(hash, '?formats=true&feedback=true&feedback=true').expect(400);
    expect(res.body.message).toBe(refusal('feedback'));
  });
});

describe('Learn: inGroupSet and deleteGrades', () => {
  const listed = async (query: string) =>
    ((await learn.get(`${groups}${query}`).expect(200)).body.results as { name: string }[]).map((g) => g.name);

  it.each(SPELLED_TRUE)('inGroupSet=%s lists the groups inside a set', async (value) => {
    expect(await listed(`?inGroupSet=${value}`)).toEqual(['In a set']);
  });

  it.each(SPELLED_FALSE)('inGroupSet=%s lists the groups outside any set', async (value) => {
    expect(await listed(`?inGroupSet=${value}`)).toEqual(['Alone']);
  });

  it.each(NOT_BOOLEANS)('inGroupSet=%p is a 400 naming inGroupSet and what it accepts', async (value) => {
    expect((await learn.get(`${groups}?inGroupSet=${value}`).expect(400)).body.message).toBe(refusal('inGroupSet'));
  });

  it('refuses inGroupSet given twice (as every list refuses a repeated parameter)', async () => {
    expect((await learn.get(`${groups}?inGroupSet=1&inGroupSet=1`).expect(400)).body.message).toMatch(/inGroupSet/);
  });

  it('reads deleteGrades the same way', async () => {
    const course = await createCourse(learn);
    const contents = `/v1/courses/${course.id}/contents`;
    const columns = `/v2/courses/${course.id}/gradebook/columns`;
    const graded = async () => {
      const content = (await learn.post(contents, { title: 'Quiz' }).expect(201)).body;
      const column = (await learn.post(columns, { name: 'Quiz', contentId: content.id }).expect(201)).body;
      return { content: `${contents}/${content.id}`, column: `${columns}/${column.id}` };
    };
    const kept = await graded();
    expect((await learn.delete(`${kept.content}?deleteGrades=maybe`).expect(400)).body.message).toBe(
      refusal('deleteGrades'),
    );
    await learn.delete(`${kept.content}?deleteGrades=OFF`).expect(204);
    await learn.get(kept.column).expect(200);
    const gone = await graded();
    await learn.delete(`${gone.content}?deleteGrades=Yes`).expect(204);
    await learn.get(gone.column).expect(404);
  });
});
