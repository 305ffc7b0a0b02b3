import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { allPages, createCourse } from '../course-data/course-data-setup.js';
import { idsOf, q, refused, tick } from './list-query-setup.js';

/** GET .../contents and .../children: the swagger's query, recursive included, over real HTTP. */

const DOCUMENT = { id: 'resource/x-bb-document' };
const LINK = { id: 'resource/x-bb-externallink' };

let t: TestApp;
let api: LearnClient;
let contents: string;
/** The tree, in Learn's depth-first order: week1 (reading, quiz, extra (notes)), week2 (video), syllabus. */
const ids: Record<string, string> = {};
let week2Created: string;
let patchedAt: string;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
  const course = await createCourse(api);
  contents = `/v1/courses/${course.id}/contents`;
  const add = async (key: string, parent: string | null, body: Record<string, unknown>) => {
    const path = parent ? `${contents}/${ids[parent]}/children` : contents;
    const res = await api.post(path, body).expect(201);
    ids[key] = res.body.id;
    await tick();
    return res.body as { id: string; created: string };
  };
  await add('week1', null, { title: 'Week 1' });
  week2Created = (await add('week2', null, { title: 'Week 2' })).created;
  await add('syllabus', null, { title: 'Syllabus', contentHandler: DOCUMENT, reviewable: true });
  await add('reading', 'week1', { title: 'Reading: cells', contentHandler: DOCUMENT, reviewable: true });
  await add('quiz', 'week1', { title: 'Quiz on CELLS', contentHandler: LINK });
  await add('extra', 'week1', { title: 'Extra material' });
  await add('notes', 'extra', { title: 'Lecture notes', contentHandler: DOCUMENT });
  await add('video', 'week2', { title: 'Video: genes', contentHandler: LINK });
  patchedAt = (await api.patch(`${contents}/${ids.syllabus}`, { description: 'Updated' }).expect(200)).body.modified;
});

afterAll(async () => {
  await t.close();
});

const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe('recursive', () => {
  it('recursive=true lists the whole tree, depth first', async () => {
    expect(await idsOf(api, `${contents}?recursive=true`)).toEqual(
      named('week1', 'reading', 'quiz', 'extra', 'notes', 'week2', 'video', 'syllabus'),
    );
  });

  it('recursive=false, or absent, lists the children only', async () => {
    expect(await idsOf(api, `${contents}?recursive=false`)).toEqual(named('week1', 'week2', 'syllabus'));
    expect(await idsOf(api, contents)).toEqual(named('week1', 'week2', 'syllabus'));
  });

  it('on children: everything beneath the folder', async () => {
    expect(await idsOf(api, `${contents}/${ids.week1}/children?recursive=yes`)).toEqual(
      named('reading', 'quiz', 'extra', 'notes'),
    );
  });

  it('pages the tree in order, nextPage carrying recursive', async () => {
    const first = await api.get(`${contents}?recursive=true&limit=3`).expect(200);
    expect(first.body.paging.nextPage).toMatch(/\?recursive=true&offset=3&limit=3$/);
    const all = await allPages(api, `${contents}?recursive=true`, 3);
    expect(all.map((item) => item.id)).toEqual(
      named('week1', 'reading', 'quiz', 'extra', 'notes', 'week2', 'video', 'syllabus'),
    );
  });

  it('filters apply to the whole tree, in SQL, before paging', async () => {
    expect(await idsOf(api, `${contents}?recursive=true&contentHandler=resource/x-bb-document&limit=2`)).toEqual(
      named('reading', 'notes'),
    );
    const page2 = await api.get(`${contents}?recursive=true&contentHandler=resource/x-bb-document&limit=2&offset=2`);
    expect(page2.body).toEqual({ results: [expect.objectContaining({ id: ids.syllabus })] });
  });
});

describe('filters', () => {
  it('title contains, ignoring case', async () => {
    expect(await idsOf(api, `${contents}?recursive=true&title=cells`)).toEqual(named('reading', 'quiz'));
    expect(await idsOf(api, `${contents}?title=WEEK`)).toEqual(named('week1', 'week2'));
    expect(await idsOf(api, `${contents}?title=nope`)).toEqual([]);
  });

  it('contentHandler, exactly', async () => {
    expect(await idsOf(api, `${contents}?recursive=true&contentHandler=resource/x-bb-externallink`)).toEqual(
      named('quiz', 'video'),
    );
    expect(await idsOf(api, `${contents}?contentHandler=resource/x-bb-folder`)).toEqual(named('week1', 'week2'));
    expect(await idsOf(api, `${contents}?contentHandler=resource/x-bb`)).toEqual([]);
  });

  it('created with createdCompare', async () => {
    expect(await idsOf(api, `${contents}?created=${q(week2Created)}&createdCompare=lessThan`)).toEqual(named('week1'));
    expect(await idsOf(api, `${contents}?created=${q(week2Created)}`)).toEqual(named('week2', 'syllabus'));
  });

  it('modified with modifiedCompare', async () => {
    expect(await idsOf(api, `${contents}?recursive=true&modified=${q(patchedAt)}`)).toEqual(named('syllabus'));
    expect(await idsOf(api, `${contents}?modified=${q(patchedAt)}&modifiedCompare=lessThan`)).toEqual(
      named('week1', 'week2'),
    );
  });

  it('reviewable', async () => {
    expect(await idsOf(api, `${contents}?recursive=true&reviewable=true`)).toEqual(named('reading', 'syllabus'));
    expect(await idsOf(api, `${contents}/${ids.week1}/children?reviewable=false`)).toEqual(named('quiz', 'extra'));
  });

  it('fields after filtering', async () => {
    const res = await api.get(`${contents}?recursive=true&title=video&fields=title`).expect(200);
    expect(res.body).toEqual({ results: [{ title: 'Video: genes' }] });
  });
});

describe('refusals', () => {
  it.each([
    ['recursive=maybe', 'recursive must be one of true, false'],
    ['sort=title', 'Unknown query parameter sort: contents take offset, limit, fields, recursive, title'],
    ['titleCompare=equals&title=x', 'Unknown query parameter titleCompare'],
    ['modifiedCompare=greaterOrEqual', 'modifiedCompare is used with modified, which is missing'],
  ])('%s: 400 naming it', async (query, message) => {
    await refused(api, `${contents}?${query}`, message);
  });
});
