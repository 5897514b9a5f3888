import { CalendarDays, Cpu } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type {
  DocumentQuote,
  ReviewFinding,
  ReviewObligation,
  ReviewResult,
} from '@amicus/contract/documents/review';
import { reviewMessages } from '@amicus/contract/documents/review-messages';
import { CitationChip } from '@/components/citations/citation-chip';
import { CitationContext } from '@/components/citations/citation-context';
import { ReplySources } from '@/components/citations/reply-sources';
import { MarkdownContent } from '@/components/markdown-content';
import { Notice } from '@/components/notice';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/format';
import { reviewLabels as l } from './review-labels';

/** The document's own words a finding rests on, with the page they stand on (formats without pages have none). */
function Quote({ quote }: { quote: DocumentQuote }) {
  return (
    <figure
      className="mt-2 grid gap-1 border-l-2 border-primary/40 pl-3 first:mt-0"
      data-testid="review-quote"
    >
      <blockquote className="text-sm italic">“{quote.text}”</blockquote>
      {quote.page !== null && (
        <figcaption className="text-xs font-medium text-muted-foreground" data-testid="review-quote-page">
          p. {quote.page}
        </figcaption>
      )}
    </figure>
  );
}

function Cited({ text }: { text: string }) {
  return <MarkdownContent text={text} perBlock={false} citation={CitationChip} className="text-sm" />;
}

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`review-${id}`} className="grid gap-2" data-testid={`review-${id}`}>
      <h2 id={`review-${id}`} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-sm text-muted-foreground">{l.none}</p> : children}
    </section>
  );
}

/** One finding as a card: what is above the text (a name, a date), the text, and the quote it rests on. */
function Item({
  finding,
  children,
  after,
  shown = [],
}: {
  finding: ReviewFinding;
  children?: ReactNode;
  after?: ReactNode;
  /** Words the item already shows above its text (a party's name, a clause's heading). */
  shown?: string[];
}) {
  return (
    <li className="rounded-lg border bg-card p-3" data-testid="review-item">
      {children}
      {saysMore(finding, shown) && <Cited text={finding.text} />}
      {after}
      {finding.quote && <Quote quote={finding.quote} />}
    </li>
  );
}

const same = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** A finding's text is left out when it only repeats its quote or what the item shows above it (offline reviews). */
export function saysMore(finding: ReviewFinding, shown: string[]): boolean {
  if (!finding.text.trim()) return false;
  const repeats = [...shown, ...(finding.quote ? [finding.quote.text] : [])];
  return !repeats.some((text) => same(text, finding.text));
}

const Items = ({ children }: { children: ReactNode }) => <ul className="grid gap-2.5">{children}</ul>;

/** Obligations grouped by the side that bears them, in the order the document first names each side. */
export function groupObligations(obligations: ReviewObligation[]): [string, ReviewObligation[]][] {
  const groups = new Map<string, ReviewObligation[]>();
  for (const obligation of obligations) {
    const side = obligation.party?.trim() || l.noParty;
    groups.set(side, [...(groups.get(side) ?? []), obligation]);
  }
  return [...groups];
}

const dayOf = (iso: string) => formatDate(`${iso}T12:00:00`);

/**
 * A document's review: what it is, its parties, dates and deadlines, amounts, each side's obligations, clause
 * headings, the clauses worth a second look (the law cited as the chat cites it) and questions to ask. Every
 * finding shows the quote it rests on with its page. What it rests on is said plainly: written offline, no law
 * found, only the start read, quotations left out.
 */
