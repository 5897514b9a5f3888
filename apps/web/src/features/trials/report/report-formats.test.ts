import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './markdown-to-text';
import { markdownToPrintHtml } from './markdown-to-print-html';
import { buildPrintDocument } from './print-report';
import { sourcesAsText } from './report-citations';

const REPORT = [
  '# Mock Trial Analysis',
  '',
  '## The case in brief',
  '',
  'The tenant paid **$1,200** on *3 March 2024*; see `lease.pdf` and [the rules](https://example.org/rules).',
  '',
  '> **Note:** “scan.pdf” has no text layer.',
  '',
  '- First point',
  '  - Nested detail',
  '- Second ~~old~~ point',
  '',
  '1. Step one',
  '2. Step two',
  '',
  '| Side | Documents |',
  '| --- | --- |',
  '| Plaintiff | 2 |',
  '',
  '---',
  '',
  '```',
  'raw **not bold**',
  '```',
].join('\n');

describe('markdownToPlainText', () => {
  it('removes the Markdown marks and keeps the words, lists, rows and link addresses', () => {
    expect(markdownToPlainText(REPORT)).toBe(
      [
        'Mock Trial Analysis',
        '',
        'The case in brief',
        '',
        'The tenant paid $1,200 on 3 March 2024; see lease.pdf and the rules (https://example.org/rules).',
        '',
        'Note: “scan.pdf” has no text layer.',
        '',
        '• First point',
        '  • Nested detail',
        '• Second old point',
        '',
        '1. Step one',
        '2. Step two',
        '',
        'Side  |  Documents',
        'Plaintiff  |  2',
        '',
        'raw **not bold**',
        '',
      ].join('\n'),
    );
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(markdownToPlainText('file_name_v2 costs 2 * 3 dollars')).toBe(
      'file_name_v2 costs 2 * 3 dollars\n',
    );
  });
});

describe('markdownToPrintHtml', () => {
  it('converts headings, emphasis, code, quotes, nested lists and tables', () => {
    // The line breaks the serialiser puts between block elements change nothing in print.
    const html = markdownToPrintHtml(REPORT).replace(/>\n+</g, '><');
    expect(html).toContain('<h1>Mock Trial Analysis</h1>');
    expect(html).toContain('<h2>The case in brief</h2>');
    expect(html).toContain(
      '<p>The tenant paid <strong>$1,200</strong> on <em>3 March 2024</em>; see <code>lease.pdf</code> and the rules (https://example.org/rules).</p>',
    );
    expect(html).toContain(
      '<blockquote><p><strong>Note:</strong> “scan.pdf” has no text layer.</p></blockquote>',
    );
    expect(html).toContain(
      '<ul><li>First point\n<ul><li>Nested detail</li></ul></li><li>Second <del>old</del> point</li></ul>',
    );
    expect(html).toContain('<ol><li>Step one</li><li>Step two</li></ol>');
    expect(html).toContain(
      '<table><thead><tr><th>Side</th><th>Documents</th></tr></thead><tbody><tr><td>Plaintiff</td><td>2</td></tr></tbody></table>',
    );
    expect(html).toContain('<hr>');
    expect(html).toContain('<pre><code>raw **not bold**\n</code></pre>');
  });

  it('escapes every piece of text, so a report cannot inject markup', () => {
    const html = markdownToPrintHtml(
      '# <img src=x onerror=alert(1)>\n\n**<script>alert(1)</script>** `</code><b>` [x](javascript:alert(1)) "q" & \'a\'',
    );
    expect(html).not.toMatch(/<(img|script|b)[\s>]/);
    // Raw HTML reads as the text it is, as in the chat view; '>' needs no escape in text.
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)></h1>');
    expect(html).toContain('<strong>&lt;script>alert(1)&lt;/script></strong>');
    expect(html).toContain('<code>&lt;/code>&lt;b></code>');
    expect(html).toContain('x (javascript:alert(1))');
    expect(html).toContain('"q" &amp; \'a\'');
  });
});

describe('buildPrintDocument', () => {
  it('lays out an A4 page with a 20 mm margin, the title, the date, the body and a fixed footer', () => {
    const html = buildPrintDocument('# Mock Trial Analysis\n\n## Likely outcome\n\nBalanced.', {
      date: new Date(2026, 10, 21),
    });
    expect(html).toContain('@page { size: A4; margin: 20mm; }');
    expect(html).toContain('body { font-family: Georgia');
    expect(html).toMatch(/body \{[^}]*font-size: 12pt/);
    expect(html).toContain(
      'h1 { font-size: 20pt; } h2 { font-size: 18pt; } h3 { font-size: 16pt; } h4 { font-size: 14pt; } h5, h6 { font-size: 12pt; }',
    );
    expect(html).toContain('<title>Trial Analysis Report</title>');
    expect(html).toContain('<p class="report-title">Trial Analysis Report</p>');
    expect(html).toContain(`<p class="report-date">${new Date(2026, 10, 21).toLocaleDateString()}</p>`);
    expect(html).toContain('<h2>Likely outcome</h2>');
    // The report's own first-level title gives way to the printed one.
    expect(html).not.toContain('<h1>Mock Trial Analysis</h1>');
    expect(html).toMatch(/\.report-footer \{ position: fixed;[^}]*bottom: 0/);
    expect(html).toContain('<footer class="report-footer">Amicus — AI legal help');
    expect(html).not.toContain('<script');
  });
});

