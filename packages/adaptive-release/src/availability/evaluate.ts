import { INSTRUCTOR_ROLES } from '../course-roles.js';
import { CRITERION_TYPE_NAMES, criterionType } from '../criterion-types/registry.js';
import { toLearnId } from '../learn-ids.js';
import type { ContentFacts, CourseFacts } from './facts.js';

/**
 * The reasons that are not criteria: an instructor-type course role (sees everything), and a
 * content hidden from students (availability.available = No).
 */
export const CONDITION_REASON_TYPES = ['CourseRole', 'ContentAvailability'] as const;
export type ConditionReasonType = (typeof CONDITION_REASON_TYPES)[number];

/** Every `type` a Reason may have: the criterion types, then the two conditions. */
export const REASON_TYPE_NAMES: readonly string[] = [...CRITERION_TYPE_NAMES, ...CONDITION_REASON_TYPES];

export interface Reason {
  /** The content the reason is about: the item itself or a folder it sits in. */
  contentId: string;
  /** A criterion type, or one of the two conditions that are not criteria (CONDITION_REASON_TYPES). */
  type: string;
  met: boolean;
  explanation: string;
  facts: Record<string, unknown>;
  ruleId?: string;
  ruleTitle?: string;
  criterionId?: string;
}

export interface Availability {
  contentId: string;
  available: boolean;
  summary: string;
  reasons: Reason[];
}

/**
 * Whether `contentId` is available to the user at `at`, and why:
 * - instructor-type course roles see everything;
 * - a content marked unavailable (availability.available = No) is unavailable;
 * - no rule: available; a rule: every one of its criteria must hold (AND);
 * - a content inside a folder that is unavailable to the user is unavailable too (the folder's
 *   failing reasons are listed with the folder's contentId).
 * `memo` shares folder verdicts between the contents of one course.
 */
export function evaluate(
  contentId: number,
  facts: CourseFacts,
  at: Date,
  memo = new Map<number, Availability>(),
): Availability {
  const known = memo.get(contentId);
  if (known) return known;
  const content = facts.contents.get(contentId);
  if (!content) throw new Error(`Content ${contentId} is not among the loaded facts`);
  const id = toLearnId(contentId);
  if (INSTRUCTOR_ROLES.has(facts.courseRoleId)) {
    return {
      contentId: id,
      available: true,
      summary: `Available: ${facts.courseRoleId} is an instructor-type role, which sees all content`,
      reasons: [
        {
          contentId: id,
          type: 'CourseRole' satisfies ConditionReasonType,
          met: true,
          explanation: `${facts.courseRoleId} is an instructor-type role: visibility and release rules do not apply`,
          facts: { courseRoleId: facts.courseRoleId },
        },
      ],
    };
  }

  const own = ownReasons(content, facts, at);
  const parent = content.parentId === null ? undefined : facts.contents.get(content.parentId);
  const folder = parent && !parent.isRoot ? evaluate(parent.id, facts, at, memo) : undefined;
  const inherited = folder && !folder.available ? folder.reasons.filter((reason) => !reason.met) : [];
  const failing = own.filter((reason) => !reason.met);
  const available = failing.length === 0 && inherited.length === 0;

  const result: Availability = {
    contentId: id,
    available,
    summary: summarise(content, own, failing, folder, facts),
    reasons: [...own, ...inherited],
  };
  memo.set(contentId, result);
  return result;
}

function ownReasons(content: ContentFacts, facts: CourseFacts, at: Date): Reason[] {
  const contentId = toLearnId(content.id);
  const reasons: Reason[] = [];
  if (content.available === 'No') {
    reasons.push({
      contentId,
      type: 'ContentAvailability' satisfies ConditionReasonType,
      met: false,
      explanation: `"${content.title}" is hidden from students (availability.available = No)`,
      facts: { available: content.available },
    });
  }
  const rule = facts.rules.get(content.id);
  for (const criterion of rule?.criteria ?? []) {
    const verdict = criterionType(criterion.type).evaluate(criterion, facts, at);
    reasons.push({
      contentId,
      ruleId: toLearnId(rule!.id),
      ruleTitle: rule!.title,
      criterionId: toLearnId(criterion.id),
      type: criterion.type,
      ...verdict,
    });
  }
  return reasons;
}

function summarise(
  content: ContentFacts,
  own: Reason[],
  failing: Reason[],
  folder: Availability | undefined,
  facts: CourseFacts,
): string {
  const rule = facts.rules.get(content.id);
  const parts: string[] = [];
  const unmet = failing.filter((reason) => reason.ruleId);
  if (rule && unmet.length > 0) {
    parts.push(`${unmet.length} of ${rule.criteria.length} criteria of rule "${rule.title}" not met`);
  }
  if (failing.some((reason) => reason.type === ('ContentAvailability' satisfies ConditionReasonType)))
    parts.push('hidden from students');
  if (folder && !folder.available) parts.push(`inside folder ${folder.contentId}, which is not available`);
  if (parts.length > 0) return `Not available: ${parts.join('; ')}`;
  if (!rule) return 'Available: no release rule applies';
  return own.length === 0
    ? `Available: rule "${rule.title}" has no criteria`
    : `Available: all ${own.length} criteria of rule "${rule.title}" are met`;
}
