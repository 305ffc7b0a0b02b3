/**
 * A criterion as stored: every type's columns, the ones its type does not use null. The database
 * row (Prisma's `Criterion`) has this shape and more.
 */
export interface CriterionRecord {
  id: number;
  type: string;
  gradeColumnId: number | null;
  minScore: number | null;
  maxScore: number | null;
  startDate: Date | null;
  endDate: Date | null;
  completedContentId: number | null;
  reviewedContentId: number | null;
}

/** The columns a criterion type writes on create or update: the rest of the row stays null. */
export interface CriterionValues {
  type: string;
  gradeColumnId?: number;
  minScore?: number | null;
  maxScore?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
}

/**
 * What a client sent, already parsed (dates are Dates). A key that is absent was omitted (keep the
 * value on PATCH, the default on create); `null` is a value (it clears a bound or a date).
 */
export interface CriterionInput {
  gradeColumnId?: string;
  minScore?: number | null;
  maxScore?: number | null;
  startDate?: Date | null;
  endDate?: Date | null;
}

/** A criterion as the API shows it: `type` and `id`, then the fields of its type (nulls omitted). */
export interface CriterionView {
  type: string;
  id: string;
  gradeColumnId?: string;
  minScore?: number;
  maxScore?: number;
  startDate?: string;
  endDate?: string;
  contentId?: string;
  reviewedContentId?: string;
}

/** A gradebook column as the rules need it. */
export interface ColumnRecord {
  id: number;
  contentId: number | null;
  scorePossible: number | null;
}

/**
 * What writing a criterion may need to know beyond the request, loaded on demand by the caller
 * (the API reads it from the database; a test from memory).
 */
export interface CriterionContext {
  courseId: number;
  rule: { id: number; contentId: number };
  /** The gradebook column a raw `gradeColumnId` names in the course, or null (the caller refuses malformed ids). */
  column(rawId: string): Promise<ColumnRecord | null>;
  /** The earliest grading due date of the rule's content, if it has one. */
  dueDate(): Promise<Date | null>;
  /** The rule's Memberships criterion, if it has one. */
  membershipsCriterion(): Promise<CriterionRecord | null>;
}
