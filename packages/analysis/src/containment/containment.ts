import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bubblewrapArgs } from './bubblewrap.js';
import { DEFAULT_CONTAINMENT_LIMITS } from './containment-limits.js';
import { findExecutable } from './executable.js';

/** Whether contained commands can run here, and if not, why (for the reason a file fails with). */
export type Containment = { available: true; bwrap: string } | { available: false; reason: string };

let probed: Promise<Containment> | undefined;

/**
 * Looks once per process for bubblewrap (BWRAP_PATH, else `bwrap` on PATH) and proves it can make
 * a sandbox here (it needs user namespaces, which some kernels and container runtimes forbid).
 */
export function containment(): Promise<Containment> {
  probed ??= probe();
  return probed;
}

async function probe(): Promise<Containment> {
  const bwrap = await findExecutable('bwrap', 'BWRAP_PATH');
  if (!bwrap) return { available: false, reason: 'bubblewrap (bwrap) is not installed' };
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'containment-probe-'));
  try {
    const { file, args } = bubblewrapArgs(bwrap, '/bin/true', [], workDir, DEFAULT_CONTAINMENT_LIMITS);
    await promisify(execFile)(file, args, { timeout: 10_000 });
    return { available: true, bwrap };
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    return { available: false, reason: `bubblewrap cannot make a sandbox here (${detail.split('\n')[0]})` };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
