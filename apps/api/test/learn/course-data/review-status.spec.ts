import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { learnClient, type LearnClient } from '../../support/learn-client.js';
import { startTestApp, type TestApp } from '../../support/test-runtime.js';
import { createCourse, createUser, enrol, ISO_DATE } from './course-data-setup.js';

let t: TestApp;
let api: LearnClient;

beforeAll(async () => {
  t = await startTestApp();
  api = await learnClient(t);
});

afterAll(async () => {
  await t.close();
});

async function reviewableContent(reviewable = true) {
  const course = await createCourse(api);
  const content = (
    await api
      .post(`/v1/courses/${course.id}/contents`, {
        title: 'Reading',
        reviewable,
        contentHandler: { id: 'resource/x-bb-document' },
      })
      .expect(201)
  ).body as { id: string };
  const user = await createUser(api);
  await enrol(api, course.id, user.id);
  return {
    course,
    content,
    user,
    status: `/v1/courses/${course.id}/contents/${content.id}/users/${user.id}/reviewStatus`,
  };
}

describe('review status', () => {
  it('is not reviewed for a user who never marked the content', async () => {
    const { content, user, status } = await reviewableContent();
    expect((await api.get(status).expect(200)).body).toEqual({
      contentId: content.id,
      userId: user.id,
      reviewed: false,
    });
  });

  it('is marked reviewed with a date kept on re-marking, and unmarked without one', async () => {
    const { course, content, user, status } = await reviewableContent();
    const marked = await api.patch(status, { reviewed: true }).expect(200);
    expect(marked.body).toEqual({
      contentId: content.id,
      userId: user.id,
      reviewed: true,
      reviewDate: expect.stringMatching(ISO_DATE),
    });
    const byUserName = `/v1/courses/courseId:${course.courseId}/contents/${content.id}/users/userName:${user.userName}/reviewStatus`;
    expect((await api.get(byUserName).expect(200)).body).toEqual(marked.body);
    expect((await api.patch(status, { reviewed: true }).expect(200)).body.reviewDate).toBe(marked.body.reviewDate);
    expect((await api.get(`${status}?fields=reviewed`).expect(200)).body).toEqual({ reviewed: true });

    const unmarked = await api.patch(status, { reviewed: false }).expect(200);
    expect(unmarked.body).toEqual({ contentId: content.id, userId: user.id, reviewed: false });
  });

  it('refuses a content that is not reviewable with 400', async () => {
    const { content, status } = await reviewableContent(false);
    expect((await api.get(status).expect(400)).body.message).toBe(`Content ${content.id} is not reviewable`);
    await api.patch(status, { reviewed: true }).expect(400);
  });

  it('answers 404 for a user not enrolled in the course, writing nothing', async () => {
    const { course, content } = await reviewableContent();
    const outsider = await createUser(api);
    const path = `/v1/courses/${course.id}/contents/${content.id}/users/${outsider.id}/reviewStatus`;
    expect((await api.get(path).expect(404)).body.message).toBe(
      `User ${outsider.id} is not enrolled in course ${course.courseId}`,
    );
    await api.patch(path, { reviewed: true }).expect(404);
    expect(await t.runtime.prisma.reviewStatus.count({ where: { userId: Number(outsider.id.split('_')[1]) } })).toBe(0);
  });

  it.each([
    [{}, 'reviewed must be a boolean value'],
    [{ reviewed: 'true' }, 'reviewed must be a boolean value'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const { status } = await reviewableContent();
    expect((await api.patch(status, body).expect(400)).body.message).toBe(message);
    expect((await api.get(status).expect(200)).body.reviewed).toBe(false);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const { course, content, user } = await reviewableContent();
    await api.get(`/v1/courses/${course.id}/contents/_987654_1/users/${user.id}/reviewStatus`).expect(404);
    await api.get(`/v1/courses/${course.id}/contents/${content.id}/users/_987654_1/reviewStatus`).expect(404);
    await api.get(`/v1/courses/${course.id}/contents/${content.id}/users/someone/reviewStatus`).expect(400);
    await api.get(`/v1/courses/${course.id}/contents/item/users/${user.id}/reviewStatus`).expect(400);
  });
});
