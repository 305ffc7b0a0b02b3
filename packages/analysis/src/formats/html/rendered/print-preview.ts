import type { Page } from 'puppeteer-core';
import { VIEWPORT_WIDTH_PX } from './page-layout.js';

const CSS_PX_PER_INCH = 96;

/**
 * Chromium's print of the page as laid out on screen: pages of the viewport's width and
 * `heightPx`, no margins, backgrounds on. Untagged: the preview is the picture the feedback's boxes
 * are drawn on (the viewer paints it; nothing reads its text or structure), the HTML file itself is
 * what a reader uses, and tagging it took a third of the print's time. The page needs
 * PRINT_MARGINS_CSS once.
 */
export async function printPreview(page: Page, heightPx: number): Promise<Uint8Array> {
  // Straight through DevTools, the PDF in one answer: page.pdf() streams it in chunks (20-30 ms more).
  const session = await page.createCDPSession();
  try {
    const { data } = await session.send('Page.printToPDF', {
      paperWidth: VIEWPORT_WIDTH_PX / CSS_PX_PER_INCH,
      paperHeight: heightPx / CSS_PX_PER_INCH,
      marginTop: 0,
      marginRight: 0,
      marginBottom: 0,
      marginLeft: 0,
      printBackground: true,
      preferCSSPageSize: false,
      generateTaggedPDF: false,
      generateDocumentOutline: false,
      transferMode: 'ReturnAsBase64',
    });
    return Buffer.from(data, 'base64');
  } finally {
    await session.detach().catch(() => {});
  }
}

/** The page's own `@page` margins would shift the print against the layout measured on screen. */
export const PRINT_MARGINS_CSS = '@page { margin: 0 !important; }';

/** Chromium writes one `/Type /Page` object per page, uncompressed. */
export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  return Math.max(1, text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 1);
}
