import type { CriterionRecord } from '../criterion.js';

/**
 * Everything an availability decision needs about one user in one course, loaded by the caller
 * (the API in a few queries) and judged by pure functions (each type's `evaluate`, evaluate.ts).
 */
export interface CourseFacts {
  courseId: number;
  userId: number;
  courseRoleId: string;
  contents: Map<number, ContentFacts>;
  /** The rule of a content, by content id. */
  rules: Map<number, RuleFacts>;
  columns: Map<number, ColumnFacts>;
  /** The user's grade in a column, by column id. */
  grades: Map<number, GradeFacts>;
  /** Groups of the course the user belongs to. */
  groupIds: ReadonlySet<number>;
  /** Contents the user has marked reviewed. */
  reviewedContentIds: ReadonlySet<number>;
}

export interface ContentFacts {
  id: number;
  parentId: number | null;
  isRoot: boolean;
  title: string;
  available: string;
  position: number;
}

export interface RuleFacts {
  id: number;
  title: string;
  criteria: CriterionFacts[];
}

/** A stored criterion with the users and groups listed by a Memberships criterion. */
export interface CriterionFacts extends CriterionRecord {
  memberUserIds: number[];
  memberGroupIds: number[];
}

export interface ColumnFacts {
  id: number;
  name: string;
  scorePossible: number | null;
}

export interface GradeFacts {
  score: number | null;
  text: string | null;
  exempt: boolean;
  status: string;
}

/** What one criterion's evaluation concluded, with the facts it used. */
export interface CriterionVerdict {
  met: boolean;
  explanation: string;
  facts: Record<string, unknown>;
}
