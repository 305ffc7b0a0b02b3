import { toLearnId } from '../../common/learn-ids.js';
import type { CourseFacts, CriterionFacts, CriterionVerdict } from '../availability-facts.js';

/** Memberships: the user is listed, or belongs to a listed group. */
export function checkMemberships(criterion: CriterionFacts, facts: CourseFacts): CriterionVerdict {
  const listed = criterion.memberUserIds.includes(facts.userId);
  const matchedGroups = criterion.memberGroupIds.filter((id) => facts.groupIds.has(id)).map(toLearnId);
  const met = listed || matchedGroups.length > 0;
  const explanation = listed
    ? 'The user is listed in the rule'
    : matchedGroups.length > 0
      ? `The user belongs to the listed group${matchedGroups.length > 1 ? 's' : ''} ${matchedGroups.join(', ')}`
      : 'The user is neither listed nor in a listed group';
  return {
    met,
    explanation,
    facts: {
      listedUser: listed,
      matchedGroupIds: matchedGroups,
      listedUsers: criterion.memberUserIds.length,
      listedGroups: criterion.memberGroupIds.length,
    },
  };
}
