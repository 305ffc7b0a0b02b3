import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { createCourse, unique } from '../course-data/course-data-setup.js';
import { idsOf, q, refused, tick } from './list-query-setup.js';

/** GET /v3/courses: every query parameter the swagger documents, one test each, over real HTTP. */

let t: TestApp;
let api: LearnClient;
let tag: string;
let bio: { id: string; created: string };
let chem: { id: string; created: string };
let club: { id: string; created: string };
let patchedAt: string;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
  tag = unique('q');
  bio = await createCourse(api, {
    courseId: `${tag}-BIO101`,
    name: `${tag} Biology 101`,
    externalId: `${tag}-sis-bio`,
    description: 'Cells and genes',
    allowGuests: true,
    dataSourceId: '_7_1',
    termId: '_3_1',
    availability: { available: 'No' },
  });
  await tick();
  chem = await createCourse(api, {
    courseId: `${tag}-CHEM1`,
    name: `${tag} Chemistry`,
    externalId: `${tag}-sis-chem`,
    description: 'Atoms',
  });
  await tick();
  club = await createCourse(api, {
    courseId: `${tag}-CLUB`,
    name: `${tag} Chess club`,
    externalId: `${tag}-sis-club`,
    organization: true,
  });
  await tick();
  patchedAt = (await api.patch(`/v3/courses/${bio.id}`, { description: 'Cells, genes and evolution' }).expect(200)).body
    .modified;
});

afterAll(async () => {
  await t.close();
});

/** The courses of this test that a query keeps, in the order answered. */
const courses = (query: string) => idsOf(api, `/v3/courses?name=${q(tag)}&${query}`);

describe('GET /v3/courses filters', () => {
  it('externalId that no course has: none (the issue: it used to answer every course)', async () => {
    expect(await idsOf(api, '/v3/courses?externalId=nope')).toEqual([]);
    expect((await idsOf(api, '/v3/courses')).length).toBeGreaterThanOrEqual(3);
  });

  it('externalId: the course with it, and any whose externalId contains it, ignoring case', async () => {
    expect(await idsOf(api, `/v3/courses?externalId=${q(`${tag}-sis-bio`)}`)).toEqual([bio.id]);
    expect(await idsOf(api, `/v3/courses?externalId=${q(`${tag}-SIS-C`)}`)).toEqual([chem.id, club.id]);
  });

  it('courseId contains, ignoring case', async () => {
    expect(await idsOf(api, `/v3/courses?courseId=${q(`${tag}-chem`)}`)).toEqual([chem.id]);
  });

  it('name contains, ignoring case', async () => {
    expect(await idsOf(api, `/v3/courses?name=${q(`${tag} biology`)}`)).toEqual([bio.id]);
    expect(await idsOf(api, `/v3/courses?externalId=${q(tag)}&name=CH`)).toEqual([chem.id, club.id]);
  });

  it('description contains, ignoring case', async () => {
    expect(await courses('description=ATOM')).toEqual([chem.id]);
  });

  it('LIKE wildcards in a value are matched literally', async () => {
    expect(await idsOf(api, '/v3/courses?name=%25')).toEqual([]);
    expect(await idsOf(api, '/v3/courses?externalId=_')).toEqual([]);
  });

  it('created with createdCompare=lessThan', async () => {
    expect(await courses(`created=${q(chem.created)}&createdCompare=lessThan`)).toEqual([bio.id]);
  });

  it('created with createdCompare=greaterOrEqual (the boundary included)', async () => {
    expect(await courses(`created=${q(chem.created)}&createdCompare=greaterOrEqual`)).toEqual([chem.id, club.id]);
  });

  it('created without createdCompare compares greaterOrEqual, as Learn does', async () => {
    expect(await courses(`created=${q(chem.created)}`)).toEqual([chem.id, club.id]);
  });

  it('modified with modifiedCompare (both operators, and the default)', async () => {
    expect(await courses(`modified=${q(patchedAt)}`)).toEqual([bio.id]);
    expect(await courses(`modified=${q(patchedAt)}&modifiedCompare=greaterOrEqual`)).toEqual([bio.id]);
    expect(await courses(`modified=${q(patchedAt)}&modifiedCompare=lessThan`)).toEqual([chem.id, club.id]);
  });

  it('allowGuests, in any of the query boolean spellings', async () => {
    expect(await courses('allowGuests=true')).toEqual([bio.id]);
    expect(await courses('allowGuests=FALSE')).toEqual([chem.id, club.id]);
    expect(await courses('allowGuests=1')).toEqual([bio.id]);
  });

  it('organization: only organizations, or only courses', async () => {
    expect(await courses('organization=true')).toEqual([club.id]);
    expect(await courses('organization=no')).toEqual([bio.id, chem.id]);
  });

  it('availability.available', async () => {
    expect(await courses('availability.available=No')).toEqual([bio.id]);
    expect(await courses('availability.available=Yes')).toEqual([chem.id, club.id]);
    expect(await courses('availability.available=Term')).toEqual([]);
  });

  it('dataSourceId and termId, exactly', async () => {
    expect(await idsOf(api, '/v3/courses?dataSourceId=_7_1')).toEqual([bio.id]);
    expect(await idsOf(api, '/v3/courses?dataSourceId=_7')).toEqual([]);
    expect(await idsOf(api, '/v3/courses?termId=_3_1')).toEqual([bio.id]);
  });

  it('several filters together: all must hold', async () => {
    expect(await courses('description=s&availability.available=Yes')).toEqual([chem.id]);
  });
});

