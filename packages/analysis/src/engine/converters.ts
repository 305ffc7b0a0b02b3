import { findChromium } from '../browser/chromium-binary.js';
import { libreOffice } from '../conversion/libreoffice.js';

export interface ConverterFound {
  name: string;
  available: boolean;
  /** The executable used, or why it cannot be. */
  detail: string;
}

/**
 * The external programs the engine converts with, as this process finds them (readiness and
 * metrics report them): LibreOffice, contained by bubblewrap, for Office previews; Chromium for
 * HTML files (judged and previewed in it).
 */
export async function convertersFound(): Promise<ConverterFound[]> {
  const [office, chromium] = await Promise.all([libreOffice(), findChromium()]);
  return [
    office.available
      ? { name: 'libreoffice', available: true, detail: `${office.binary} (contained by ${office.bwrap})` }
      : { name: 'libreoffice', available: false, detail: office.reason },
    chromium
      ? { name: 'chromium', available: true, detail: chromium }
      : { name: 'chromium', available: false, detail: 'Chromium is not installed (set CHROMIUM_PATH)' },
  ];
}
