import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { allPages, createCourse, ISO_DATE, LEARN_ID } from './course-data-setup.js';

let t: TestApp;
let api: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

type Content = { id: string; title: string; position: number; parentId?: string };

async function courseWithRoot() {
  const course = await createCourse(api);
  const root = (await api.get(`/v1/courses/${course.id}/contents/root`).expect(200)).body as Content;
  return { course, root, path: `/v1/courses/${course.id}/contents` };
}

async function create(path: string, body: Record<string, unknown>): Promise<Content> {
  return (await api.post(path, body).expect(201)).body;
}

/** Titles in position order, with positions checked to be 0..n-1. */
async function outline(path: string): Promise<string[]> {
  const { results } = (await api.get(path).expect(200)).body as { results: Content[] };
  expect(results.map((item) => item.position)).toEqual(results.map((_item, index) => index));
  return results.map((item) => item.title);
}

describe('creating contents', () => {
  it('creates a top-level folder under the ROOT folder with Learn defaults', async () => {
    const { root, path } = await courseWithRoot();
    const res = await api.post(path, { title: 'Week 1' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      parentId: root.id,
      title: 'Week 1',
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      position: 0,
      hasChildren: true,
      hasGradebookColumns: false,
      launchInNewWindow: false,
      reviewable: false,
      availability: { available: 'Yes', allowGuests: true, allowObservers: true },
      contentHandler: { id: 'resource/x-bb-folder' },
    });
    expect((await api.get(`${path}/${res.body.id}`).expect(200)).body).toEqual(res.body);
  });

  it('creates a child with every writable field; a document cannot have children', async () => {
    const { path } = await courseWithRoot();
    const folder = await create(path, { title: 'Week 1' });
    const res = await api
      .post(`${path}/${folder.id}/children`, {
        id: '_1_1',
        title: 'Reading',
        body: '<p>Chapter 1</p>',
        description: 'Before class',
        launchInNewWindow: true,
        reviewable: true,
        availability: { available: 'PartiallyVisible', allowGuests: false, allowObservers: false },
        contentHandler: { id: 'resource/x-bb-document' },
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.not.stringMatching(/^_1_1$/),
      parentId: folder.id,
      title: 'Reading',
      body: '<p>Chapter 1</p>',
      description: 'Before class',
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      position: 0,
      hasChildren: false,
      hasGradebookColumns: false,
      launchInNewWindow: true,
      reviewable: true,
      availability: { available: 'PartiallyVisible', allowGuests: false, allowObservers: false },
      contentHandler: { id: 'resource/x-bb-document' },
    });
    expect((await api.get(`${path}/${folder.id}/children`).expect(200)).body.results).toEqual([res.body]);

    const refused = await api.post(`${path}/${res.body.id}/children`, { title: 'Nope' }).expect(400);
    expect(refused.body.message).toBe(`Content ${res.body.id} cannot have children: it is a resource/x-bb-document`);
    expect((await api.get(`${path}/${res.body.id}/children`).expect(200)).body.results).toEqual([]);
  });

  it.each([
    [{}, 'title must be a string'],
    [{ title: 7 }, 'title must be a string'],
    [{ title: 'T', reviewable: 'yes' }, 'reviewable must be a boolean value'],
    [{ title: 'T', position: -1 }, 'position must be an integer from 0 to 2147483647'],
    [{ title: 'T', availability: { available: 'Sometimes' } }, 'availability.available must be one of'],
    [{ title: 'T', contentHandler: { id: 'folder' } }, 'contentHandler.id must look like resource/x-bb-<kind>'],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, message) => {
    const { path } = await courseWithRoot();
    const res = await api.post(path, body).expect(400);
    expect(res.body.message).toContain(message);
    expect((await api.get(path).expect(200)).body.results).toEqual([]);
  });

  it('inserts at a position, shifting the siblings after it', async () => {
    const { path } = await courseWithRoot();
    for (const title of ['A', 'B', 'C']) await create(path, { title });
    await create(path, { title: 'First', position: 0 });
    await create(path, { title: 'Middle', position: 2 });
    await create(path, { title: 'Last', position: 99 });
    expect(await outline(path)).toEqual(['First', 'A', 'Middle', 'B', 'C', 'Last']);
  });
});