describe('a report’s citations in print and in the text file', () => {
  const citations = {
    sources: [
      {
        n: 1,
        sectionId: 42,
        citation: 'D.C. Code § 42-3502.17(a)',
        heading: 'Security deposits.',
        paragraph: '(a)',
        passage: 'Within 45 days after the termination of the tenancy, the owner shall <tender> payment.',
        sourceTitle: 'Code of the District of Columbia',
        jurisdiction: 'US-DC',
        asOf: '2025-06-30',
      },
    ],
    check: {
      markers: 3,
      supported: 2,
      issues: [
        { kind: 'unknown_source' as const, text: '[7]', n: 7, at: null },
        { kind: 'misquote' as const, text: 'pay double', n: 1, at: null },
        { kind: 'unsupported_citation' as const, text: '§ 42-3508.02', n: null, at: null },
      ],
    },
  };
  const REPORT_WITH_CITATIONS =
    '# Mock Trial Analysis\n\nDue in 45 days [1]. It says “pay double” [1], see [7] and `[1]` in code.';

  it('prints [n] as chips, marks the unverified ones, and lists the sources with their passages', () => {
    const html = buildPrintDocument(REPORT_WITH_CITATIONS, { citations });
    expect(html).toContain('Due in 45 days <span class="citation unverified"');
    expect(html).toContain(
      'see <span class="citation unverified" title="This citation could not be checked against the sources">⚠ 7</span>',
    );
    expect(html).toContain('<code>[1]</code>');
    expect(html).toContain('<h2>Sources</h2>');
    expect(html).toContain('<strong>D.C. Code § 42-3502.17(a)</strong> Security deposits.');
    expect(html).toContain('Code of the District of Columbia · Current to Jun 30, 2025');
    expect(html).toContain('the owner shall &lt;tender&gt; payment.');
    expect(html).toContain(
      '<li><strong>§ 42-3508.02</strong>: This citation could not be checked against the sources (it is not one of them).',
    );
    expect(html).toContain(
      '<li>“pay double” [1]: This citation could not be checked against the sources (source 1',
    );
  });

  it('marks only the [n] the check placed a misquote at', () => {
    const at = REPORT_WITH_CITATIONS.indexOf('[1]', REPORT_WITH_CITATIONS.indexOf('pay double'));
    const placed = {
      ...citations,
      check: {
        ...citations.check,
        issues: citations.check.issues.map((issue) => (issue.kind === 'misquote' ? { ...issue, at } : issue)),
      },
    };
    const html = buildPrintDocument(REPORT_WITH_CITATIONS, { citations: placed });
    expect(html).toContain('Due in 45 days <span class="citation">1</span>.');
    expect(html).toMatch(/pay double\S* <span class="citation unverified"/);
  });

  it('prints a verified [n] as a plain chip, and adds nothing for a report without sources', () => {
    const html = buildPrintDocument('Due in 45 days [1].', {
      citations: { sources: citations.sources, check: { markers: 1, supported: 1, issues: [] } },
    });
    expect(html).toContain('Due in 45 days <span class="citation">1</span>.');
    expect(html).not.toContain('class="unverified-citations"');
    const plain = buildPrintDocument('Due in 45 days [1].');
    expect(plain).toContain('Due in 45 days [1].');
    expect(plain).not.toContain('class="report-sources"');
  });

  it('the text file lists the unverified citations and the sources after the report', () => {
    expect(sourcesAsText(citations)).toBe(
      [
        '',
        '! § 42-3508.02: This citation could not be checked against the sources (it is not one of them). Check it before relying on it.',
        '! “pay double” [1]: This citation could not be checked against the sources (source 1 does not contain these words).',
        '',
        'Sources',
        '',
        '[1] D.C. Code § 42-3502.17(a) Security deposits.',
        '    Code of the District of Columbia · Current to Jun 30, 2025',
        '    “Within 45 days after the termination of the tenancy, the owner shall <tender> payment.”',
        '',
      ].join('\n'),
    );
    expect(sourcesAsText({ sources: [], check: null })).toBe('');
  });
});
