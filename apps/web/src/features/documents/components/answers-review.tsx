import { format, parseISO } from 'date-fns';
import { PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { printedMoney } from '@amicus/contract/documents/money';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import {
  isShown,
  type AnswerValue,
  type TemplateField,
  type TemplateSummary,
} from '@amicus/contract/documents/templates';
import { FormAlert } from '@/components/form-alert';
import { PriceNote } from '@/components/price-note';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useStartDraft } from '../api/documents-api';
import { documentLabels as l } from './document-labels';

/** An answer as the user gave it, in words: a date spelt out, an amount in dollars, an option's label. */
function shownAnswer(field: TemplateField, value: AnswerValue | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  switch (field.type) {
    case 'date':
      return format(parseISO(value), 'MMMM d, yyyy');
    case 'money':
      return printedMoney(value);
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? value;
    default:
      return value;
  }
}

/** The link back to one question: the interview opens its group, focused on it, and returns here once saved. */
const editLink = (groupId: string, fieldId: string) =>
  `?${new URLSearchParams({ group: groupId, edit: fieldId }).toString()}`;

/**
 * Every question asked, with its answer and a link back to it, before the draft is written (and paid for):
 * "Write the draft" is the only way on.
 */
export function AnswersReview({
  document,
  template,
}: {
  document: AmicusDocument;
  template: TemplateSummary;
}) {
  const start = useStartDraft(document.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const valueOf = (id: string) => document.answers[id]?.value;
  const groups = template.groups.filter((group) => document.visibleGroups.includes(group.id));
  // Coming from the last question, a screen reader hears where it has arrived.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card>
      <CardHeader className="gap-1.5">
        <CardTitle asChild className="text-xl">
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            {l.reviewAnswersTitle}
          </h2>
        </CardTitle>
        <CardDescription>{l.reviewAnswersIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`review-${group.id}`} className="grid gap-2">
            <h3 id={`review-${group.id}`} className="font-semibold">
              {group.title}
            </h3>
            <dl className="divide-y rounded-lg border">
              {group.fields
                .filter((field) => isShown(field.showIf, valueOf))
                .map((field) => {
                  const answer = shownAnswer(field, valueOf(field.id));
                  return (
                    <div
                      key={field.id}
                      data-testid={`review-${field.id}`}
                      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]"
                    >
                      <dt className="text-sm text-muted-foreground">{field.label}</dt>
                      <dd
                        className={`col-start-1 row-start-2 text-sm break-words whitespace-pre-line sm:col-start-2 sm:row-start-1 ${answer === null ? 'text-muted-foreground italic' : 'font-medium'}`}
                      >
                        {answer ?? l.notAnswered}
                      </dd>
                      <dd className="col-start-2 row-span-2 row-start-1 self-start sm:col-start-3 sm:row-span-1">
                        <Button asChild variant="link" size="sm" className="h-auto p-0">
                          <Link to={editLink(group.id, field.id)} replace aria-label={`Edit: ${field.label}`}>
                            Edit
                          </Link>
                        </Button>
                      </dd>
                    </div>
                  );
                })}
            </dl>
          </section>
        ))}
        {document.draftError && <FormAlert message={document.draftError} />}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <PriceNote kind="documentDraft" id="draft-price" />
          <Button
            disabled={start.isPending}
            aria-describedby="draft-price"
            onClick={() =>
              start.mutate(undefined, {
                onError: (error) => toast.error(errorMessage(error, l.draftFailed)),
              })
            }
          >
            <PenLine /> Write the draft
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
