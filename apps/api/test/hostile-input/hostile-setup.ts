import { LearnFixtures } from '../support/learn-fixtures.js';
import { learnClient, type LearnClient } from '../support/learn-client.js';
import type { TestApp } from '../support/test-runtime.js';
import { WebhookStore } from '@app/webhooks';
import { a11yClient, blobFiles, pdf, policy, tokenFor, type A11yClient } from '../accessibility/a11y-client.js';
import { rulesOf } from '../learn/adaptive-release/ar-setup.js';

/** Strings that are not text: PostgreSQL cannot store the first, UTF-8 cannot encode the second. */
export const NUL = '\u0000';
export const LONE_SURROGATE = '\ud800';
/** A lone surrogate as a URL can carry it (its WTF-8 bytes): not UTF-8, so it decodes to nothing valid. */
export const LONE_SURROGATE_IN_URL = '%ED%A0%80';

/** Offsets and limits no list can take: past the safe integers (2^53+1 reads as 2^53), or negative. */
export const HOSTILE_INTEGERS = ['1e20', '9223372036854775808', '9007199254740993', '-1'];

/**
 * Numbers (as JSON text) no body field takes: past int4 and past the safe integers (2^53+1 reads as
 * 2^53), far above or below any bound; and, where an integer is expected, a fraction.
 */
export const HOSTILE_NUMBERS = ['1e20', '-1e20', '2147483648', '9007199254740993'];
export const NOT_AN_INTEGER = '1.5';

/** JSON nested 10,000 deep, as raw text (JSON.stringify itself would overflow on the object). */
export const deepJson = (depth = 10_000): string => `{"title":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** A multipart upload whose file part has this Content-Disposition (supertest cannot write filename*). */
export function multipartWithDisposition(disposition: string, file: Buffer = pdf()): { type: string; body: Buffer } {
  const boundary = 'hostile-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { type: `multipart/form-data; boundary=${boundary}`, body };
}

/** File names an upload can declare that are not text: `filename*` percent-decodes to a NUL or a lone surrogate. */
export const HOSTILE_FILE_NAMES = [
  ["filename*=UTF-8''a%00b.pdf", 'contains a NUL character'],
  ["filename*=utf-16le''a%00%00%D8", 'contains a lone surrogate (not valid Unicode)'],
] as const;

/**
 * Everything the service has stored: a digest of every row of every table (the queue's jobs
 * included) and the files under DATA_DIR/blobs (staged ones included). Equal before and after a
 * refused request means it wrote nothing. The rate limits' counts are left out: counting a refused
 * request is what they are for.
 */
export async function storedState(t: TestApp): Promise<{ rows: Record<string, string>; files: string[] }> {
  const tables = await t.runtime.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE (schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'rate_limit_window'))
         OR (schemaname = 'pgboss' AND tablename = 'job')`,
  );
  const digests = await t.runtime.prisma.$queryRawUnsafe<{ name: string; digest: string }[]>(
    tables
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '') AS digest FROM ${name} r`,
      )
      .join(' UNION ALL '),
  );
  return { rows: Object.fromEntries(digests.map(({ name, digest }) => [name, digest])), files: blobFiles(t) };
}

/**
 * One of everything the API's paths name — a course with a content item, a gradebook column, an
 * enrolled user in a group of a group set, a rule with a Memberships criterion listing that user,
 * and an uploaded file of accessibility client 1 — so that hostile requests get past "not found"
 * and reach validation. `ids` are path ids, keyed by the name of their path parameter; `bodyIds`
 * are ids a body names, keyed by their field (a column a grade criterion can use).
 */
export async function hostileTestWorld(t: TestApp): Promise<{
  learn: LearnClient;
  a11y: A11yClient;
  ids: Record<string, string>;
  bodyIds: Record<string, string>;
}> {
  const fixtures = new LearnFixtures(t.runtime.prisma);
  const learn = await learnClient(t);
  // A token without a policy's grants (upload, status, details), and webhooks:manage: webhook routes reach validation.
  const a11y = await a11yClient(
    t,
    1,
    tokenFor(
      1,
      policy(
        { resource: 'content:*', actions: ['content:upload', 'content:getStatus', 'content:getDetails'] },
        { resource: 'webhooks:*', actions: ['webhooks:manage'] },
      ),
    ),
  );
  const webhook = await new WebhookStore(t.runtime.prisma).create(1, 'https://hooks.example.com/a11y', [
    'content.analysed',
  ]);
  const course = await fixtures.course();
  const content = await fixtures.content(course);
  const column = await fixtures.column(course, { contentId: content.id });
  const otherColumn = await fixtures.column(course);
  const user = await fixtures.user();
  await fixtures.enrol(course, user);
  const groupSet = await fixtures.group(course, { isGroupSet: true });
  const group = await fixtures.group(course, { groupSetId: groupSet.id, members: [user] });
  const rules = rulesOf(course.apiId, content.apiId);
  const ruleId: string = (await learn.post(rules, { title: 'Gate' }).expect(201)).body.id;
  const criteria = `${rules}/${ruleId}/criteria`;
  const criterionId: string = (await learn.post(criteria, { type: 'Memberships' }).expect(201)).body.id;
  await learn.put(`${criteria}/${criterionId}/users/${user.apiId}`).expect(201);
  const contentHash: string = (await a11y.upload(pdf()).expect(202)).body.hash;
  return {
    learn,
    a11y,
    ids: {
      courseId: course.apiId,
      contentId: content.apiId,
      columnId: column.apiId,
      userId: user.apiId,
      groupId: group.apiId,
      ruleId,
      criterionId,
      clientId: String(a11y.clientId),
      contentHash,
      format: 'Html',
      webhookId: String(webhook.id),
    },
    bodyIds: { gradeColumnId: otherColumn.apiId },
  };
}
