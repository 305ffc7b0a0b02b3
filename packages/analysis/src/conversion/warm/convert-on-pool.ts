import fs from 'node:fs/promises';
import path from 'node:path';
import { AnalysisError } from '../../analyse.js';
import { DEFAULT_CONTAINMENT_LIMITS } from '../../containment/containment-limits.js';
import { recordStage, timed } from '../../commons/stage-timings.js';
import { exportFilter, type ConversionTarget } from '../export-filters.js';
import { importFilter, inputExtension } from '../input-extension.js';
import type { ConversionOptions } from '../conversion-options.js';
import { moveFile } from '../move-file.js';
import type { OfficeFileType } from '../office-file-type.js';
import type { OfficePool, PooledConversion } from './office-pool.js';

/** A warm conversion that did not succeed for a reason that may be the warm process's own. */
export class WarmConversionFailed extends Error {}

const seconds = (ms: number): string => String(Math.round(ms / 10) / 100);

/**
 * On a pool member: the input copied into its exchange directory under a safe name, converted
 * there through UNO, the output moved out; the member empties the directory before its next
 * document. A conversion past its time kills the member (the pool replaces it) and fails the file.
 */
export function convertOnPool(
  pool: OfficePool,
  input: string,
  fileType: OfficeFileType,
  target: ConversionTarget,
  outDir: string,
  { timeoutMs = DEFAULT_CONTAINMENT_LIMITS.timeoutMs, mimeType, name = 'converted' }: ConversionOptions,
): Promise<string> {
  const convertOn: PooledConversion = async (member, convertOnMember) => {
    const extension = inputExtension(input, fileType, mimeType);
    const source = path.join(member.exchange, `source.${extension}`);
    const produced = path.join(member.exchange, `converted.${target}`);
    await fs.copyFile(input, source);
    const filter = exportFilter(fileType, target);
    const outcome = await convertOnMember({
      source,
      target: produced,
      importFilter: importFilter(extension),
      filter: filter.name,
      filterData: filter.data,
    });
    if (outcome.kind === 'timedOut') {
      throw new AnalysisError(`LibreOffice did not convert the file within ${seconds(timeoutMs)} s`);
    }
    if (outcome.kind !== 'converted') throw new WarmConversionFailed(outcome.error);
    const size = await fs.stat(produced).then(
      (stat) => stat.size,
      () => 0,
    );
    if (size === 0) throw new WarmConversionFailed('it produced no output');
    const result = path.join(outDir, `${name}.${target}`);
    await moveFile(produced, result);
    return result;
  };
  // As for a cold conversion: the wait for a free member is convert_wait, the rest convert.
  const queued = performance.now();
  return pool.run((member, convertOnMember) => {
    recordStage('convert_wait', queued);
    return timed('convert', () => convertOn(member, convertOnMember));
  }, timeoutMs);
}
