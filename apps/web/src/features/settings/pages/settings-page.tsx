import { Bot, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { chatMessages } from '@amicus/contract/chats/messages';
import { useSettings } from '../api/get-settings';
import { SettingsForm } from '../components/settings-form';

/** /chat/settings: the LLM configuration (spec, 'LLM configuration'). */
export function SettingsPage() {
  const { data, isPending, error } = useSettings();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 space-y-1.5">
        <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">LLM configuration</h1>
        <p className="text-muted-foreground">
          Choose the AI model that answers your legal questions, use your own API key, and set how it should
          respond.
        </p>
      </header>
      <Card>
        <CardHeader className="flex-row items-start gap-3 space-y-0">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Bot className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <CardTitle asChild>
              <h2>Model and instructions</h2>
            </CardTitle>
            <CardDescription>Changes apply to your next message.</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {isPending && (
            <div className="flex justify-center py-16">
              <Spinner className="size-7" label="Loading settings" />
            </div>
          )}
          {error && <FormAlert message={error.message || 'Failed to load settings. Please try again.'} />}
          {data && <SettingsForm settings={data.settings} models={data.models} />}
        </CardContent>
        <div className="flex items-center gap-2 border-t px-6 py-4 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden />
          <p>{chatMessages.settingsFooter}</p>
        </div>
      </Card>
    </div>
  );
}
