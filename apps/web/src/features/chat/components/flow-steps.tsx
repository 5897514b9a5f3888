import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ChatStage } from '../hooks/chat-flow';

const steps: { stage: ChatStage; label: string }[] = [
  { stage: 'category_selection', label: 'Legal area' },
  { stage: 'question_selection', label: 'Topic' },
  { stage: 'legal_questionnaire', label: 'Your situation' },
];

/** Where the user is in the three stages before the chat. */
export function FlowSteps({ stage }: { stage: ChatStage }) {
  const current = steps.findIndex((s) => s.stage === stage);
  return (
    <ol className="flex items-center gap-2 text-xs sm:gap-3 sm:text-sm" aria-label="Progress">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step.stage}
            className="flex items-center gap-2 sm:gap-3"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary text-primary ring-4 ring-primary/10',
                !done && !active && 'text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden /> : index + 1}
            </span>
            <span
              className={cn(
                'font-medium',
                active ? 'text-foreground' : 'text-muted-foreground',
                !active && 'hidden sm:inline',
              )}
            >
              {step.label}
            </span>
            {index < steps.length - 1 && <span className="h-px w-4 bg-border sm:w-8" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
