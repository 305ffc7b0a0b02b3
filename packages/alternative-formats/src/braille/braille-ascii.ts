/**
 * North American Braille ASCII, the character set of BRF files: the character for each six-dot
 * cell, indexed by its dots as Unicode numbers braille patterns (dot 1 = bit 0 ... dot 6 = bit 5).
 * liblouis writes Unicode braille (unicode.dis) whatever the language's table; this makes it BRF.
 */
const ASCII = ' A1B\'K2L@CIF/MSP"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=';

export function toBrailleAscii(unicode: string): string {
  let out = '';
  for (const char of unicode) {
    const code = char.codePointAt(0)!;
    // Dots 7 and 8 have no place in six-dot BRF.
    out += code >= 0x2800 && code <= 0x28ff ? ASCII[(code - 0x2800) & 0x3f] : char === '\u00a0' ? ' ' : char;
  }
  return out;
}

/** A number in braille (number sign, then a–j for 1–0), for page numbers. */
export function brailleNumber(n: number): string {
  return '#' + [...String(n)].map((digit) => 'JABCDEFGHI'[Number(digit)]).join('');
}
