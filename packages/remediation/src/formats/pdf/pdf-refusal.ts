import { RemediationRefused } from '../../refusal.js';

/**
 * Why a PDF is not rewritten, from its bytes: encrypted (an /Encrypt dictionary in a trailer), or
 * signed (a signature's /ByteRange, or /Perms): even an incremental update would change what was
 * certified. Null when it may be updated.
 */
export function pdfRefusal(bytes: Buffer): RemediationRefused | null {
  const text = bytes.toString('latin1');
  if (/\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(text)) {
    return new RemediationRefused('encrypted', 'The PDF is encrypted: it cannot be rewritten without its password');
  }
  if (/\/ByteRange\s*\[/.test(text) || /\/Perms\s*(<<|\d+\s+\d+\s+R)/.test(text)) {
    return new RemediationRefused('signed', 'The PDF is digitally signed: any change would break its signature');
  }
  return null;
}
