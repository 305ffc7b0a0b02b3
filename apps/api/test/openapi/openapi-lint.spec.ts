import { afterAll, expect, it } from '@jest/globals';
import { createConfig, lint, type NormalizedProblem, type RawUniversalConfig } from '@redocly/openapi-core';
import { startTestApp } from '../support/test-runtime.js';
import { scratchDir, writeServedDocument } from './served-document.js';

/**
 * The served OpenAPI document passes Redocly's recommended rules with no error, and with the
 * example rules raised to errors: a code generator trusts the types and examples it reads, so an
 * example that contradicts its schema, or a `string | null` field typed object, misleads clients.
 */
const RULES: RawUniversalConfig = {
  extends: ['recommended'],
  rules: {
    'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false },
    'no-invalid-schema-examples': 'error',
    'no-invalid-parameter-examples': 'error',
  },
};

const t = await startTestApp();
const scratch = scratchDir('openapi-lint-');

afterAll(async () => {
  await t.close();
  scratch.remove();
});

const describeProblem = ({ ruleId, message, location }: NormalizedProblem): string =>
  `${ruleId}: ${message} (${location.map((at) => at.pointer ?? '').join(', ')})`;

it('lints clean with the recommended rules and conforming examples', async () => {
  const file = await writeServedDocument(t, scratch.dir);
  const problems = await lint({ ref: file, config: await createConfig(RULES) });
  const errors = problems.filter((problem) => problem.severity === 'error').map(describeProblem);
  expect(errors).toEqual([]);
});
