import { libreOffice } from '../conversion/libreoffice.js';

export interface ConverterFound {
  name: string;
  available: boolean;
  /** The executable used, or why it cannot be. */
  detail: string;
}

/**
 * The external programs the engine converts with, as this process finds them (readiness and
 * metrics report them): LibreOffice, contained by bubblewrap, for Office previews.
 */
export async function convertersFound(): Promise<ConverterFound[]> {
  const office = await libreOffice();
  return [
    office.available
      ? { name: 'libreoffice', available: true, detail: `${office.binary} (contained by ${office.bwrap})` }
      : { name: 'libreoffice', available: false, detail: office.reason },
  ];
}
