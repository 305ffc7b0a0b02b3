export { remediate, fixedName, type Remediation, type RemediationInput, type RemediateOptions } from './remediate.js';
export type { Change, ChangeLocation, LeftForPerson } from './change.js';
export { RemediationRefused, type RefusalReason } from './refusal.js';
export { formatFamily, type FormatFamily } from './format-family.js';
export { runFix, FIX_USAGE, describe as describeRemediation } from './cli/fix-command.js';
