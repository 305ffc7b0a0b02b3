import { describe, expect, it } from '@jest/globals';
import { describeQuota, parseQuota } from '../src/index.js';

describe('parseQuota', () => {
  it.each([
    ['40/1m', { requests: 40, windowSeconds: 60 }],
    ['10000/1h', { requests: 10000, windowSeconds: 3600 }],
    ['5/30s', { requests: 5, windowSeconds: 30 }],
    ['7/m', { requests: 7, windowSeconds: 60 }],
    [' 100/1D ', { requests: 100, windowSeconds: 86_400 }],
  ])('reads %s', (raw, quota) => {
    expect(parseQuota(raw)).toEqual(quota);
  });

  it('reads off (any case) as no quota', () => {
    expect(parseQuota('off')).toBeNull();
    expect(parseQuota('OFF')).toBeNull();
  });

  it.each(['40', '40/', '/1m', '40/1x', '40 per minute', '-1/1m', '1.5/1m', 'on', '40/1m/2'])(
    'refuses %j, saying the syntax',
    (raw) => {
      expect(() => parseQuota(raw)).toThrow('must be <requests>/<window> such as 40/1m or 10000/1h');
    },
  );

  it('refuses a zero quota, a zero window and a window over a day', () => {
    expect(() => parseQuota('0/1m')).toThrow('requests must be from 1 to 1000000000');
    expect(() => parseQuota('5/0s')).toThrow('window must be from 1s to 1d');
    expect(() => parseQuota('5/25h')).toThrow('window must be from 1s to 1d');
  });

  it('writes a quota back as configured', () => {
    expect(describeQuota({ requests: 40, windowSeconds: 60 })).toBe('40/1m');
    expect(describeQuota({ requests: 5, windowSeconds: 90 })).toBe('5/90s');
    expect(describeQuota({ requests: 1, windowSeconds: 7200 })).toBe('1/2h');
  });
});
