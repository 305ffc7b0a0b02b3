import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { allPages, createCourse, createUser, enrol, ISO_DATE, LEARN_ID } from './course-data-setup.js';

let t: TestApp;
let api: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

async function courseWithContent() {
  const course = await createCourse(api);
  const content = (
    await api
      .post(`/v1/courses/${course.id}/contents`, { title: 'Essay', contentHandler: { id: 'resource/x-bb-assignment' } })
      .expect(201)
  ).body as { id: string };
  return { course, content, columns: `/v2/courses/${course.id}/gradebook/columns` };
}

describe('gradebook columns', () => {
  it('creates a column with Learn defaults', async () => {
    const { columns } = await courseWithContent();
    const res = await api.post(columns, { name: 'Participation' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      name: 'Participation',
      externalGrade: false,
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      score: {},
      availability: { available: 'Yes' },
      grading: { type: 'Manual', anonymousGrading: { type: 'None' } },
      includeInCalculations: true,
      showStatisticsToStudents: false,
    });
    expect((await api.get(`${columns}/${res.body.id}`).expect(200)).body).toEqual(res.body);
  });

  it('creates a column of a gradable content with every field', async () => {
    const { columns, content } = await courseWithContent();
    const res = await api
      .post(columns, {
        name: 'Essay 1',
        externalId: 'essay-1',
        displayName: 'Essay (draft)',
        description: 'First essay',
        externalGrade: true,
        contentId: content.id,
        score: { possible: 50 },
        availability: { available: 'No' },
        grading: {
          type: 'Attempts',
          due: '2026-05-20T23:59:00Z',
          attemptsAllowed: 2,
          scoringModel: 'Highest',
          schemaId: '_3_1',
          anonymousGrading: { type: 'Date', releaseAfter: '2026-06-01T00:00:00.000Z' },
        },
        gradebookCategoryId: '_4_1',
        includeInCalculations: false,
        showStatisticsToStudents: true,
        scoreProviderHandle: 'resource/x-bb-assignment',
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(LEARN_ID),
      externalId: 'essay-1',
      name: 'Essay 1',
      displayName: 'Essay (draft)',
      description: 'First essay',
      externalGrade: true,
      created: expect.stringMatching(ISO_DATE),
      modified: expect.stringMatching(ISO_DATE),
      contentId: content.id,
      score: { possible: 50 },
      availability: { available: 'No' },
      grading: {
        type: 'Attempts',
        due: '2026-05-20T23:59:00.000Z',
        attemptsAllowed: 2,
        scoringModel: 'Highest',
        schemaId: '_3_1',
        anonymousGrading: { type: 'Date', releaseAfter: '2026-06-01T00:00:00.000Z' },
      },
      gradebookCategoryId: '_4_1',
      includeInCalculations: false,
      showStatisticsToStudents: true,
      scoreProviderHandle: 'resource/x-bb-assignment',
    });
    const byContent = await api.get(`${columns}?contentId=${content.id}`).expect(200);
    expect(byContent.body.results.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
  });

  it('refuses a contentId that is not a content of the course with 400, writing nothing', async () => {
    const { columns } = await courseWithContent();
    const other = await courseWithContent();
    const foreign = await api.post(columns, { name: 'X', contentId: other.content.id }).expect(400);
    expect(foreign.body.message).toMatch(new RegExp(`^contentId ${other.content.id} is not a content of course`));
    await api.post(columns, { name: 'X', contentId: '_987654_1' }).expect(400);
    expect((await api.post(columns, { name: 'X', contentId: 'root' }).expect(400)).body.message).toMatch(
      /^contentId "root" is not a valid id/,
    );
    expect((await api.get(columns).expect(200)).body.results).toEqual([]);
  });

  it.each([
    [{}, 'name must be a string'],
    [{ name: 'N', score: { possible: -1 } }, 'score.possible must be a number from 0 to 1000000000'],
    [{ name: 'N', score: { possible: 'ten' } }, 'score.possible must be a number'],
    [
      { name: 'N', grading: { attemptsAllowed: 1.5 } },
      'grading.attemptsAllowed must be an integer from 0 to 2147483647',
    ],
    [{ name: 'N', grading: { scoringModel: 'Best' } }, 'grading.scoringModel must be one of'],
    [{ name: 'N', grading: { due: 'tomorrow' } }, 'grading.due must be a valid ISO 8601'],
    [{ name: 'N', includeInCalculations: 1 }, 'includeInCalculations must be a boolean value'],
    [
      { name: 'N', grading: { anonymousGrading: { type: 'Date' } } },
      'grading.anonymousGrading.releaseAfter is required when grading.anonymousGrading.type is Date',
    ],
    [
      { name: 'N', grading: { anonymousGrading: { releaseAfter: '2026-06-01T00:00:00.000Z' } } },
      'grading.anonymousGrading.releaseAfter may only be set when grading.anonymousGrading.type is Date',
    ],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const { columns } = await courseWithContent();
    expect((await api.post(columns, body).expect(400)).body.message).toContain(message);
  });

  it('updates what is sent; grading.type and scoreProviderHandle are fixed; null clears', async () => {
    const { columns, content } = await courseWithContent();
    const column = (
      await api.post(columns, { name: 'Quiz', contentId: content.id, score: { possible: 10 } }).expect(201)
    ).body;
    const res = await api
      .patch(`${columns}/${column.id}`, {
        name: 'Quiz 1',
        contentId: null,
        grading: { type: 'Calculated', due: '2026-05-01T12:00:00.000Z' },
        scoreProviderHandle: 'x',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Quiz 1',
      score: { possible: 10 },
      grading: { type: 'Manual', due: '2026-05-01T12:00:00.000Z' },
    });
    expect(res.body.contentId).toBeUndefined();
    expect(res.body.scoreProviderHandle).toBeUndefined();
    const cleared = await api.patch(`${columns}/${column.id}`, { grading: { due: null } }).expect(200);
    expect(cleared.body.grading).toEqual({ type: 'Manual', anonymousGrading: { type: 'None' } });
    expect((await api.patch(`${columns}/${column.id}`, { name: null }).expect(400)).body.message).toContain(
      'name must be a string',
    );
  });

  it('lists with paging and fields=, and answers 404/400 for unknown and malformed ids', async () => {
    const { course, columns } = await courseWithContent();
    for (const name of ['A', 'B', 'C']) await api.post(columns, { name }).expect(201);
    const first = await api.get(`${columns}?limit=2`).expect(200);
    expect(first.body.paging).toEqual({ nextPage: `/learn/api/public${columns}?offset=2&limit=2` });
    expect((await allPages(api, columns, 2)).map((c) => (c as { name: string }).name)).toEqual(['A', 'B', 'C']);
    const projected = await api
      .get(`/v2/courses/courseId:${course.courseId}/gradebook/columns?fields=name&limit=1`)
      .expect(200);
    expect(projected.body.results).toEqual([{ name: 'A' }]);

    const other = await courseWithContent();
    const theirs = (await api.post(other.columns, { name: 'Theirs' }).expect(201)).body;
    expect((await api.get(`${columns}/${theirs.id}`).expect(404)).body.message).toMatch(
      /^Gradebook column .* not found in course/,
    );
    await api.get(`${columns}/_987654_1`).expect(404);
    await api.get(`${columns}/finalGrade`).expect(400);
    await api.get(`${columns}?contentId=bad`).expect(400);
  });

  it('deletes a column with its grades', async () => {
    const { course, columns } = await courseWithContent();
    const user = await createUser(api);
    await enrol(api, course.id, user.id);
    const column = (await api.post(columns, { name: 'Gone' }).expect(201)).body;
    await api.patch(`${columns}/${column.id}/users/${user.id}`, { score: 3 }).expect(200);
    await api.delete(`${columns}/${column.id}`).expect(204);
    await api.get(`${columns}/${column.id}`).expect(404);
    expect(await t.runtime.prisma.grade.count({ where: { columnId: Number(column.id.split('_')[1]) } })).toBe(0);
  });
});

describe('grades', () => {
  async function gradedColumn() {
    const { course, columns } = await courseWithContent();
    const column = (await api.post(columns, { name: 'Essay', score: { possible: 20 } }).expect(201)).body as {
      id: string;
    };
    const user = await createUser(api);
    await enrol(api, course.id, user.id);
    return { course, column, user, grades: `${columns}/${column.id}/users` };
  }

  it('has only the ids of an enrolled user without a grade yet', async () => {
    const { column, user, grades } = await gradedColumn();
    expect((await api.get(`${grades}/${user.id}`).expect(200)).body).toEqual({ userId: user.id, columnId: column.id });
  });

  it('PATCH creates the grade; a score marks it Graded and shows as displayGrade', async () => {
    const { column, user, grades } = await gradedColumn();
    const res = await api
      .patch(`${grades}/userName:${user.userName}`, { score: 17.5, notes: 'Late', feedback: 'Good', exempt: false })
      .expect(200);
    expect(res.body).toEqual({
      userId: user.id,
      columnId: column.id,
      status: 'Graded',
      displayGrade: { scaleType: 'Score', score: 17.5, possible: 20 },
      score: 17.5,
      notes: 'Late',
      feedback: 'Good',
      exempt: false,
    });
    expect((await api.get(`${grades}/${user.id}`).expect(200)).body).toEqual(res.body);

    const text = await api.patch(`${grades}/${user.id}`, { score: null, text: 'B+', exempt: true }).expect(200);
    expect(text.body).toEqual({
      userId: user.id,
      columnId: column.id,
      status: 'Graded',
      displayGrade: { scaleType: 'Text', text: 'B+' },
      text: 'B+',
      notes: 'Late',
      feedback: 'Good',
      exempt: true,
    });

    const cleared = await api.patch(`${grades}/${user.id}`, { text: '-' }).expect(200);
    expect(cleared.body).toEqual({
      userId: user.id,
      columnId: column.id,
      status: 'NeedsGrading',
      notes: 'Late',
      feedback: 'Good',
      exempt: true,
    });
  });

  it('a grade with only feedback needs grading', async () => {
    const { user, grades } = await gradedColumn();
    const res = await api.patch(`${grades}/${user.id}`, { feedback: 'Submit again' }).expect(200);
    expect(res.body).toMatchObject({ status: 'NeedsGrading', feedback: 'Submit again', exempt: false });
    expect(res.body.displayGrade).toBeUndefined();
  });

  it.each([
    [{ score: -1 }, 'score must be a number from 0 to 1000000000'],
    [{ score: '12' }, 'score must be a number'],
    [{ exempt: 'no' }, 'exempt must be a boolean value'],
    [{ text: 12 }, 'text must be a string'],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, message) => {
    const { user, grades } = await gradedColumn();
    expect((await api.patch(`${grades}/${user.id}`, body).expect(400)).body.message).toContain(message);
    expect(Object.keys((await api.get(`${grades}/${user.id}`).expect(200)).body)).toEqual(['userId', 'columnId']);
  });

  it('answers 404 for a user not enrolled in the course, and writes no grade', async () => {
    const { course, column, grades } = await gradedColumn();
    const outsider = await createUser(api);
    const res = await api.get(`${grades}/${outsider.id}`).expect(404);
    expect(res.body.message).toBe(
      `User ${outsider.id} has no grade in column ${column.id}: the user is not enrolled in course ${course.courseId}`,
    );
    await api.patch(`${grades}/${outsider.id}`, { score: 5 }).expect(404);
    expect(await t.runtime.prisma.grade.count({ where: { userId: Number(outsider.id.split('_')[1]) } })).toBe(0);
    await api.get(`${grades}/_987654_1`).expect(404);
    await api.get(`${grades}/nobody`).expect(400);
  });

  it('lists the grades of enrolled users, paged', async () => {
    const { course, column, user, grades } = await gradedColumn();
    const others = [await createUser(api), await createUser(api)];
    for (const other of others) await enrol(api, course.id, other.id);
    for (const [index, who] of [user, ...others].entries()) {
      await api.patch(`${grades}/${who.id}`, { score: index }).expect(200);
    }
    // Unenrolled: the grade stays stored but leaves the list.
    await api.delete(`/v1/courses/${course.id}/users/${others[1]!.id}`).expect(204);

    const first = await api.get(`${grades}?limit=1`).expect(200);
    expect(first.body.results).toEqual([
      {
        userId: user.id,
        columnId: column.id,
        status: 'Graded',
        displayGrade: { scaleType: 'Score', score: 0, possible: 20 },
        score: 0,
        exempt: false,
      },
    ]);
    expect(first.body.paging.nextPage).toBe(`/learn/api/public${grades}?offset=1&limit=1`);
    const all = (await allPages(api, grades, 1)) as { userId: string }[];
    expect(all.map((grade) => grade.userId)).toEqual([user.id, others[0]!.id]);
  });
});
