import { LEARN } from '../learn-paths.js';

/** The spec's prefix R: the adaptive release rules of one content item of a course. */
export const RULES = `${LEARN}/v1/courses/:courseId/contents/:contentId/adaptiveRelease/rules`;

/** The criteria of one rule. */
export const CRITERIA = `${RULES}/:ruleId/criteria`;

/** One criterion: its users and groups hang below it. */
export const CRITERION = `${CRITERIA}/:criterionId`;
