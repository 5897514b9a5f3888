import { ArrowLeft, ArrowRight, CircleCheck, Info } from 'lucide-react';
import { useId } from 'react';
import { chatMessages } from '@amicus/contract/chats/messages';
import { TOPIC_MAX_LENGTH } from '@amicus/contract/chats/schemas';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useCategoryQuestions } from '../api/get-category-questions';
import type { FlowCategory, TopicOption } from '../hooks/chat-flow';

/** When a category has no questions, or they fail to load, two sample questions stand in. */
function sampleTopics(category: FlowCategory): TopicOption[] {
  return [
    {
      key: 'sample-rights',
      questionId: 'custom',
      title: 'Know my rights',
      text: `What are my rights in my ${category.name.toLowerCase()} situation?`,
    },
    {
      key: 'sample-next-steps',
      questionId: 'custom',
      title: 'Next steps',
      text: 'What should I do next, and which deadlines should I watch?',
    },
  ];
}

/** The option an arrow key moves to from the focused one, wrapping round as a native radio group does. */
function arrowTarget(key: string, count: number, from: number) {
  const step = ({ ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 } as Record<string, number>)[key];
  if (!step || count === 0) return null;
  return (Math.max(from, 0) + step + count) % count;
}

/** Stage 2, 'Select a Topic': a suggested question or a topic in the user's own words. */
export function TopicStep({
  category,
  selectedKey,
  customTopic,
  canContinue,
  onSelect,
  onType,
  onBack,
  onNext,
}: {
  category: FlowCategory;
  selectedKey: string | null;
  customTopic: string;
  canContinue: boolean;
  onSelect: (topic: TopicOption) => void;
  onType: (text: string) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const ownTopicId = useId();
  const { data: questions, isPending, isError } = useCategoryQuestions(category.id);
  const usingSamples = isError || (questions !== undefined && questions.length === 0);
  const topics: TopicOption[] = usingSamples
    ? sampleTopics(category)
    : (questions ?? []).map((q) => ({ key: `q-${q.id}`, questionId: q.id, title: q.title, text: q.content }));

  return (
    <section aria-labelledby="topic-heading" className="space-y-6">
      <header className="space-y-1.5">
        <p className="text-sm font-medium text-primary">{category.name}</p>
        <h1
          id="topic-heading"
          tabIndex={-1}
          className="outline-none font-serif text-2xl font-semibold tracking-tight sm:text-3xl"
        >
          {chatMessages.selectTopic}
        </h1>
        <p className="text-muted-foreground">Pick the question closest to yours, or describe it yourself.</p>
      </header>

      {usingSamples && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          {isError ? chatMessages.questionsError : chatMessages.questionsServerFailed}
        </p>
      )}

      {isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : (
        <div
          role="radiogroup"
          aria-label="Suggested questions"
          className="grid gap-3"
          onKeyDown={(event) => {
            const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
            const next = arrowTarget(event.key, radios.length, radios.indexOf(event.target as HTMLElement));
            if (next === null) return;
            event.preventDefault();
            onSelect(topics[next]!);
            radios[next]!.focus();
          }}
        >
          {topics.map((topic, index) => {
            const selected = topic.key === selectedKey;
            // One Tab stop for the group, as native radios have: the chosen one, else the first.
            const tabStop = selected || (index === 0 && !topics.some((t) => t.key === selectedKey));
            return (
              <button
                key={topic.key}
                type="button"
                role="radio"
                aria-checked={selected}
                tabIndex={tabStop ? 0 : -1}
                onClick={() => onSelect(topic)}
                className={cn(
                  'flex w-full cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-xs transition hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring',
                  selected && 'border-primary bg-primary/5 ring-2 ring-primary/20',
                )}
              >
                <span
                  className={cn(
                    'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                    selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                  )}
                  aria-hidden
                >
                  {selected && <CircleCheck className="size-5" />}
                </span>
                <span className="grid gap-0.5">
                  <span className="font-medium">{topic.title}</span>
                  <span className="text-sm text-muted-foreground">{topic.text}</span>
                </span>
              </button>
            );
          })}
        </div>
      )}

      <div className="grid gap-2">
        <label htmlFor={ownTopicId} className="text-sm font-medium">
          {chatMessages.ownTopic}
        </label>
        <Textarea
          id={ownTopicId}
          value={customTopic}
          onChange={(e) => onType(e.target.value)}
          placeholder="For example: my employer has not paid my last two weeks of wages"
          maxLength={TOPIC_MAX_LENGTH}
          className="min-h-20"
        />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft /> Back
        </Button>
        <Button onClick={onNext} disabled={!canContinue}>
          {chatMessages.nextQuestionnaire} <ArrowRight />
        </Button>
      </div>
    </section>
  );
}
