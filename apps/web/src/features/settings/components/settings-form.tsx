import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { chatMessages } from '@amicus/contract/chats/messages';
import {
  updateSettingsBodySchema,
  type LlmSettings,
  type ModelOption,
  type UpdateSettingsBody,
} from '@amicus/contract/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';

/**
 * What the key field holds. It is a password field, so the saved key's mask shows as dots only: the hint names
 * the characters the mask keeps (none for a short key).
 */
function keyHint(mask: string): string {
  if (!mask) return 'Your key for the chosen provider. The offline model needs none.';
  const start = mask.replace(/•+$/, '');
  return start
    ? `A key starting “${start}” is saved. Leave the field as it is to keep it; the offline model needs none.`
    : 'A key is saved. Leave the field as it is to keep it; the offline model needs none.';
}

/**
 * Model, API key and system prompt. The key field starts with the saved key's mask (its first 4 characters):
 * saving it unchanged keeps the stored key, so the form can be saved without retyping it.
 */
export function SettingsForm({ settings, models }: { settings: LlmSettings; models: ModelOption[] }) {
  const update = useUpdateSettings();
  const known = models.some((m) => m.id === settings.model);
  const form = useForm<UpdateSettingsBody>({
    resolver: zodResolver(updateSettingsBodySchema),
    defaultValues: {
      model: known ? settings.model : '',
      apiKey: settings.apiKey,
      systemPrompt: settings.systemPrompt,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      const label = models.find((m) => m.id === values.model)?.label ?? values.model;
      // The key is never shown whole: its first 4 characters only.
      const key = values.apiKey ? ` · API key: ${values.apiKey.slice(0, 4)}…` : '';
      toast.success(chatMessages.settingsSaved, `Model: ${label}${key}`);
      form.reset(values);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save settings. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormField id="settings-model" label="Model" error={errors.model?.message}>
        <Controller
          control={form.control}
          name="model"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                id="settings-model"
                aria-invalid={errors.model ? true : undefined}
                aria-describedby={errors.model ? 'settings-model-error' : undefined}
                onBlur={field.onBlur}
              >
                <SelectValue placeholder="Select an LLM model" />
              </SelectTrigger>
              <SelectContent>
                {models.map((model) => (
                  <SelectItem key={model.id} value={model.id}>
                    <span className="flex items-center gap-2">
                      {model.label}
                      {!model.available && (
                        <Badge variant="warning" className="font-medium">
                          needs API key
                        </Badge>
                      )}
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>

      <FormField label="API key" error={errors.apiKey?.message} hint={keyHint(settings.apiKey)}>
        <PasswordInput
          autoComplete="off"
          spellCheck={false}
          placeholder="sk-..."
          {...form.register('apiKey')}
        />
      </FormField>

      <FormField
        label="System prompt"
        error={errors.systemPrompt?.message}
        hint="The instructions the assistant follows in every chat."
      >
        <Textarea
          rows={10}
          className="font-mono text-[0.8125rem] leading-relaxed"
          {...form.register('systemPrompt')}
        />
      </FormField>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
