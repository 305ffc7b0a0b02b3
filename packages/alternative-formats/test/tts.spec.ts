import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { availableFormats, formatNamed, produce, FormatError } from '../src/index.js';
import { normalise } from '../src/content/normalise.js';
import { ESPEAK_LANGUAGES } from '../src/tts/espeak-languages.js';
import { HEADING_PAUSE_MS, speechScript } from '../src/tts/speech-script.js';
import { voiceFor } from '../src/tts/voice.js';
import { mp3Duration } from '../src/tts/mp3-duration.js';
import { produced } from './support/produce.js';
import { contentOf, withWorkDir } from './support/sources.js';

describe('Tts', () => {
  it('the speech script reads the source in order: title, headings between pauses, table cells after their headers, alt text', async () => {
    const script = speechScript(await contentOf('docx'));
    expect(script).toMatch(/^<speak version="1.0" xml:lang="en/);
    expect(script.split('Town library annual report')).toHaveLength(2); // the title once, as the first heading
    expect(script).toContain(
      `<break time="${HEADING_PAUSE_MS}ms"/><p>Lending</p><break time="${HEADING_PAUSE_MS}ms"/>`,
    );
    expect(script).toContain('Collection: Children’s books; Loans: 18,240; Change: +9%.');
    expect(script).toContain('<p>Picture: Bar chart of loans by collection: children’s books lead.</p>');
    expect(script.indexOf('Lending')).toBeLessThan(script.indexOf('Collection: Children'));
  });

  it('an MP3 of the document, as long as its words take to say', async () => {
    const { data, contentType, fileName } = await produced('Tts', 'docx');
    expect([contentType, fileName]).toEqual(['audio/mpeg', 'docx.mp3']);
    const words = speechScript(await contentOf('docx'))
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    const seconds = mp3Duration(data);
    // 165 words a minute, plus the pauses: between 0.5 and 2 times that.
    expect(seconds).toBeGreaterThan(((words / 165) * 60) / 2);
    expect(seconds).toBeLessThan((words / 165) * 60 * 2 + 10);
  });

  it('speaks German in German', async () => {
    const document = await contentOf('germanPdf');
    expect(voiceFor(document.language)).toBe('de');
    expect(mp3Duration((await produced('Tts', 'germanPdf')).data)).toBeGreaterThan(5);
  });

  it('is not offered in a language espeak-ng lacks, and refuses to be made in one', async () => {
    expect(availableFormats('pdf', 'xh')).not.toContain('Tts');
    expect(availableFormats('pdf', 'en-GB')).toContain('Tts');
    const xhosa = normalise({ title: 'Ibali', language: 'xh', blocks: [{ kind: 'paragraph', text: 'Molo' }] });
    await expect(withWorkDir((workDir) => produce(formatNamed('Tts')!, xhosa, { workDir }))).rejects.toThrow(
      FormatError,
    );
  });

  it('knows the languages the installed espeak-ng speaks', async () => {
    const { stdout } = await promisify(execFile)('espeak-ng', ['--voices']);
    const installed = [
      ...new Set(
        stdout
          .split('\n')
          .slice(1)
          .map((line) => line.trim().split(/\s+/)[1])
          .filter(Boolean),
      ),
    ].sort();
    expect([...ESPEAK_LANGUAGES].sort()).toEqual(installed);
  });
});
