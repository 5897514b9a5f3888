import type { ChatTranscript, TranscriptMessage, TranscriptSource } from './transcript';

/** Text shown inside a link's brackets: its own brackets and backslashes escaped. */
const linkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');

/** The user's words as typed, quoted: whatever Markdown they hold is shown, not read as the file's structure. */
const quoted = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** "1. [D.C. Code § 42-3502.17(a)](…) — Security deposits. Code of the District of Columbia, current to June 30, 2025." */
export function sourceLine(source: TranscriptSource): string {
  const heading = source.heading.trim().replace(/\.$/, '');
  const origin = `${source.sourceTitle}${source.asOf ? `, current to ${source.asOf}` : ''}.`;
  return `${source.n}. [${linkText(source.citation)}](${source.url})${heading ? ` — ${heading}.` : ''} ${origin}`;
}

function messageMarkdown(message: TranscriptMessage): string {
  const parts = [`## ${message.author} · ${message.at}`];
  parts.push(message.sender === 'user' ? quoted(message.text) : message.text.trim());
  if (message.files.length > 0) parts.push(`_Sent with: ${message.files.join(', ')}_`);
  if (message.note) parts.push(`_${message.note}_`);
  if (message.sources.length > 0)
    parts.push(['**Sources**', '', ...message.sources.map(sourceLine)].join('\n'));
  return parts.filter(Boolean).join('\n\n');
}

/**
 * A chat as a Markdown file: title, what it is about and its dates, then each message in order under its author
 * and time — the user's words quoted, each reply's Markdown as written with its [n] citations — and under each
 * reply the sources it was given, linked to the library.
 */
export function chatMarkdown(transcript: ChatTranscript): string {
  const head = [`# ${transcript.title}`, [transcript.context, transcript.dates].filter(Boolean).join('  \n')];
  return `${[...head, ...transcript.messages.map(messageMarkdown), `---\n\n_${transcript.disclaimer}_`]
    .filter(Boolean)
    .join('\n\n')}\n`;
}
