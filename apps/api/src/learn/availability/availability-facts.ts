import type { CriterionType } from '@app/database';

/**
 * Everything an availability decision needs about one user in one course, loaded in a few
 * queries (availability-facts.loader.ts) and judged by pure functions (checks/, evaluate.ts).
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

export interface CriterionFacts {
  id: number;
  type: CriterionType;
  gradeColumnId: number | null;
  minScore: number | null;
  maxScore: number | null;
  startDate: Date | null;
  endDate: Date | null;
  completedContentId: number | null;
  reviewedContentId: number | null;
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

/** What one check concluded about one criterion, with the facts it used. */
export interface CriterionVerdict {
  met: boolean;
  explanation: string;
  facts: Record<string, unknown>;
}
