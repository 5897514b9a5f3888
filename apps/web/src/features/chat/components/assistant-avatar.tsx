import { Scale } from 'lucide-react';

/** The assistant's mark beside its replies. */
export function AssistantAvatar() {
  return (
    <div
      aria-hidden
      className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary ring-1 ring-primary/15"
    >
      <Scale className="size-4" />
    </div>
  );
}
