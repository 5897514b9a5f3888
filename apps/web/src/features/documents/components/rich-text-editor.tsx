import { useState } from 'react';
import { richTextDocSchema, type RichTextDoc } from '@amicus/contract/documents/rich-text';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FormAlert } from '@/components/form-alert';
import { cn } from '@/lib/cn';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';

export type RichTextEditorProps = {
  value: RichTextDoc;
  /** Called with each change that passes richTextDocSchema (what the server stores and exports). */
  onChange: (doc: RichTextDoc) => void;
  /** The editing area's accessible name. */
  label: string;
  readOnly?: boolean;
  className?: string;
};

/**
 * Only the nodes and marks of the contract's rich-text body: headings 1–3, paragraphs, bullet and numbered
 * lists, line breaks, bold, italic and web or e-mail links. Whatever else is pasted (images, tables, code,
 * quotes) has no node to become and arrives as its text.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];

const contentClasses = [
  'min-h-64 px-4 py-3 font-serif text-base leading-relaxed text-foreground focus-visible:outline-none',
  '[&_h1]:mb-2 [&_h1]:mt-4 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1:first-child]:mt-0',
  '[&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2:first-child]:mt-0',
  '[&_h3]:mb-1.5 [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:italic',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li>p]:my-0.5 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
].join(' ');

/** The editor of a document's body, with its toolbar and link dialog. Load it through LazyRichTextEditor. */
export function RichTextEditor({ value, onChange, label, readOnly = false, className }: RichTextEditorProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [currentHref, setCurrentHref] = useState<string | undefined>();

  const openLinkDialog = (editor: Editor) => {
    const href = editor.getAttributes('link').href as string | undefined;
    setCurrentHref(href);
    setLinkOpen(true);
  };

  const editor = useEditor({
    extensions,
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: contentClasses,
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k' && editor) {
          event.preventDefault();
          openLinkDialog(editor);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const parsed = richTextDocSchema.safeParse(changed.getJSON());
      if (parsed.success) {
        setProblem(null);
        onChange(parsed.data);
      } else {
        setProblem(parsed.error.issues[0]?.message ?? 'This document cannot be saved as it is.');
      }
    },
  });

  const applyLink = (href: string) => {
    if (!editor) return;
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({
          type: 'text',
          text: href.replace(/^mailto:/, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    else chain.setLink({ href }).run();
  };

  const removeLink = () => {
    setLinkOpen(false);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:outline-2 focus-within:outline-ring">
        {editor && !readOnly && <RichTextToolbar editor={editor} onLink={() => openLinkDialog(editor)} />}
        <EditorContent editor={editor} />
      </div>
      <FormAlert message={problem ?? undefined} />
      <LinkDialog
        open={linkOpen}
        current={currentHref}
        onOpenChange={(open) => {
          setLinkOpen(open);
          if (!open) editor?.commands.focus();
        }}
        onApply={applyLink}
        onRemove={removeLink}
      />
    </div>
  );
}
