import { describe, expect, it } from '@jest/globals';
import {
  andList,
  checkTypeChange,
  CONDITION_REASON_TYPES,
  CONVERTIBLE_TYPE_NAMES,
  CRITERION_TYPE_NAMES,
  CRITERION_TYPES,
  criterionType,
  IMMUTABLE_TYPE_NAMES,
  isReadOnlyType,
  orList,
  presentCriterion,
  READ_ONLY_TYPE_NAMES,
  REASON_TYPE_NAMES,
  RuleViolation,
  typeEntitlementFamilies,
  valuesOnCreate,
  valuesOnPatch,
  WRITABLE_TYPE_NAMES,
} from '../src/index.js';
import { context, record } from './support.js';

describe('the registry of criterion types', () => {
  it("lists every type once, in the order of its definitions (the database enum's before it became text)", () => {
    expect(CRITERION_TYPE_NAMES).toEqual([
      'GradeRange',
      'GradePercentage',
      'DateRange',
      'Memberships',
      'ContentComplete',
      'GradeCompleted',
      'ContentReviewed',
    ]);
    expect(new Set(CRITERION_TYPE_NAMES).size).toBe(CRITERION_TYPES.length);
  });

  it('gives every type a description, and conversions only between types that exist', () => {
    for (const definition of CRITERION_TYPES) {
      expect(definition.description.length).toBeGreaterThan(10);
      expect(definition.evaluation.length).toBeGreaterThan(10);
      if (definition.write) expect(definition.write.doc.length).toBeGreaterThan(10);
      for (const to of definition.convertsTo) expect(CRITERION_TYPE_NAMES).toContain(to);
    }
  });

  it('writes four types and lists the read-only ones only', () => {
    expect(WRITABLE_TYPE_NAMES).toEqual(['GradeRange', 'GradePercentage', 'DateRange', 'Memberships']);
    expect(READ_ONLY_TYPE_NAMES).toEqual(['ContentComplete', 'GradeCompleted', 'ContentReviewed']);
    expect(CONVERTIBLE_TYPE_NAMES).toEqual(['GradeRange', 'GradePercentage']);
    expect(IMMUTABLE_TYPE_NAMES).toEqual(['DateRange']);
    expect(isReadOnlyType('GradeCompleted')).toBe(true);
    expect(isReadOnlyType('DateRange')).toBe(false);
  });

  it('refuses an unknown type by name', () => {
    expect(() => criterionType('Whenever')).toThrow(/type must be one of GradeRange, GradePercentage/);
  });

  it('refuses to create a read-only type, naming the ones it can create', async () => {
    await expect(valuesOnCreate('ContentReviewed', {}, context())).rejects.toThrow(
      'type ContentReviewed cannot be created through the public API: create GradeRange, GradePercentage, DateRange or Memberships criteria',
    );
  });

  it('refuses to update a read-only criterion before looking at the body', async () => {
    const completed = record('GradeCompleted', { gradeColumnId: 3 });
    await expect(valuesOnPatch(completed, 'GradeRange', { minScore: 1 }, context())).rejects.toThrow(
      'Criterion _7_1 is of the read-only type GradeCompleted and cannot be updated through the public API',
    );
  });

  it('converts GradeRange and GradePercentage into each other only; DateRange is immutable', () => {
    expect(() => checkTypeChange(record('GradeRange'), 'GradePercentage')).not.toThrow();
    expect(() => checkTypeChange(record('GradePercentage'), 'GradeRange')).not.toThrow();
    expect(() => checkTypeChange(record('DateRange'), 'GradeRange')).toThrow(
      'type of DateRange criterion _7_1 is immutable: it cannot become GradeRange',
    );
    expect(() => checkTypeChange(record('Memberships'), 'DateRange')).toThrow(
      'type of Memberships criterion _7_1 cannot become DateRange: only GradeRange and GradePercentage convert into each other',
    );
  });

  it('presents each type with its own fields, nulls omitted', () => {
    expect(presentCriterion(record('ContentComplete', { completedContentId: 41 }))).toEqual({
      type: 'ContentComplete',
      id: '_7_1',
      contentId: '_41_1',
    });
    expect(presentCriterion(record('ContentReviewed', { reviewedContentId: 42 }))).toEqual({
      type: 'ContentReviewed',
      id: '_7_1',
      reviewedContentId: '_42_1',
    });
    expect(presentCriterion(record('GradeCompleted'))).toEqual({ type: 'GradeCompleted', id: '_7_1' });
    expect(presentCriterion(record('Memberships'))).toEqual({ type: 'Memberships', id: '_7_1' });
  });

  it('marks every refusal as a rule violation of a kind', async () => {
    const error = await valuesOnCreate('GradeRange', { gradeColumnId: '_99_1' }, context()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuleViolation);
    expect((error as RuleViolation).kind).toBe('notFound');
  });

  it('names the entitlement family of each writable type, for the docs', () => {
    expect(typeEntitlementFamilies()).toBe(
      'course.adaptiverelease.performance.* (GradeRange, GradePercentage), course.adaptiverelease.dates.* (DateRange), course.adaptiverelease.acl.* (Memberships)',
    );
    for (const definition of CRITERION_TYPES.filter((type) => type.write)) {
      expect(Object.keys(definition.entitlements).sort()).toEqual(['CREATE', 'DELETE', 'MODIFY']);
    }
  });
});

describe('names in words and reason types', () => {
  it('joins one, two or more names', () => {
    expect(orList(['A'])).toBe('A');
    expect(andList(['A', 'B'])).toBe('A and B');
    expect(orList(['A', 'B', 'C'])).toBe('A, B or C');
  });

  it('gives reasons the criterion types and the two conditions that are not criteria', () => {
    expect(REASON_TYPE_NAMES).toEqual([...CRITERION_TYPE_NAMES, 'CourseRole', 'ContentAvailability']);
    expect(CONDITION_REASON_TYPES).toEqual(['CourseRole', 'ContentAvailability']);
  });
});
