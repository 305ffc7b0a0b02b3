// The Learn benchmark's floor: the data access of the measured endpoints written by hand in SQL
// over `pg`, with the same interfaces as the classes they stand in for: the readers PathIds,
// RuleScopes, AuditTrail and AvailabilityFactsLoader, each with its repository (LearnIdsRepository,
// ScopeRepository, HistoryRepository, AvailabilityRepository), and CriteriaRepository. The
// services, controllers, validation and presentation above them are the application's own
// (raw-sql-module.mjs).
// Each read is one round trip; only the well-formed `_<n>_1` ids the benchmark sends are
// resolved (anything else is a 404 here, where the application says precisely what is wrong).
import { NotFoundException } from '@nestjs/common';
import { primaryKeyOf } from '../../dist/learn/common/learn-ids.js';

const CRITERION_COLUMNS = `c.id, c.rule_id AS "ruleId", c.type, c.grade_column_id AS "gradeColumnId",
  c.min_score AS "minScore", c.max_score AS "maxScore", c.start_date AS "startDate", c.end_date AS "endDate",
  c.completed_content_id AS "completedContentId", c.reviewed_content_id AS "reviewedContentId",
  c.created, c.modified`;
const CONTENT_FACTS = `id, parent_id AS "parentId", is_root AS "isRoot", title, available, position`;
/** Fields of the camel-cased result rows the services read, and their columns. */
const CRITERION_FIELDS = {
  gradeColumnId: 'grade_column_id',
  minScore: 'min_score',
  maxScore: 'max_score',
  startDate: 'start_date',
  endDate: 'end_date',
};

const pk = (raw) => primaryKeyOf(raw, 'id') ?? 0;
const notFound = (what) => {
  throw new NotFoundException(`${what} not found`);
};

export class RawPathIds {
  constructor(pool) {
    this.pool = pool;
  }

  async course(raw) {
    const { rows } = await this.pool.query('SELECT id, course_id AS "courseId" FROM course WHERE id = $1', [pk(raw)]);
    return rows[0] ?? notFound(`Course ${raw}`);
  }

  async user(raw) {
    const { rows } = await this.pool.query('SELECT id, user_name AS "userName" FROM learn_user WHERE id = $1', [
      pk(raw),
    ]);
    return rows[0] ?? notFound(`User ${raw}`);
  }

  async courseContent({ courseId: rawCourse, contentId: rawContent }) {
    const { rows } = await this.pool.query(
      `SELECT ct.id, c.id AS "courseId", c.course_id AS "courseName"
       FROM content ct JOIN course c ON c.id = ct.course_id WHERE ct.id = $1 AND c.id = $2`,
      [pk(rawContent), pk(rawCourse)],
    );
    const row = rows[0] ?? notFound(`Content ${rawContent}`);
    return { course: { id: row.courseId, courseId: row.courseName }, content: { id: row.id } };
  }

  async content(course, raw) {
    const { rows } = await this.pool.query('SELECT id FROM content WHERE id = $1 AND course_id = $2', [
      pk(raw),
      course.id,
    ]);
    return rows[0] ?? notFound(`Content ${raw}`);
  }
}

/** A rule or criterion path in one query: criterion, rule, content and course joined. */
export class RawRuleScopes {
  constructor(pool) {
    this.pool = pool;
  }

  /** The rule a path names, as the criteria list joins it: its key and its content's and course's. */
  ruleFilter(path) {
    return { ruleId: pk(path.ruleId), contentId: pk(path.contentId), courseId: pk(path.courseId) };
  }

  async rule(path) {
    const { rows } = await this.pool.query(
      `SELECT r.id, r.title, r.content_id AS "contentId", ct.course_id AS "courseId"
       FROM adaptive_release_rule r JOIN content ct ON ct.id = r.content_id
       WHERE r.id = $1 AND r.content_id = $2 AND ct.course_id = $3`,
      [pk(path.ruleId), pk(path.contentId), pk(path.courseId)],
    );
    const rule = rows[0] ?? notFound(`Rule ${path.ruleId}`);
    return { course: { id: rule.courseId }, content: { id: rule.contentId }, rule };
  }

