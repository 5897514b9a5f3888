import { ArrowUp, Scale, ShieldCheck } from 'lucide-react';

const steps = [
  'Ask for an itemised list of the deductions',
  'Send a formal letter asking for the rest back',
  'Contact the deposit protection scheme',
];

/**
 * A still picture of a conversation with the assistant, drawn with the app's own styles so it follows the
 * theme. Announced as one image: its words are an example, not content to read line by line.
 */
export function HeroPreview() {
  return (
    <div
      role="img"
      aria-label="Example conversation: a tenant asks about a withheld deposit and the assistant lists next steps."
      className="relative mx-auto w-full max-w-lg lg:max-w-none"
    >
      <div
        aria-hidden
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/15 via-transparent to-gold/20 blur-2xl"
      />
      <div
        aria-hidden
        data-testid="hero-preview-window"
        className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-primary/10"
      >
        <div className="flex items-center justify-between border-b bg-muted/50 px-5 py-3.5">
          <div className="flex items-center gap-3">
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-gold">
              <Scale className="size-4" />
            </span>
            <div className="leading-tight">
              <p className="text-sm font-semibold">Legal Assistant</p>
              <p className="text-xs text-muted-foreground">Housing &amp; tenancy</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-2.5 py-1 text-xs font-medium text-success">
            <span className="size-1.5 rounded-full bg-success" />
            Online
          </span>
        </div>

        <div className="space-y-4 px-5 py-6 text-sm leading-relaxed">
          <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-3 text-primary-foreground">
            My landlord is keeping my whole deposit for &ldquo;general wear&rdquo;. Is he allowed to do that?
          </div>
          <div className="max-w-[92%] rounded-2xl rounded-bl-md border bg-background px-4 py-3">
            <p>
              In most places, <strong className="font-semibold">normal wear and tear</strong> cannot be
              deducted from a deposit. Here is what you can do next:
            </p>
            <ol className="mt-3 space-y-2">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-2.5">
                  <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-gold/25 text-[0.7rem] font-semibold text-gold-foreground dark:text-gold">
                    {index + 1}
                  </span>
                  <span className="text-muted-foreground">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-3 flex items-center gap-1 text-muted-foreground">
              Would you like me to draft the letter
              <span className="inline-block h-4 w-1.5 animate-pulse rounded-sm bg-primary/70 motion-reduce:animate-none" />
            </p>
          </div>
        </div>

        <div className="border-t px-5 py-4">
          <div
            data-testid="hero-preview-input"
            className="flex items-center justify-between rounded-xl border bg-background px-4 py-2.5 text-sm text-muted-foreground"
          >
            Ask a follow-up question…
            <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <ArrowUp className="size-4" />
            </span>
          </div>
        </div>
      </div>

      {/* Hangs just below the window's edge: higher up, it would cover the example's input box. */}
      <div
        aria-hidden
        data-testid="hero-confidential-badge"
        className="absolute -left-4 top-full -mt-3 hidden items-center gap-2.5 rounded-xl border bg-card px-4 py-3 shadow-lg sm:flex"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-gold/20 text-gold-foreground dark:text-gold">
          <ShieldCheck className="size-4" />
        </span>
        <div className="leading-tight">
          <p className="text-sm font-semibold">Confidential by design</p>
          <p className="text-xs text-muted-foreground">Your situation stays between us</p>
        </div>
      </div>
    </div>
  );
}
