import { ExternalLink, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { sectionHref } from '@/components/citations/citation-context';
import { Button } from '@/components/ui/button';
import { useWideScreen } from '../hooks/use-wide-screen';

export type OpenedSource = { source: CitedSource; opener: HTMLElement | null };

/**
 * A cited source read without leaving the chat: the library's section, its cited paragraph marked, in a panel
 * beside the transcript on a wide screen (the chat stays usable, so the panel is not modal) and as a full-height
 * sheet on a phone (modal: it covers the chat). Escape and the close button close it; focus goes back to what
 * opened it (the chip or the Open button), or to the transcript when that has scrolled away.
 */
export function SourcePanel({
  opened,
  onClose,
  children,
}: {
  opened: OpenedSource | null;
  onClose: () => void;
  /** The section's reader, from the library (the app layer composes it). */
  children: ReactNode;
}) {
  const wide = useWideScreen();
  const title = useRef<HTMLHeadingElement>(null);
  const source = opened?.source ?? null;

  // Each source opened (a second one replaces the first) takes the focus to the panel's title; so does the
  // panel becoming a sheet or a side panel again (the window resized), which builds it anew.
  useEffect(() => {
    if (source) title.current?.focus();
  }, [source, wide]);

  return (
    <Dialog.Root open={opened !== null} onOpenChange={(open) => !open && onClose()} modal={!wide}>
      {opened && source && (
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="source-panel"
          className="fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none lg:static lg:z-auto lg:w-[26rem] lg:shrink-0 lg:border-l xl:w-[30rem]"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Closed by Escape while writing in the chat: the focus stays where the user is.
            if (document.activeElement && document.activeElement !== document.body) return;
            const back = opened.opener?.isConnected
              ? opened.opener
              : document.querySelector<HTMLElement>('[data-testid="message-list"]');
            back?.focus();
          }}
          // Beside the chat, reading or writing in it leaves the panel open, and Escape in a text box there
          // belongs to that box (an edit's Cancel).
          onInteractOutside={(event) => {
            if (wide) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            const target = event.target;
            if (
              wide &&
              target instanceof HTMLElement &&
              !target.closest('[data-testid="source-panel"]') &&
              target.closest('textarea, input')
            )
              event.preventDefault();
          }}
        >
          <div className="flex items-start gap-2 border-b px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                Source {source.n}
              </p>
              <Dialog.Title
                ref={title}
                tabIndex={-1}
                className="font-serif text-base font-semibold leading-snug outline-none"
              >
                {source.citation}
              </Dialog.Title>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="-mr-2 shrink-0" aria-label="Close source">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
            data-testid="source-panel-body"
          >
            {children}
          </div>
          <div className="border-t px-4 py-3">
            <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
              <Link to={sectionHref(source)}>
                <ExternalLink aria-hidden /> Read the full section
              </Link>
            </Button>
          </div>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
