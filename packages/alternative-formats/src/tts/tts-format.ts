import fs from 'node:fs/promises';
import path from 'node:path';
import type { FormatDefinition } from '../format-definition.js';
import { FormatError, runTool } from '../tools/run-tool.js';
import { speechScript } from './speech-script.js';
import { voiceFor } from './voice.js';

/** Words per minute: espeak-ng's default (175) is quick for a long text heard on the way. */
const RATE = 165;

/**
 * The document read aloud, an MP3: espeak-ng speaks the SSML script (speech-script.ts) in the
 * document's language (declared, else detected), lame encodes it (mono, 48 kbit/s: speech needs no
 * more). Both run in the sandbox, reading and writing only the work directory.
 */
export const tts: FormatDefinition = {
  name: 'Tts',
  description: "MP3 audio of the text read in the document's language (espeak-ng), headings set apart by pauses",
  fileTypes: ['pdf', 'document', 'presentation', 'html'],
  contentType: 'audio/mpeg',
  extension: 'mp3',
  supportsLanguage: (language) => voiceFor(language) !== null,
  produce: async (document, { workDir }) => {
    const voice = voiceFor(document.language);
    if (!voice) throw new FormatError(`espeak-ng has no voice for the document's language (${document.language})`);
    await fs.writeFile(path.join(workDir, 'speech.ssml'), speechScript(document));
    await runTool(
      'espeak-ng',
      ['-m', '-v', voice, '-s', String(RATE), '-f', 'speech.ssml', '-w', 'speech.wav'],
      workDir,
    );
    await runTool(
      'lame',
      ['--quiet', '-m', 'm', '-b', '48', '--tt', document.title.slice(0, 120), 'speech.wav', 'speech.mp3'],
      workDir,
    );
    return fs.readFile(path.join(workDir, 'speech.mp3'));
  },
};
