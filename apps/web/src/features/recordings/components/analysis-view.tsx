import { CalendarDays, Cpu, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import type {
  AnalysisFact,
  AnalysisFinding,
  RecordingAnalysis,
  TranscriptQuote,
} from '@amicus/contract/recordings/analysis';
import { PriceNote } from '@/components/price-note';
import { CitationChip } from '@/components/citations/citation-chip';
import { CitationContext } from '@/components/citations/citation-context';
import { ReplySources } from '@/components/citations/reply-sources';
import { MarkdownContent } from '@/components/markdown-content';
import { Notice } from '@/components/notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { analysisLabels } from './analysis-labels';
import { PlayFromButton } from './play-from-button';

type Play = (ms: number) => void;

/** The transcript's own words a finding rests on, with their time as a button that plays them. */
function Quote({ quote, onPlayFrom }: { quote: TranscriptQuote; onPlayFrom: Play }) {
  return (
    <figure
      className="mt-1.5 flex flex-wrap items-start gap-x-2 gap-y-1 rounded-md bg-muted/60 py-1 pr-3 pl-1"
      data-testid="analysis-quote"
    >
      <PlayFromButton ms={quote.startMs} onPlayFrom={onPlayFrom} className="h-7" />
      <blockquote className="min-w-0 flex-1 basis-48 py-1 text-sm italic">“{quote.text}”</blockquote>
    </figure>
  );
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.join(' ') ?? '';
const sameWords = (a: string, b: string) => wordsOf(a) === wordsOf(b);

function Cited({ text }: { text: string }) {
  return <MarkdownContent text={text} perBlock={false} citation={CitationChip} className="text-sm" />;
}

function When({ fact }: { fact: AnalysisFact }) {
  if (!fact.when && !fact.isoDate) return null;
  const shown = fact.when ?? formatDate(`${fact.isoDate}T12:00:00`);
  const exact = fact.isoDate && fact.when ? formatDate(`${fact.isoDate}T12:00:00`) : null;
  return (
    <p className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <CalendarDays className="size-3.5" aria-hidden />
      {fact.isoDate ? <time dateTime={fact.isoDate}>{shown}</time> : shown}
      {exact && exact !== shown && <span>({exact})</span>}
    </p>
  );
}

function Findings({
  id,
  title,
  items,
  onPlayFrom,
}: {
  id: string;
  title: string;
  items: (AnalysisFinding | AnalysisFact)[];
  onPlayFrom: Play;
}) {
  return (
    <section aria-labelledby={`analysis-${id}`} className="grid gap-2">
      <h3 id={`analysis-${id}`} className="font-serif text-lg font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{analysisLabels.none}</p>
      ) : (
        <ul className="grid gap-2.5">
          {items.map((item, index) => (
            <li key={index} className="rounded-lg border bg-card p-3" data-testid={`analysis-${id}-item`}>
              {'when' in item && <When fact={item} />}
              {/* A finding that is the transcript's sentence itself (as the offline writer's facts are) is
                  shown once, as the quotation. */}
              {!(item.quote && sameWords(item.text, item.quote.text)) && <Cited text={item.text} />}
              {item.quote && <Quote quote={item.quote} onPlayFrom={onPlayFrom} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A recording's analysis: summary, facts with their dates, legal issues and next steps. `[n]` are the library's
 * sources, shown as the chat shows them, with the citations the check could not verify; each quotation of the
 * transcript plays from its time. What it rests on is said plainly: written offline, no law found, out of date.
 */
export function AnalysisView({
  analysis,
  areaName,
  analysing,
  onAnalyseAgain,
  onPlayFrom,
}: {
  analysis: RecordingAnalysis;
  areaName: string | null;
  analysing: boolean;
  onAnalyseAgain: () => void;
  onPlayFrom: Play;
}) {
  const citations = useMemo(
    () => ({ sources: analysis.sources, check: analysis.citationCheck }),
    [analysis.sources, analysis.citationCheck],
  );
  const place = [analysis.state, analysis.country].filter(Boolean).join(', ');
  const offline = analysis.writtenBy === 'offline';

  return (
    <div className="grid gap-5" data-testid="recording-analysis">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>
          For {place}
          {areaName ? ` · ${areaName}` : ''}
        </span>
        <time dateTime={analysis.createdAt}>{formatDateTime(analysis.createdAt)}</time>
        {offline ? (
          <Badge variant="outline" data-testid="analysis-offline">
            <Cpu aria-hidden />
            Offline analysis
          </Badge>
        ) : (
          <span>Written by {analysis.writtenBy}</span>
        )}
      </p>

      {analysis.stale && (
        <Notice tone="warning">
          <p data-testid="analysis-stale">{analysisLabels.stale}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="sm"
              variant="outline"
              onClick={onAnalyseAgain}
              disabled={analysing}
              aria-describedby="reanalyse-price"
            >
              <RotateCw />
              {analysisLabels.analyseAgain}
            </Button>
            <PriceNote kind="recordingAnalysis" id="reanalyse-price" />
          </div>
        </Notice>
      )}
      {offline && (
        <Notice tone="info">
          <p>{analysisLabels.offline}</p>
        </Notice>
      )}
      {!analysis.lawFound && (
        <Notice tone="warning">
          <p data-testid="analysis-no-law">{analysisLabels.noLaw(place)}</p>
        </Notice>
      )}

      <CitationContext.Provider value={citations}>
        <section aria-labelledby="analysis-summary-heading" className="grid gap-2">
          <h3 id="analysis-summary-heading" className="font-serif text-lg font-semibold">
            {analysisLabels.summary}
          </h3>
          <div data-testid="analysis-summary">
            <Cited text={analysis.summary} />
          </div>
        </section>
        <Findings id="facts" title={analysisLabels.facts} items={analysis.facts} onPlayFrom={onPlayFrom} />
        <Findings id="issues" title={analysisLabels.issues} items={analysis.issues} onPlayFrom={onPlayFrom} />
        <Findings
          id="next-steps"
          title={analysisLabels.nextSteps}
          items={analysis.nextSteps}
          onPlayFrom={onPlayFrom}
        />
        <ReplySources sources={analysis.sources} check={analysis.citationCheck} />
      </CitationContext.Provider>

      {analysis.droppedQuotes > 0 && (
        <p className="text-xs text-muted-foreground">
          {analysisLabels.droppedQuotes(analysis.droppedQuotes)}
        </p>
      )}
    </div>
  );
}
