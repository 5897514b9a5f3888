import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
} from 'lucide-react';
import { Toolbar } from 'radix-ui';
import { cn } from '@/lib/cn';

type Tool = { label: string; shortcut?: string; icon: LucideIcon; active: boolean; run: () => void };

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

/**
 * The editor's commands as an ARIA toolbar: one tab stop, arrow keys move between the buttons (Radix's roving
 * focus), and each toggle says whether it is on (aria-pressed).
 */
export function RichTextToolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      editable: e.isEditable,
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    ([1, 2, 3] as const).map((level) => ({
      label: `Heading ${level}`,
      icon: [Heading1, Heading2, Heading3][level - 1]!,
      active: state[`h${level}`],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    [
      {
        label: 'Bulleted list',
        icon: List,
        active: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: 'Numbered list',
        icon: ListOrdered,
        active: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
    ],
    [
      {
        label: 'Bold',
        shortcut: `${mod}B`,
        icon: Bold,
        active: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        label: 'Italic',
        shortcut: `${mod}I`,
        icon: Italic,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      { label: 'Link', shortcut: `${mod}K`, icon: Link, active: state.link, run: onLink },
    ],
  ];

  return (
    <Toolbar.Root
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-border bg-muted/40 p-1"
    >
      {groups.map((tools, index) => (
        <div key={index} className="flex items-center gap-1">
          {index > 0 && <Toolbar.Separator className="mx-1 h-6 w-px bg-border" />}
          {tools.map(({ label, shortcut, icon: Icon, active, run }) => (
            <Toolbar.Button
              key={label}
              aria-label={label}
              aria-pressed={active}
              aria-keyshortcuts={shortcut?.replace('⌘', 'Meta+')}
              title={shortcut ? `${label} (${shortcut})` : label}
              disabled={!state.editable}
              onClick={run}
              className={cn(
                'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
                active &&
                  'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden />
            </Toolbar.Button>
          ))}
        </div>
      ))}
    </Toolbar.Root>
  );
}
