import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { createUser, unique } from '../course-data/course-data-setup.js';
import { idsOf, q, refused, tick } from './list-query-setup.js';

/** GET /v1/users: every query parameter the swagger documents, one test each, over real HTTP. */

let t: TestApp;
let api: LearnClient;
let tag: string;
let ada: { id: string; created: string };
let alan: { id: string; created: string };
let grace: { id: string; created: string };
let patchedAt: string;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
  tag = unique('u');
  ada = await createUser(api, {
    userName: `${tag}-ada`,
    externalId: `${tag}-sis-ada`,
    name: { given: 'Ada', family: 'Lovelace' },
    dataSourceId: '_4_1',
    studentId: 'S-1815',
    institutionRoleIds: ['STUDENT', 'ALUMNI'],
    contact: { email: 'ada@example.org' },
    availability: { available: 'No' },
  });
  await tick();
  alan = await createUser(api, {
    userName: `${tag}-alan`,
    externalId: `${tag}-sis-alan`,
    name: { given: 'Alan', family: 'Turing' },
    institutionRoleIds: ['STAFF'],
    contact: { email: 'alan@example.org' },
  });
  await tick();
  grace = await createUser(api, {
    userName: `${tag}-grace`,
    externalId: `${tag}-sis-grace`,
    name: { given: 'Grace', family: 'Hopper' },
    availability: { available: 'Disabled' },
  });
  // lastLogin is Learn's to set (a read-only field of the API): set as a login would.
  await t.runtime.prisma.user.update({
    where: { userName: `${tag}-ada` },
    data: { lastLogin: new Date('2026-03-01T12:00:00.000Z') },
  });
  await t.runtime.prisma.user.update({
    where: { userName: `${tag}-alan` },
    data: { lastLogin: new Date('2026-01-01T00:00:00.000Z') },
  });
  await tick();
  patchedAt = (await api.patch(`/v1/users/${alan.id}`, { name: { middle: 'Mathison' } }).expect(200)).body.modified;
});

afterAll(async () => {
  await t.close();
});

/** The users of this test that a query keeps, in the order answered. */
const users = (query: string) => idsOf(api, `/v1/users?userName=${q(tag)}&${query}`);

describe('GET /v1/users filters', () => {
  it('userName and externalId contain the value, ignoring case; none when no user has it', async () => {
    expect(await idsOf(api, `/v1/users?userName=${q(`${tag}-ADA`)}`)).toEqual([ada.id]);
    expect(await idsOf(api, `/v1/users?externalId=${q(`${tag}-sis-a`)}`)).toEqual([ada.id, alan.id]);
    expect(await idsOf(api, '/v1/users?externalId=nope')).toEqual([]);
  });

  it('name.family contains, ignoring case (and it follows a PATCH of the name)', async () => {
    expect(await users('name.family=lovelace')).toEqual([ada.id]);
    expect(await users('name.family=R')).toEqual([alan.id, grace.id]);
    await api.patch(`/v1/users/${grace.id}`, { name: { family: 'Murray Hopper' } }).expect(200);
    expect(await users('name.family=murray')).toEqual([grace.id]);
  });

  it('created with createdCompare (lessThan, greaterOrEqual, default)', async () => {
    expect(await users(`created=${q(alan.created)}&createdCompare=lessThan`)).toEqual([ada.id]);
    expect(await users(`created=${q(alan.created)}&createdCompare=greaterOrEqual`)).toEqual([alan.id, grace.id]);
    expect(await users(`created=${q(alan.created)}`)).toEqual([alan.id, grace.id]);
  });

  it('modified with modifiedCompare (grace was renamed by the name.family test)', async () => {
    expect(await users(`modified=${q(patchedAt)}&modifiedCompare=lessThan`)).toEqual([ada.id]);
    expect(await users(`modified=${q(patchedAt)}`)).toEqual([alan.id, grace.id]);
  });

  it('lastLogin with lastLoginCompare: a user who never logged in never matches', async () => {
    expect(await users('lastLogin=2026-02-01T00:00:00Z')).toEqual([ada.id]);
    expect(await users('lastLogin=2026-02-01T00:00:00Z&lastLoginCompare=lessThan')).toEqual([alan.id]);
  });

  it('dataSourceId and studentId, exactly', async () => {
    expect(await users('dataSourceId=_4_1')).toEqual([ada.id]);
    expect(await users('studentId=S-1815')).toEqual([ada.id]);
    expect(await users('studentId=S-181')).toEqual([]);
  });

  it('institutionRoleIds: users holding any of them', async () => {
    expect(await users('institutionRoleIds=ALUMNI')).toEqual([ada.id]);
    expect(await users('institutionRoleIds=STAFF,ALUMNI')).toEqual([ada.id, alan.id]);
  });

  it('contact.email, exactly, for an application with system.user.properties.MODIFY', async () => {
    expect(await users('contact.email=alan%40example.org')).toEqual([alan.id]);
    expect(await users('contact.email=alan')).toEqual([]);
  });

  it('contact.email without system.user.properties.MODIFY: 403 naming it (Learn would ignore it)', async () => {
    const viewer = await learnClient(t, ['system.user.VIEW']);
    const res = await viewer.get('/v1/users?contact.email=alan%40example.org').expect(403);
    expect(res.body.message).toMatch(
      /not entitled to use contact.email: missing entitlement system.user.properties.MODIFY/,
    );
  });

  it('availability.available', async () => {
    expect(await users('availability.available=Disabled')).toEqual([grace.id]);
    expect(await users('availability.available=Yes')).toEqual([alan.id]);
  });
});

describe('GET /v1/users sort', () => {
  it.each([
    ['userName(desc)', () => [grace.id, alan.id, ada.id]],
    ['name.family', () => [ada.id, grace.id, alan.id]],
    ['externalId(desc)', () => [grace.id, alan.id, ada.id]],
    ['dataSourceId,created(desc)', () => [ada.id, grace.id, alan.id]],
    ['created(desc)', () => [grace.id, alan.id, ada.id]],
  ])('sort=%s', async (sort, expected) => {
    expect(await users(`sort=${q(sort)}`)).toEqual(expected());
  });

  it('refuses a field the swagger does not list', async () => {
    await refused(
      api,
      '/v1/users?sort=lastLogin',
      /sort: lastLogin is not sortable here; sortable fields: userName, name.family/,
    );
  });
});
