/**
 * The playing time of an MP3 (seconds), from its frames: after any ID3v2 tag, each MPEG audio
 * Layer III frame header gives its bitrate and sample rate, hence its length and its samples.
 * For the tests and the benchmark (speech faster than real time).
 */
export function mp3Duration(data: Buffer): number {
  let seconds = 0;
  // An ID3v2 tag first (lame writes the title there): its size is a syncsafe integer.
  let i =
    data.toString('latin1', 0, 3) === 'ID3'
      ? 10 + ((data[6]! << 21) | (data[7]! << 14) | (data[8]! << 7) | data[9]!)
      : 0;
  while (i + 4 < data.length) {
    const frame = frameAt(data, i);
    if (!frame) {
      i++;
      continue;
    }
    seconds += frame.samples / frame.sampleRate;
    i += frame.length;
  }
  return seconds;
}

const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

function frameAt(data: Buffer, i: number): { length: number; samples: number; sampleRate: number } | null {
  const [b0, b1, b2] = [data[i]!, data[i + 1]!, data[i + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1) return null; // sync, Layer III
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  const kbps = (version === 3 ? MPEG1_KBPS : MPEG2_KBPS)[b2 >> 4];
  if (!sampleRate || !kbps) return null;
  const samples = version === 3 ? 1152 : 576;
  return { length: Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + ((b2 >> 1) & 1), samples, sampleRate };
}
