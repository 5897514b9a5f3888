import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  adminSettingsMessages,
  updateAdminSettingsBodySchema,
  type AdminSettingsResult,
} from '@amicus/contract/admin/settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUpdateAdminSettings } from '../../api/settings/update-settings';

/** Numbers arrive from inputs as text; the contract's rules then apply. */
const schema = updateAdminSettingsBodySchema.extend({
  signupCredits: z.coerce
    .number({ error: 'Sign-up credits must be a whole number' })
    .pipe(updateAdminSettingsBodySchema.shape.signupCredits),
  creditsPerMessage: z.coerce
    .number({ error: 'Credits per message must be a whole number' })
    .pipe(updateAdminSettingsBodySchema.shape.creditsPerMessage),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const fields = ['defaultModel', 'defaultSystemPrompt', 'signupCredits', 'creditsPerMessage'] as const;

/** The server-wide defaults: the model and prompt users get without their own, and the credit rules. */
export function DefaultsForm({ data }: { data: AdminSettingsResult }) {
  const update = useUpdateAdminSettings();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: data.settings,
  });
  const errors = form.formState.errors;
  const prompt = useWatch({ control: form.control, name: 'defaultSystemPrompt' }) ?? '';
  const usesBuiltIn = prompt.trim() === '' || prompt.trim() === data.defaults.defaultSystemPrompt.trim();
  useEffect(() => form.reset(data.settings), [data.settings, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(adminSettingsMessages.saved);
    } catch (error) {
      if (error instanceof ApiError)
        for (const e of error.errors)
          if ((fields as readonly string[]).includes(e.path))
            form.setError(e.path as (typeof fields)[number], { message: e.message });
      toast.error(errorMessage(error, adminSettingsMessages.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-base" asChild>
            <h2>Assistant</h2>
          </CardTitle>
          <CardDescription>
            Used for every user who has not chosen their own model or written their own prompt.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField
            label="Default model"
            error={errors.defaultModel?.message}
            hint={`Without a choice here: ${data.defaults.defaultModel} (LLM_PROVIDER / LLM_MODEL). Hosted models need the server's API key for their provider.`}
          >
            <Controller
              control={form.control}
              name="defaultModel"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger aria-label="Default model" className="sm:max-w-md">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {data.models.map((model) => (
                      <SelectItem key={model.id} value={model.id} disabled={!model.available}>
                        {model.label}
                        {model.available ? '' : ' — no server key'}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <div className="grid gap-2">
            <FormField
              label="Default system prompt"
              error={errors.defaultSystemPrompt?.message}
              hint={
                usesBuiltIn
                  ? 'This is the built-in prompt. Edit it to write your own; empty it to come back to the built-in one.'
                  : 'Your own prompt. Empty it, or restore the built-in one, to follow the built-in prompt again.'
              }
            >
              <Textarea
                rows={10}
                className="font-mono text-xs leading-relaxed"
                {...form.register('defaultSystemPrompt')}
              />
            </FormField>
            {!usesBuiltIn && (
              <Button
                type="button"
                variant="link"
                className="h-auto justify-self-start p-0 text-xs"
                onClick={() =>
                  form.setValue('defaultSystemPrompt', data.defaults.defaultSystemPrompt, {
                    shouldDirty: true,
                  })
                }
              >
                Restore the built-in prompt
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle className="text-base" asChild>
            <h2>Credits</h2>
          </CardTitle>
          <CardDescription>
            Changes apply to sign-ups and messages from now on; balances are not touched.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Sign-up credits"
            error={errors.signupCredits?.message}
            hint={`Given to every new account. Environment default: ${data.defaults.signupCredits}.`}
          >
            <Input type="number" min={0} step={1} inputMode="numeric" {...form.register('signupCredits')} />
          </FormField>
          <FormField
            label="Credits per message"
            error={errors.creditsPerMessage?.message}
            hint={`What one user message costs. Environment default: ${data.defaults.creditsPerMessage}.`}
          >
            <Input
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...form.register('creditsPerMessage')}
            />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex justify-end lg:col-span-2">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? 'Saving Changes...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