describe('reading contents', () => {
  it('accepts the alternative course ids and "root"', async () => {
    const { course, root, path } = await courseWithRoot();
    const item = await create(path, { title: 'Syllabus' });
    for (const courseId of [`courseId:${course.courseId}`, `externalId:${course.externalId}`, `uuid:${course.uuid}`]) {
      const list = await api.get(`/v1/courses/${courseId}/contents`).expect(200);
      expect(list.body.results.map((c: Content) => c.id)).toEqual([item.id]);
      expect((await api.get(`/v1/courses/${courseId}/contents/root/children`).expect(200)).body).toEqual(list.body);
    }
    expect((await api.get(`${path}/${root.id}`).expect(200)).body).toMatchObject({ id: root.id, title: 'ROOT' });
  });

  it('pages the children with nextPage, and projects fields=', async () => {
    const { path } = await courseWithRoot();
    for (const title of ['1', '2', '3', '4', '5']) await create(path, { title });
    const first = await api.get(`${path}?limit=2`).expect(200);
    expect(first.body.paging.nextPage).toBe(`/learn/api/public${path}?offset=2&limit=2`);
    expect((await allPages(api, path, 2)).map((c) => (c as Content).title)).toEqual(['1', '2', '3', '4', '5']);
    const projected = await api.get(`${path}?fields=title,availability.available&offset=4`).expect(200);
    expect(projected.body).toEqual({ results: [{ title: '5', availability: { available: 'Yes' } }] });
  });

  it('answers 404 for unknown ids and contents of another course, 400 for malformed ids', async () => {
    const { path } = await courseWithRoot();
    const other = await courseWithRoot();
    const elsewhere = await create(other.path, { title: 'Theirs' });
    expect((await api.get(`${path}/_987654_1`).expect(404)).body.message).toMatch(/^Content _987654_1 not found/);
    await api.get(`${path}/${elsewhere.id}`).expect(404);
    await api.get('/v1/courses/_987654_1/contents').expect(404);
    expect((await api.get(`${path}/week1`).expect(400)).body.message).toMatch(/^contentId "week1" is not a valid id/);
    await api.get('/v1/courses/nope/contents').expect(400);
  });
});

