import { memo, useMemo, type ComponentProps, type ComponentType } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import { remarkCitations } from '@/lib/markdown/remark-citations';
import { safeUrl } from '@/lib/markdown/safe-url';
import { splitMarkdownBlocks } from '@/lib/markdown/split-blocks';

/**
 * A link leaves the app when it resolves to another origin: a scheme (`https:`, `mailto:`) or a
 * protocol-relative `//host/path`. Those open in a new tab with `noopener noreferrer`; only a same-origin path
 * stays in the app's tab.
 */
function isExternal(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** Tailwind styles per element: the app has no typography plugin, and assistant text needs calm defaults. */
const components: Components = {
  h1: (p) => heading('h1', 'mb-2 mt-4 text-xl font-semibold tracking-tight first:mt-0', p),
  h2: (p) => heading('h2', 'mb-2 mt-4 text-lg font-semibold tracking-tight first:mt-0', p),
  h3: (p) => heading('h3', 'mb-1.5 mt-3 text-base font-semibold first:mt-0', p),
  h4: (p) => heading('h4', 'mb-1 mt-3 font-semibold first:mt-0', p),
  h5: (p) => heading('h5', 'mb-1 mt-3 font-semibold first:mt-0', p),
  h6: (p) => heading('h6', 'mb-1 mt-3 font-semibold first:mt-0', p),
  p: (p) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...strip(p)} />,
  ul: (p) => <ul className="my-2 list-disc space-y-1 pl-6 first:mt-0 last:mb-0" {...strip(p)} />,
  ol: (p) => <ol className="my-2 list-decimal space-y-1 pl-6 first:mt-0 last:mb-0" {...strip(p)} />,
  li: (p) => <li className="leading-relaxed [&>ol]:my-1 [&>p]:my-1 [&>ul]:my-1" {...strip(p)} />,
  blockquote: (p) => (
    <blockquote
      className="my-2 border-l-4 border-primary/30 pl-4 italic text-muted-foreground first:mt-0 last:mb-0"
      {...strip(p)}
    />
  ),
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        {children}
      </a>
    ) : (
      // An emptied (unsafe) link keeps its text, not its target.
      <span className="underline decoration-dotted">{children}</span>
    ),
  pre: (p) => (
    <pre
      className="my-2 overflow-x-auto rounded-md bg-muted p-3 font-mono text-[0.8125rem] leading-relaxed first:mt-0 last:mb-0 [&>code]:bg-transparent [&>code]:p-0"
      {...strip(p)}
    />
  ),
  code: (p) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" {...strip(p)} />,
  del: (p) => <del className="text-muted-foreground" {...strip(p)} />,
  hr: () => <hr className="my-4 border-border" />,
  table: (p) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...strip(p)} />
    </div>
  ),
  th: (p) => <th className="border border-border bg-muted px-2 py-1 text-left font-semibold" {...strip(p)} />,
  td: (p) => <td className="border border-border px-2 py-1 align-top" {...strip(p)} />,
};

/** react-markdown passes its hast `node`; it must not reach the DOM. */
/**
 * A heading with no text is left out: a reply streaming in can stop for a moment right after its `## `, and an
 * empty heading is noise to a screen reader (axe: empty-heading).
 */
function heading(
  Tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6',
  className: string,
  props: ComponentProps<'h1'> & { node?: unknown },
) {
  const { children } = props;
  if (children === undefined || children === null || (typeof children === 'string' && !children.trim()))
    return null;
  return <Tag className={className} {...strip(props)} />;
}

function strip<T extends { node?: unknown }>(props: T): Omit<T, 'node'> {
  const { node: _node, ...rest } = props;
  return rest;
}

const plugins = [remarkGfm];
/** The plugins of a block starting at `offset` in its text, so each citation knows where its marker stands. */
const pluginsWithCitations = (offset: number): NonNullable<Options['remarkPlugins']> => [
  remarkGfm,
  [remarkCitations, { offset }],
];

/**
 * How a text's `[n]` citations are shown (a chip); without one they stay plain text. `at`: where the marker stands
 * in the whole text (the citation check names a problem by its place).
 */
export type CitationComponent = ComponentType<{ n: number; at?: number }>;

const withCitation = new WeakMap<CitationComponent, Components>();
/** The element styles plus `cite` (what remarkCitations makes of `[n]`) rendered by the given component. */
function componentsWith(Citation: CitationComponent): Components {
  let built = withCitation.get(Citation);
  if (!built) {
    built = {
      ...components,
      cite: (p) => {
        const data = p as { 'data-n'?: unknown; 'data-at'?: unknown };
        const n = Number(data['data-n']);
        const at = Number(data['data-at']);
        if (!Number.isInteger(n)) return <cite {...strip(p)} />;
        return Number.isInteger(at) ? <Citation n={n} at={at} /> : <Citation n={n} />;
      },
    };
    withCitation.set(Citation, built);
  }
  return built;
}
// Images are not part of the formatting the spec lists; a model's image link could also track the reader.
const disallowed = ['img'];

/** One top-level block. Memoised on its text: a finished block is parsed and rendered once. */
export const MarkdownBlock = memo(function MarkdownBlock({
  text,
  citation,
  offset = 0,
}: {
  text: string;
  citation?: CitationComponent | undefined;
  /** Where this block starts in the whole text. */
  offset?: number;
}) {
  const withCitations = useMemo(() => pluginsWithCitations(offset), [offset]);
  return (
    <Markdown
      remarkPlugins={citation ? withCitations : plugins}
      components={citation ? componentsWith(citation) : components}
      urlTransform={safeUrl}
      disallowedElements={disallowed}
      unwrapDisallowed
    >
      {text}
    </Markdown>
  );
});

/**
 * Assistant Markdown: headings, bold, italic, strikethrough (GFM), code, quotes, links with safe protocols only,
 * paragraphs, lists and tables. With `perBlock` (text that grows while it is shown) it is rendered block by
 * block, so that appending streamed text re-renders only the last block; text that is complete when it appears
 * is parsed in one pass, which costs less than one parser run per block.
 */
export const MarkdownContent = memo(function MarkdownContent({
  text,
  perBlock = true,
  citation,
  className,
  ...props
}: {
  text: string;
  perBlock?: boolean;
  /** Renders `[n]` citations (a stable component: blocks are memoised on it). */
  citation?: CitationComponent;
} & Omit<ComponentProps<'div'>, 'children'>) {
  const blocks = useMemo(
    () => (perBlock ? withOffsets(text, splitMarkdownBlocks(text)) : [{ text, offset: 0 }]),
    [text, perBlock],
  );
  return (
    <div className={cn('break-words text-sm', className)} {...props}>
      {blocks.map((block, index) => (
        // Blocks only ever change at the end, so the index is a stable identity.
        <MarkdownBlock key={index} text={block.text} offset={block.offset} citation={citation} />
      ))}
    </div>
  );
});

/** Each block with where it starts in the text: blocks are the text's own lines, in order. */
function withOffsets(text: string, blocks: string[]): { text: string; offset: number }[] {
  let from = 0;
  return blocks.map((block) => {
    const found = text.indexOf(block, from);
    const offset = found === -1 ? from : found;
    from = offset + block.length;
    return { text: block, offset };
  });
}