export function ReviewView({ result, place }: { result: ReviewResult; place: string }) {
  const citations = useMemo(
    () => ({ sources: result.sources, check: result.citationCheck }),
    [result.sources, result.citationCheck],
  );
  const offline = result.writer === 'offline';
  const sides = groupObligations(result.obligations);

  return (
    <div className="grid gap-6" data-testid="review-result">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>
          Reviewed <time dateTime={result.createdAt}>{formatDateTime(result.createdAt)}</time>
        </span>
        {offline ? (
          <Badge variant="outline" data-testid="review-offline">
            <Cpu aria-hidden />
            Offline review
          </Badge>
        ) : (
          <span>Written by {result.writtenBy}</span>
        )}
      </p>

      {offline ? (
        <Notice tone="info">
          <p data-testid="review-offline-notice">
            <strong>{l.offlineLead}</strong> {reviewMessages.writtenOffline}
          </p>
        </Notice>
      ) : (
        <Notice tone="info">
          <p>{reviewMessages.writtenByModel(result.writtenBy)}</p>
        </Notice>
      )}
      {!result.lawFound && (
        <Notice tone="warning">
          <p data-testid="review-no-law">{reviewMessages.noLawFound(place)}</p>
        </Notice>
      )}
      {result.truncated && (
        <Notice tone="warning">
          <p data-testid="review-truncated">{reviewMessages.truncated}</p>
        </Notice>
      )}

      <CitationContext.Provider value={citations}>
        <Section id="document" title={l.sections.document} empty={false}>
          <div className="grid gap-1">
            <p>
              <Badge variant="secondary">{l.kinds[result.document.kind]}</Badge>
            </p>
            <Cited text={result.document.description} />
          </div>
        </Section>

        <Section id="parties" title={l.sections.parties} empty={result.parties.length === 0}>
          <Items>
            {result.parties.map((party, index) => (
              <Item
                key={index}
                finding={party}
                shown={[party.name, party.role ? `${party.name} (${party.role})` : party.name]}
              >
                <p className="font-medium">
                  {party.name}
                  {party.role && <span className="font-normal text-muted-foreground"> · {party.role}</span>}
                </p>
              </Item>
            ))}
          </Items>
        </Section>

        <Section id="dates" title={l.sections.dates} empty={result.dates.length === 0}>
          <Items>
            {result.dates.map((date, index) => (
              <Item key={index} finding={date}>
                <p className="mb-1 flex flex-wrap items-center gap-1.5 text-sm font-medium">
                  <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
                  {date.isoDate ? <time dateTime={date.isoDate}>{date.date}</time> : date.date}
                  {date.isoDate && !/\b\d{4}\b/.test(date.date) && (
                    <span className="font-normal text-muted-foreground">({dayOf(date.isoDate)})</span>
                  )}
                  {date.deadline && <Badge variant="warning">{l.deadline}</Badge>}
                </p>
              </Item>
            ))}
          </Items>
        </Section>

        <Section id="amounts" title={l.sections.amounts} empty={result.amounts.length === 0}>
          <Items>
            {result.amounts.map((amount, index) => (
              <Item key={index} finding={amount}>
                <p className="font-medium tabular-nums">{amount.amount}</p>
              </Item>
            ))}
          </Items>
        </Section>

        <Section id="obligations" title={l.sections.obligations} empty={sides.length === 0}>
          <div className="grid gap-4">
            {sides.map(([side, obligations]) => (
              <div key={side} className="grid gap-2">
                <h3 className="font-semibold">{side}</h3>
                <Items>
                  {obligations.map((obligation, index) => (
                    <Item key={index} finding={obligation} />
                  ))}
                </Items>
              </div>
            ))}
          </div>
        </Section>

        <Section id="flags" title={l.sections.flags} empty={result.flags.length === 0}>
          <Items>
            {result.flags.map((flag, index) => (
              <Item
                key={index}
                finding={flag}
                after={
                  flag.why && (
                    <div
                      className="mt-1.5 rounded-md bg-muted/60 px-2.5 py-1.5"
                      data-testid="review-flag-why"
                    >
                      <Cited text={flag.why} />
                    </div>
                  )
                }
              >
                <p className="mb-1">
                  <Badge variant={flag.kind === 'possibly-unenforceable' ? 'destructive' : 'warning'}>
                    {l.flagKinds[flag.kind]}
                  </Badge>
                </p>
              </Item>
            ))}
          </Items>
          <ReplySources sources={result.sources} check={result.citationCheck} />
        </Section>

        <Section id="questions" title={l.sections.questions} empty={result.questions.length === 0}>
          <Items>
            {result.questions.map((question, index) => (
              <Item key={index} finding={question} />
            ))}
          </Items>
        </Section>

        <Section id="clauses" title={l.sections.clauses} empty={result.clauses.length === 0}>
          <Items>
            {result.clauses.map((clause, index) => (
              <Item key={index} finding={clause} shown={[clause.heading]}>
                <p className="font-medium">{clause.heading}</p>
              </Item>
            ))}
          </Items>
        </Section>
      </CitationContext.Provider>

      {(result.droppedQuotes > 0 || result.correctedPages > 0) && (
        <div className="grid gap-1 text-xs text-muted-foreground" data-testid="review-quote-counts">
          {result.droppedQuotes > 0 && <p>{reviewMessages.droppedQuotes(result.droppedQuotes)}</p>}
          {result.correctedPages > 0 && <p>{l.correctedPages(result.correctedPages)}</p>}
        </div>
      )}
    </div>
  );
}