  async criterion(path) {
    const { rows } = await this.pool.query(
      `SELECT ${CRITERION_COLUMNS}, r.title AS "ruleTitle", r.content_id AS "contentId", ct.course_id AS "courseId"
       FROM criterion c JOIN adaptive_release_rule r ON r.id = c.rule_id JOIN content ct ON ct.id = r.content_id
       WHERE c.id = $1 AND r.id = $2 AND r.content_id = $3 AND ct.course_id = $4`,
      [pk(path.criterionId), pk(path.ruleId), pk(path.contentId), pk(path.courseId)],
    );
    const row = rows[0] ?? notFound(`Criterion ${path.criterionId}`);
    const { ruleTitle, contentId, courseId, ...criterion } = row;
    return {
      course: { id: courseId },
      content: { id: contentId },
      rule: { id: row.ruleId, title: ruleTitle, contentId },
      criterion,
    };
  }
}

export class RawCriteriaRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async list({ ruleId, contentId, courseId }, { orderBy, window }) {
    const order = orderBy
      .flatMap((clause) => Object.entries(clause))
      .map(([field, direction]) => `c.${field === 'id' ? 'id' : CRITERION_FIELDS[field]} ${direction}`)
      .join(', ');
    const { rows } = await this.pool.query(
      `SELECT ${CRITERION_COLUMNS} FROM criterion c
       JOIN adaptive_release_rule r ON r.id = c.rule_id JOIN content ct ON ct.id = r.content_id
       WHERE c.rule_id = $1 AND r.content_id = $2 AND ct.course_id = $3 ORDER BY ${order} OFFSET $4 LIMIT $5`,
      [ruleId, contentId, courseId, window.skip, window.take],
    );
    return rows;
  }

  async membershipsOf(ruleId) {
    const { rows } = await this.pool.query(
      `SELECT ${CRITERION_COLUMNS} FROM criterion c WHERE c.rule_id = $1 AND c.type = 'Memberships' LIMIT 1`,
      [ruleId],
    );
    return rows[0] ?? null;
  }

  async create(db, ruleId, values) {
    const fields = Object.keys(values).filter((field) => field !== 'type');
    const { rows } = await db.query(
      `INSERT INTO criterion AS c (rule_id, type, modified${fields.map((f) => `, ${CRITERION_FIELDS[f]}`).join('')})
       VALUES ($1, $2::text, now()${fields.map((_, i) => `, $${i + 3}`).join('')})
       RETURNING ${CRITERION_COLUMNS}`,
      [ruleId, values.type, ...fields.map((f) => values[f])],
    );
    return rows[0];
  }

  async update(db, id, values) {
    const fields = Object.keys(values).filter((field) => field !== 'type');
    const { rows } = await db.query(
      `UPDATE criterion c SET type = $2::text, modified = now()${fields.map((f, i) => `, ${CRITERION_FIELDS[f]} = $${i + 3}`).join('')}
       WHERE c.id = $1 RETURNING ${CRITERION_COLUMNS}`,
      [id, values.type, ...fields.map((f) => values[f])],
    );
    return rows[0];
  }

  async column(courseId, id) {
    const { rows } = await this.pool.query(
      `SELECT id, course_id AS "courseId", content_id AS "contentId", name, score_possible AS "scorePossible"
       FROM gradebook_column WHERE id = $1 AND course_id = $2`,
      [id, courseId],
    );
    return rows[0] ?? null;
  }

  async dueDateOf(contentId) {
    const { rows } = await this.pool.query(
      `SELECT grading_due AS due FROM gradebook_column
       WHERE content_id = $1 AND grading_due IS NOT NULL ORDER BY grading_due LIMIT 1`,
      [contentId],
    );
    return rows[0]?.due ?? null;
  }
}

/** The change and its audit entry in one transaction, as AuditTrail.write does. */
export class RawAuditTrail {
  constructor(pool) {
    this.pool = pool;
  }

