import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { createCourse, createUser, enrol } from '../course-data/course-data-setup.js';
import { idsOf, q, refused, tick } from './list-query-setup.js';

/** The three group lists: the swagger's query (name + nameCompare, dates, set flags, sort) over real HTTP. */

let t: TestApp;
let api: LearnClient;
let base: string;
const g: Record<string, { id: string; created: string }> = {};
let patchedAt: string;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
  const course = await createCourse(api);
  base = `/v2/courses/${course.id}/groups`;
  const add = async (key: string, path: string, body: Record<string, unknown>) => {
    g[key] = (await api.post(path, { externalId: `ext-${key}`, ...body }).expect(201)).body;
    await tick();
  };
  await add('labs', `${base}/sets`, { name: 'Lab sets' });
  await add('labA', `${base}/sets/${g.labs!.id}/groups`, { name: 'Lab A' });
  await add('labB', `${base}/sets/${g.labs!.id}/groups`, { name: 'Lab B' });
  await add('alone', base, { name: 'Alone' });
  await add('solo', base, { name: 'Solo lab' });
  await add('projects', `${base}/sets`, { name: 'Project teams', availability: { available: 'No' } });
  await add('empty', `${base}/sets`, { name: 'Empty set' });
  await add('quiet', `${base}/sets/${g.empty!.id}/groups`, { name: 'Quiet group' });
  const user = await createUser(api);
  await enrol(api, course.id, user.id);
  await api.put(`${base}/${g.labA!.id}/users/${user.id}`).expect(201);
  patchedAt = (await api.patch(`${base}/${g.alone!.id}`, { description: 'On its own' }).expect(200)).body.modified;
});

afterAll(async () => {
  await t.close();
});

const named = (...keys: string[]) => keys.map((key) => g[key]!.id);

describe('GET .../groups name and nameCompare (ignoring case)', () => {
  it.each([
    ['name=lab', ['labA', 'labB']],
    ['name=lab&nameCompare=startsWith', ['labA', 'labB']],
    ['name=LAB&nameCompare=contains', ['labA', 'labB', 'solo']],
    ['name=lab&nameCompare=notContains', ['alone', 'quiet']],
    ['name=lab%20a&nameCompare=equals', ['labA']],
    ['name=lab%20a&nameCompare=notEquals', ['labB', 'alone', 'solo', 'quiet']],
    ['name=_&nameCompare=contains', []],
  ])('%s', async (query, keys) => {
    expect(await idsOf(api, `${base}?${query}`)).toEqual(named(...keys));
  });

  it('refuses another operator', async () => {
    await refused(
      api,
      `${base}?name=x&nameCompare=endsWith`,
      'nameCompare must be one of equals, notEquals, contains, notContains, startsWith',
    );
  });
});

describe('GET .../groups other filters', () => {
  it('inGroupSet', async () => {
    expect(await idsOf(api, `${base}?inGroupSet=true`)).toEqual(named('labA', 'labB', 'quiet'));
    expect(await idsOf(api, `${base}?inGroupSet=false`)).toEqual(named('alone', 'solo'));
  });

  it('created with createdCompare', async () => {
    expect(await idsOf(api, `${base}?created=${q(g.alone!.created)}&createdCompare=lessThan`)).toEqual(
      named('labA', 'labB'),
    );
    expect(await idsOf(api, `${base}?created=${q(g.alone!.created)}`)).toEqual(named('alone', 'solo', 'quiet'));
  });

  it('modified with modifiedCompare', async () => {
    expect(await idsOf(api, `${base}?modified=${q(patchedAt)}`)).toEqual(named('alone'));
    expect(await idsOf(api, `${base}?modified=${q(patchedAt)}&modifiedCompare=lessThan`)).toEqual(
      named('labA', 'labB', 'solo', 'quiet'),
    );
  });

  it('the group set flags select group sets: refused on a list of groups', async () => {
    await refused(
      api,
      `${base}?nonEmptyGroupSets=true`,
      'Query parameter nonEmptyGroupSets is not supported: it selects group sets',
    );
    await refused(
      api,
      `${base}?onlyAvailableGroupSets=true`,
      'Query parameter onlyAvailableGroupSets is not supported',
    );
  });

  it.each([
    ['name(desc)', ['solo', 'quiet', 'labB', 'labA', 'alone']],
    ['externalId', ['alone', 'labA', 'labB', 'quiet', 'solo']],
  ])('sort=%s', async (sort, keys) => {
    expect(await idsOf(api, `${base}?sort=${q(sort)}`)).toEqual(named(...keys));
  });
});

describe('GET .../groups/sets', () => {
  it('name and nameCompare', async () => {
    expect(await idsOf(api, `${base}/sets?name=proj`)).toEqual(named('projects'));
    expect(await idsOf(api, `${base}/sets?name=SET&nameCompare=contains`)).toEqual(named('labs', 'empty'));
  });

  it('nonEmptyGroupSets: only sets with a member in one of their groups', async () => {
    expect(await idsOf(api, `${base}/sets?nonEmptyGroupSets=true`)).toEqual(named('labs'));
    expect(await idsOf(api, `${base}/sets?nonEmptyGroupSets=false`)).toEqual(named('labs', 'projects', 'empty'));
  });

  it('onlyAvailableGroupSets: only sets that are not unavailable', async () => {
    expect(await idsOf(api, `${base}/sets?onlyAvailableGroupSets=true`)).toEqual(named('labs', 'empty'));
    expect(await idsOf(api, `${base}/sets?onlyAvailableGroupSets=0`)).toEqual(named('labs', 'projects', 'empty'));
  });

  it('created, and sort', async () => {
    expect(await idsOf(api, `${base}/sets?created=${q(g.projects!.created)}`)).toEqual(named('projects', 'empty'));
    expect(await idsOf(api, `${base}/sets?sort=name(desc)`)).toEqual(named('projects', 'labs', 'empty'));
  });
});

describe('GET .../groups/sets/{groupId}/groups', () => {
  it('name, sort and paging within the set; nextPage carries them', async () => {
    const inSet = `${base}/sets/${g.labs!.id}/groups`;
    expect(await idsOf(api, `${inSet}?name=lab%20b&nameCompare=equals`)).toEqual(named('labB'));
    const first = await api.get(`${inSet}?sort=name(desc)&limit=1`).expect(200);
    expect(first.body.results.map((x: { id: string }) => x.id)).toEqual(named('labB'));
    expect(first.body.paging.nextPage).toBe(`/learn/api/public${inSet}?sort=name%28desc%29&offset=1&limit=1`);
    await refused(api, `${inSet}?inGroupSet=true`, 'Unknown query parameter inGroupSet');
  });
});
