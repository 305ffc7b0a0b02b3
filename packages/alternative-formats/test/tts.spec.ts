import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { availableFormats, formatNamed, produce, FormatError } from '../src/index.js';
import { normalise } from '../src/content/normalise.js';
import { ESPEAK_LANGUAGES } from '../src/tts/espeak-languages.js';
import { HEADING_PAUSE_MS, speechScript } from '../src/tts/speech-script.js';
import { voiceFor } from '../src/tts/voice.js';
import { produced } from './support/produce.js';
import { contentOf, withWorkDir } from './support/sources.js';

/** MPEG-1 Layer III frames: sync word, then the bitrate index; duration from the frame count. */
function mp3Seconds(data: Buffer): number {
  let frames = 0;
  let sampleRate = 0;
  // An ID3v2 tag first (lame writes the title there): its size is a syncsafe integer.
  const tag =
    data.toString('latin1', 0, 3) === 'ID3'
      ? 10 + ((data[6]! << 21) | (data[7]! << 14) | (data[8]! << 7) | data[9]!)
      : 0;
  for (let i = tag; i + 4 < data.length;) {
    if (data[i] === 0xff && (data[i + 1]! & 0xe0) === 0xe0 && ((data[i + 1]! >> 1) & 3) === 1) {
      const version = (data[i + 1]! >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
      const bitrateIndex = data[i + 2]! >> 4;
      const rateIndex = (data[i + 2]! >> 2) & 3;
      const padding = (data[i + 2]! >> 1) & 1;
      const rates = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] }[version];
      const kbps = (
        version === 3
          ? [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
          : [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
      )[bitrateIndex];
      if (rates && kbps) {
        sampleRate = rates[rateIndex]!;
        const samples = version === 3 ? 1152 : 576;
        const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
        frames++;
        i += length;
        continue;
      }
    }
    i++;
  }
  return (frames * (sampleRate >= 32000 ? 1152 : 576)) / sampleRate;
}

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
    const seconds = mp3Seconds(data);
    // 165 words a minute, plus the pauses: between 0.5 and 2 times that.
    expect(seconds).toBeGreaterThan(((words / 165) * 60) / 2);
    expect(seconds).toBeLessThan((words / 165) * 60 * 2 + 10);
  });

  it('speaks German in German', async () => {
    const document = await contentOf('germanPdf');
    expect(voiceFor(document.language)).toBe('de');
    expect(mp3Seconds((await produced('Tts', 'germanPdf')).data)).toBeGreaterThan(5);
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
