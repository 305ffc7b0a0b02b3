import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from '@jest/globals';

// The viewer's page as built, judged by our own engine through the CLI (`pnpm a11y check`): every
// check that applies passes. (Its screens are judged by axe-core in apps/api/test/viewer.)

const CLI = new URL('../../../packages/analysis/dist/cli/a11y-cli.js', import.meta.url).pathname;
const PAGE = new URL('../dist/public/index.html', import.meta.url).pathname;

it('scores 1 on every check of our engine', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'check', PAGE, '--json']);
  const feedback = JSON.parse(stdout) as { score: number; report: { results: Record<string, { score: number }> } };
  expect(Object.keys(feedback.report.results).length).toBeGreaterThanOrEqual(5);
  expect(Object.entries(feedback.report.results).filter(([, result]) => result.score !== 1)).toEqual([]);
  expect(feedback.score).toBe(1);
});