describe('GET /v3/courses sort', () => {
  it.each([
    ['name(desc)', () => [club.id, chem.id, bio.id]],
    ['name', () => [bio.id, chem.id, club.id]],
    ['externalId(asc)', () => [bio.id, chem.id, club.id]],
    ['courseId(DESC)', () => [club.id, chem.id, bio.id]],
    ['created(desc)', () => [club.id, chem.id, bio.id]],
    ['modified(desc)', () => [bio.id, club.id, chem.id]],
    ['organization(desc),name(desc)', null],
    ['modified(desc),created', () => [bio.id, club.id, chem.id]],
  ])('sort=%s', async (sort, expected) => {
    if (!expected) {
      await refused(
        api,
        `/v3/courses?sort=${q(sort)}`,
        /sort: organization is not sortable here; sortable fields: courseId, name, externalId, created, modified/,
      );
      return;
    }
    expect(await courses(`sort=${q(sort)}`)).toEqual(expected());
  });
});

describe('GET /v3/courses refusals', () => {
  it.each([
    [
      'createdCompare=lessOrEqual&created=2026-01-01T00:00:00Z',
      'createdCompare must be one of lessThan, greaterOrEqual',
    ],
    ['createdCompare=lessThan', 'createdCompare is used with created, which is missing'],
    ['created=yesterday', 'created must be an ISO 8601 date-time'],
    ['availability.available=Maybe', 'availability.available must be one of Yes, No, Disabled, Term'],
    ['allowGuests=perhaps', 'allowGuests must be one of true, false, 1, 0, yes, no, on, off'],
    ['dataSourceId=externalId:SIS', 'dataSourceId externalId:SIS: only the id itself can be matched here'],
    ['sort=name(up)', 'sort term "name(up)" must be a field, field(asc) or field(desc)'],
    ['sort=name,name(desc)', 'sort names name twice'],
    [
      'includePermissions=true',
      'Query parameter includePermissions is not supported: this service returns no permissions',
    ],
    ['nameCompare=equals&name=x', 'Unknown query parameter nameCompare: courses take offset, limit, fields, courseId'],
    ['externalID=x', 'Unknown query parameter externalID'],
    ['name=a&name=b', 'Query parameter name is given 2 times'],
  ])('%s: 400 naming it', async (query, message) => {
    await refused(api, `/v3/courses?${query}`, message);
  });

  it('includePermissions=false is what this service always does', async () => {
    expect(await courses('includePermissions=false')).toEqual([bio.id, chem.id, club.id]);
  });
});

describe('GET /v3/courses paging after filtering', () => {
  it('pages the filtered, sorted list; nextPage repeats the filters, sort and fields', async () => {
    const first = await api.get(`/v3/courses?name=${q(tag)}&sort=name(desc)&fields=id&limit=2`).expect(200);
    expect(first.body.results).toEqual([{ id: club.id }, { id: chem.id }]);
    expect(first.body.paging.nextPage).toBe(
      `/learn/api/public/v3/courses?name=${q(tag).replaceAll('%20', '+')}&sort=name%28desc%29&fields=id&offset=2&limit=2`,
    );
    const next = await api.get(first.body.paging.nextPage.slice('/learn/api/public'.length)).expect(200);
    expect(next.body).toEqual({ results: [{ id: bio.id }] });
  });
});
