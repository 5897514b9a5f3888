import { FileSearch, FileText, RotateCw } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateDocument, useDocuments, useSuggestedTemplate, useTemplates } from '../api/documents-api';
import { documentLabels as l } from '../components/document-labels';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6 text-center text-sm text-destructive"
    >
      {l.loadFailed}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw /> Retry
      </Button>
    </div>
  );
}

const Loading = ({ text }: { text: string }) => (
  <div className="flex items-center gap-3 py-10 text-muted-foreground" role="status">
    <Spinner /> {text}
  </div>
);

/**
 * /documents: the user's documents, and the catalogue of templates to start one from. `?chat=<id>` (from "Draft
 * a letter" in a chat) starts the chosen one pre-filled from that chat.
 */
export function DocumentsPage() {
  const [params] = useSearchParams();
  const chatId = Number(params.get('chat')) || undefined;
  const navigate = useNavigate();
  const documents = useDocuments();
  const templates = useTemplates();
  const suggested = useSuggestedTemplate(chatId);
  const create = useCreateDocument();
  // The one that fits the chat first, the rest in the catalogue's (alphabetical) order.
  const suggestedSlug = chatId ? (suggested.data ?? null) : null;
  const ordered = templates.data
    ? [
        ...templates.data.templates.filter((t) => t.slug === suggestedSlug),
        ...templates.data.templates.filter((t) => t.slug !== suggestedSlug),
      ]
    : [];
  // Waiting for the suggestion keeps the list from reordering under the user's pointer.
  const listReady = templates.data && (!chatId || !suggested.isPending);

  const start = (templateSlug: string) =>
    create.mutate(
      { templateSlug, chatId },
      {
        onSuccess: (document) => void navigate(`/documents/${document.id}`),
        onError: (error) => toast.error(errorMessage(error, l.createFailed)),
      },
    );

  const catalogue = (
    <section aria-labelledby="create-document" className="grid gap-4">
      <div className="space-y-1">
        <h2 id="create-document" className="text-lg font-semibold">
          {chatId ? l.chooseForChat : l.create}
        </h2>
        {templates.data && (
          <p className="text-sm text-muted-foreground">{templates.data.documentsLimitMessage}</p>
        )}
      </div>
      {(templates.isPending || (templates.data && !listReady)) && <Loading text={l.loadingTemplates} />}
      {templates.isError && <LoadFailed onRetry={() => void templates.refetch()} />}
      {listReady && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {ordered.map((template) => (
            <li key={template.slug}>
              <Card
                className={
                  template.slug === suggestedSlug
                    ? 'h-full border-primary/60 ring-1 ring-primary/30'
                    : 'h-full'
                }
              >
                <CardHeader className="gap-1.5">
                  {template.slug === suggestedSlug && (
                    <Badge className="w-fit" data-testid="suggested-template">
                      {l.suggestedForChat}
                    </Badge>
                  )}
                  <CardTitle className="text-base">{template.title}</CardTitle>
                  <CardDescription>{template.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <Button
                    size="sm"
                    onClick={() => start(template.slug)}
                    disabled={create.isPending}
                    aria-label={`Start: ${template.title}`}
                  >
                    Start
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1.5">
        <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">My Documents</h1>
        <p className="text-muted-foreground">{chatId ? l.fromChatIntro : l.intro}</p>
      </header>

      {chatId ? null : (
        <Card>
          <CardHeader className="gap-1.5">
            <CardTitle asChild className="text-base">
              <h2>{l.reviewTitle}</h2>
            </CardTitle>
            <CardDescription>{l.reviewIntro}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild size="sm" variant="outline">
              <Link to="/reviews">
                <FileSearch />
                {l.reviewAction}
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}

      {chatId ? catalogue : null}

      <section aria-labelledby="your-documents" className="grid gap-4">
        <h2 id="your-documents" className="text-lg font-semibold">
          Your documents
        </h2>
        {documents.isPending && <Loading text={l.loadingDocuments} />}
        {documents.isError && <LoadFailed onRetry={() => void documents.refetch()} />}
        {documents.data?.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
            <FileText className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No documents yet</p>
            <p className="text-sm text-muted-foreground">{l.emptyHint}</p>
          </div>
        )}
        {documents.data && documents.data.length > 0 && (
          <ul className="divide-y rounded-xl border">
            {documents.data.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <Button asChild variant="link" className="h-auto p-0 text-left whitespace-normal">
                  <Link to={`/documents/${document.id}`}>{document.title}</Link>
                </Button>
                <Badge variant="secondary">{l.status[document.status]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>

      {chatId ? null : catalogue}
    </div>
  );
}
