import { produce, formatNamed, type FormatName, type Produced } from '../../src/index.js';
import { contentOf, withWorkDir, type SourceName } from './sources.js';

export function produced(format: FormatName, source: SourceName): Promise<Produced> {
  return withWorkDir(async (workDir) =>
    produce(formatNamed(format)!, await contentOf(source), { workDir, sourceName: source }),
  );
}
