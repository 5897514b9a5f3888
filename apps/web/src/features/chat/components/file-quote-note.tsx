import { TriangleAlert } from 'lucide-react';
import { chatAttachmentMessages, type FileQuoteIssue } from '@amicus/contract/chats/attachments';

/**
 * Under a reply: each quotation it attributes to an attached file that the file does not hold (on the page
 * named), so the user checks it against the document rather than trusting it.
 */
export function FileQuoteNote({ issues }: { issues: readonly FileQuoteIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Quotations not found in your files"
      className="mt-3 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-xs"
    >
      <ul className="space-y-1">
        {issues.map((issue, i) => (
          <li key={i} className="flex gap-1.5">
            <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span>
              {chatAttachmentMessages.quoteNotFound(issue.fileName)} <q className="italic">{issue.text}</q>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
