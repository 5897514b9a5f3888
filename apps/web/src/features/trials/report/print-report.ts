import { PDF_CLEANUP_DELAY_MS, PDF_PRINT_DELAY_MS, PRODUCT_NAME } from '@amicus/contract/common/constants';
import { trialMessages } from '@amicus/contract/trials/messages';
import type { ReplyCitations } from '@/components/citations/citation-context';
import { escapeHtml } from './escape-html';
import { markdownToPrintHtml } from './markdown-to-print-html';
import { PRINT_CITATION_STYLES, printedSources } from './report-citations';

/**
 * The printable copy: A4 pages with a 20 mm margin, body 12pt, headings 20/18/16/14/12pt
 * for levels 1 to 5, the title 'Trial Analysis Report', today's date in the reader's format, the report, and a
 * footer naming the product fixed at the bottom of every page. The report's citations of the library print as
 * the chat shows them: chips, unverified ones marked, and its sources listed after it with their passages.
 * Styles only (no script), which the Content-Security-Policy allows inline.
 */
export function buildPrintDocument(
  analysis: string,
  { citations = null, date = new Date() }: { citations?: ReplyCitations | null; date?: Date } = {},
): string {
  // The printed title replaces the report's own first-level title, so the page does not say it twice.
  // Its [n] keep their places in the report as checked, from the title's end on.
  const titleEnd = /^\s*#\s+[^\n]*\n/.exec(analysis)?.[0].length ?? 0;
  const body = markdownToPrintHtml(analysis.slice(titleEnd), citations, titleEnd);
  const title = trialMessages.printTitle;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
@page { size: A4; margin: 20mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; }
body { font-family: Georgia, 'Times New Roman', serif; font-size: 12pt; line-height: 1.5; color: #1a1f2b; padding-bottom: 14mm; }
h1, h2, h3, h4, h5, h6 { font-family: 'Helvetica Neue', Arial, sans-serif; color: #1d2b4f; line-height: 1.25; margin: 1.1em 0 0.45em; break-after: avoid; }
h1 { font-size: 20pt; } h2 { font-size: 18pt; } h3 { font-size: 16pt; } h4 { font-size: 14pt; } h5, h6 { font-size: 12pt; }
p, ul, ol, blockquote, table, pre { margin: 0 0 0.7em; }
ul, ol { padding-left: 7mm; }
li { margin: 0.15em 0; }
blockquote { border-left: 3px solid #c9a227; background: #faf7ee; padding: 2mm 4mm; color: #3d4252; }
blockquote p:last-child { margin-bottom: 0; }
code { font-family: 'Courier New', monospace; font-size: 10.5pt; background: #f1f3f7; padding: 0 2px; }
pre { background: #f1f3f7; padding: 3mm; white-space: pre-wrap; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; width: 100%; font-size: 11pt; }
th, td { border: 1px solid #c8ccd6; padding: 1.5mm 2mm; text-align: left; vertical-align: top; }
th { background: #eef1f6; }
hr { border: 0; border-top: 1px solid #c8ccd6; margin: 1em 0; }
.report-header { border-bottom: 2px solid #1d2b4f; padding-bottom: 4mm; margin-bottom: 6mm; }
.report-title { font-family: 'Helvetica Neue', Arial, sans-serif; font-size: 20pt; font-weight: 700; color: #1d2b4f; margin: 0; }
.report-date { font-size: 10pt; color: #5b6275; margin: 1.5mm 0 0; }
${PRINT_CITATION_STYLES.trim()}
.report-footer { position: fixed; left: 0; right: 0; bottom: 0; border-top: 1px solid #c8ccd6; padding-top: 2mm; font-family: 'Helvetica Neue', Arial, sans-serif; font-size: 8.5pt; color: #5b6275; text-align: center; background: #fff; }
</style>
</head>
<body>
<header class="report-header">
<p class="report-title">${escapeHtml(title)}</p>
<p class="report-date">${escapeHtml(date.toLocaleDateString())}</p>
</header>
<main class="report-body">
${body}
</main>
${citations ? printedSources(citations) : ''}
<footer class="report-footer">${escapeHtml(`${PRODUCT_NAME} — AI legal help, a non-profit initiative · Legal information, not legal advice`)}</footer>
</body>
</html>`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the browser's print dialog (where "Save as PDF" lives) on the formatted copy: a hidden frame holds it,
 * the flow waits 500 ms for its layout, focuses it, waits 500 ms more, prints, and removes the frame 1000 ms
 * later. The frame is sandboxed without scripts: it only needs to be read by this page and to open the print
 * dialog.
 */
export async function printReport(analysis: string, citations: ReplyCitations | null = null): Promise<void> {
  const frame = document.createElement('iframe');
  frame.title = trialMessages.printTitle;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The print frame did not load')), 10_000);
      frame.addEventListener('load', () => {
        clearTimeout(timer);
        resolve();
      });
      frame.srcdoc = buildPrintDocument(analysis, { citations });
      document.body.append(frame);
    });
    await wait(PDF_PRINT_DELAY_MS);
    const view = frame.contentWindow;
    if (!view) throw new Error('The print frame has no window');
    view.focus();
    // The second wait of the spec's flow: the focused frame settles before the dialog opens over it.
    await wait(PDF_PRINT_DELAY_MS);
    view.print();
  } catch (error) {
    frame.remove();
    throw error;
  }
  setTimeout(() => frame.remove(), PDF_CLEANUP_DELAY_MS);
}