describe('updating contents', () => {
  it('changes what is sent, keeps what is omitted, clears what is null', async () => {
    const { path } = await courseWithRoot();
    const item = await create(path, { title: 'Old', body: 'Text', description: 'Desc', reviewable: true });
    const res = await api
      .patch(`${path}/${item.id}`, {
        title: 'New',
        body: null,
        availability: { available: 'No' },
        contentHandler: { id: 'resource/x-bb-document' },
      })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'New',
      description: 'Desc',
      reviewable: true,
      availability: { available: 'No', allowGuests: true, allowObservers: true },
      contentHandler: { id: 'resource/x-bb-folder' },
    });
    expect(res.body.body).toBeUndefined();
    expect((await api.patch(`${path}/${item.id}`, { title: null }).expect(400)).body.message).toContain(
      'title must be a string',
    );
  });

  it('reorders among siblings with position', async () => {
    const { path } = await courseWithRoot();
    const items: Content[] = [];
    for (const title of ['A', 'B', 'C', 'D']) items.push(await create(path, { title }));
    await api.patch(`${path}/${items[3]!.id}`, { position: 0 }).expect(200);
    expect(await outline(path)).toEqual(['D', 'A', 'B', 'C']);
    const moved = await api.patch(`${path}/${items[0]!.id}`, { position: 50 }).expect(200);
    expect(moved.body.position).toBe(3);
    expect(await outline(path)).toEqual(['D', 'B', 'C', 'A']);
  });

  it('moves to another folder with parentId (at the end unless position says), closing the gap it leaves', async () => {
    const { root, path } = await courseWithRoot();
    const week1 = await create(path, { title: 'Week 1' });
    const reading = await create(path, { title: 'Reading', contentHandler: { id: 'resource/x-bb-document' } });
    const week2 = await create(path, { title: 'Week 2' });
    await create(`${path}/${week1.id}/children`, { title: 'Intro' });

    const moved = await api.patch(`${path}/${reading.id}`, { parentId: week1.id }).expect(200);
    expect(moved.body).toMatchObject({ parentId: week1.id, position: 1 });
    expect(await outline(path)).toEqual(['Week 1', 'Week 2']);
    expect(await outline(`${path}/${week1.id}/children`)).toEqual(['Intro', 'Reading']);

    await api.patch(`${path}/${reading.id}`, { parentId: 'root', position: 1 }).expect(200);
    expect(await outline(path)).toEqual(['Week 1', 'Reading', 'Week 2']);
    expect((await api.get(`${path}/${reading.id}`).expect(200)).body.parentId).toBe(root.id);

    const sub = await create(`${path}/${week2.id}/children`, { title: 'Sub' });
    const cycle = await api.patch(`${path}/${week2.id}`, { parentId: sub.id }).expect(400);
    expect(cycle.body.message).toBe(`parentId ${sub.id}: a content cannot be moved into itself or beneath itself`);
    const intoDocument = await api.patch(`${path}/${week2.id}`, { parentId: reading.id }).expect(400);
    expect(intoDocument.body.message).toContain('cannot have children');

    const other = await courseWithRoot();
    const theirs = await create(other.path, { title: 'Theirs' });
    const foreign = await api.patch(`${path}/${week2.id}`, { parentId: theirs.id }).expect(400);
    expect(foreign.body.message).toMatch(new RegExp(`^parentId ${theirs.id} is not a content of course`));
    expect(await outline(path)).toEqual(['Week 1', 'Reading', 'Week 2']);
  });

  it('refuses to change or delete the ROOT folder', async () => {
    const { course, path } = await courseWithRoot();
    expect((await api.patch(`${path}/root`, { title: 'Mine' }).expect(400)).body.message).toBe(
      `The ROOT folder of course ${course.courseId} cannot be changed`,
    );
    expect((await api.delete(`${path}/root`).expect(400)).body.message).toBe(
      `The ROOT folder of course ${course.courseId} cannot be deleted`,
    );
    await api.get(`${path}/root`).expect(200);
  });
});

describe('deleting contents', () => {
  it('deletes a folder with everything beneath it, closing the gap among its siblings', async () => {
    const { path } = await courseWithRoot();
    const a = await create(path, { title: 'A' });
    await create(path, { title: 'B' });
    const child = await create(`${path}/${a.id}/children`, { title: 'Child' });
    await api.delete(`${path}/${a.id}`).expect(204);
    await api.get(`${path}/${a.id}`).expect(404);
    await api.get(`${path}/${child.id}`).expect(404);
    expect(await outline(path)).toEqual(['B']);
    await api.delete(`${path}/${a.id}`).expect(404);
  });

  it('keeps the gradebook columns of the content (unlinked) unless deleteGrades=true', async () => {
    const { course, path } = await courseWithRoot();
    const columns = `/v2/courses/${course.id}/gradebook/columns`;
    const kept = await create(path, { title: 'Kept' });
    const keptColumn = (await api.post(columns, { name: 'K', contentId: kept.id }).expect(201)).body;
    expect((await api.get(`${path}/${kept.id}`).expect(200)).body.hasGradebookColumns).toBe(true);
    await api.delete(`${path}/${kept.id}`).expect(204);
    const unlinked = await api.get(`${columns}/${keptColumn.id}`).expect(200);
    expect(unlinked.body.contentId).toBeUndefined();

    const folder = await create(path, { title: 'Folder' });
    const inside = await create(`${path}/${folder.id}/children`, { title: 'Quiz' });
    const goneColumn = (await api.post(columns, { name: 'G', contentId: inside.id }).expect(201)).body;
    await api.delete(`${path}/${folder.id}?deleteGrades=true`).expect(204);
    await api.get(`${columns}/${goneColumn.id}`).expect(404);
    expect((await api.delete(`${path}/${kept.id}?deleteGrades=maybe`).expect(400)).body.message).toBe(
      'deleteGrades must be one of true, false, 1, 0, yes, no, on, off',
    );
  });
});