  async write(author, change) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { result, event } = await change(client);
      const unchanged =
        event.before !== undefined &&
        event.after !== undefined &&
        JSON.stringify(event.before) === JSON.stringify(event.after);
      if (!unchanged) {
        await client.query(
          `INSERT INTO rule_audit_entry (rule_id, content_id, actor, action, target_id, before, after)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            event.ruleId,
            author.contentId,
            author.actor,
            event.action,
            event.targetId ?? null,
            event.before === undefined ? null : JSON.stringify(event.before),
            event.after === undefined ? null : JSON.stringify(event.after),
          ],
        );
      }
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * Everything one user's availability depends on, in one statement: the enrolment, the contents
 * (the whole course, or the folder chain of one content and the contents its criteria name), the
 * rules with their criteria and members, the columns and grades they use, the user's groups and
 * reviewed marks, as one JSON row.
 */
const FACTS_SQL = (contents) => `
WITH contents AS (${contents}),
rules AS (
  SELECT r.id, r.title, r.content_id FROM adaptive_release_rule r WHERE r.content_id IN (SELECT id FROM contents)
),
criteria AS (
  SELECT c.*, COALESCE((SELECT json_agg(m.user_id) FROM criterion_member m WHERE m.criterion_id = c.id AND m.user_id IS NOT NULL), '[]') AS users,
    COALESCE((SELECT json_agg(m.group_id) FROM criterion_member m WHERE m.criterion_id = c.id AND m.group_id IS NOT NULL), '[]') AS groups
  FROM criterion c WHERE c.rule_id IN (SELECT id FROM rules)
),
named AS (
  SELECT ${CONTENT_FACTS} FROM content WHERE id IN (
    SELECT reviewed_content_id FROM criteria UNION SELECT completed_content_id FROM criteria)
)
SELECT
  (SELECT course_role_id FROM course_membership WHERE course_id = $1 AND user_id = $2) AS role,
  (SELECT json_agg(x) FROM (SELECT * FROM contents UNION SELECT * FROM named) x) AS contents,
  (SELECT json_agg(json_build_object('id', r.id, 'title', r.title, 'contentId', r.content_id, 'criteria',
     COALESCE((SELECT json_agg(json_build_object('id', c.id, 'type', c.type, 'gradeColumnId', c.grade_column_id,
       'minScore', c.min_score, 'maxScore', c.max_score, 'startDate', c.start_date, 'endDate', c.end_date,
       'completedContentId', c.completed_content_id, 'reviewedContentId', c.reviewed_content_id,
       'memberUserIds', c.users, 'memberGroupIds', c.groups) ORDER BY c.id) FROM criteria c WHERE c.rule_id = r.id), '[]')))
   FROM rules r) AS rules,
  (SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'scorePossible', g.score_possible))
   FROM gradebook_column g WHERE g.id IN (SELECT grade_column_id FROM criteria)) AS columns,
  (SELECT json_agg(json_build_object('columnId', g.column_id, 'score', g.score, 'text', g.text, 'exempt', g.exempt, 'status', g.status))
   FROM grade g WHERE g.user_id = $2 AND g.column_id IN (SELECT grade_column_id FROM criteria)) AS grades,
  (SELECT json_agg(gm.group_id) FROM group_member gm JOIN course_group cg ON cg.id = gm.group_id
   WHERE gm.user_id = $2 AND cg.course_id = $1) AS groups,
  (SELECT json_agg(rs.content_id) FROM review_status rs
   WHERE rs.user_id = $2 AND rs.reviewed AND rs.content_id IN (SELECT reviewed_content_id FROM criteria)) AS reviewed`;

const FOLDER_CHAIN = `WITH RECURSIVE chain AS (
    SELECT ${CONTENT_FACTS} FROM content WHERE id = $3 AND course_id = $1
    UNION ALL
    SELECT c.id, c.parent_id, c.is_root, c.title, c.available, c.position FROM content c JOIN chain ON c.id = chain."parentId"
  ) SELECT * FROM chain`;
const WHOLE_COURSE = `SELECT ${CONTENT_FACTS} FROM content WHERE course_id = $1`;

export class RawFactsLoader {
  constructor(pool) {
    this.pool = pool;
  }

  forCourse(course, user) {
    return this.load(FACTS_SQL(WHOLE_COURSE), [course.id, user.id], course, user);
  }

  forContent(course, user, contentId) {
    return this.load(FACTS_SQL(FOLDER_CHAIN), [course.id, user.id, contentId], course, user);
  }

  async load(sql, params, course, user) {
    const { rows } = await this.pool.query(sql, params);
    const row = rows[0];
    if (row.role === null) throw new NotFoundException(`User ${user.userName} is not enrolled in the course`);
    const date = (value) => (value === null ? null : new Date(value));
    return {
      courseId: course.id,
      userId: user.id,
      courseRoleId: row.role,
      contents: new Map((row.contents ?? []).map((content) => [content.id, content])),
      rules: new Map(
        (row.rules ?? []).map((rule) => [
          rule.contentId,
          {
            id: rule.id,
            title: rule.title,
            criteria: rule.criteria.map((c) => ({ ...c, startDate: date(c.startDate), endDate: date(c.endDate) })),
          },
        ]),
      ),
      columns: new Map((row.columns ?? []).map((column) => [column.id, column])),
      grades: new Map((row.grades ?? []).map(({ columnId, ...grade }) => [columnId, grade])),
      groupIds: new Set(row.groups ?? []),
      reviewedContentIds: new Set(row.reviewed ?? []),
    };
  }
}
