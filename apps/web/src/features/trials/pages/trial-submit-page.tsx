import { zodResolver } from '@hookform/resolvers/zod';
import { Gavel, History, Scale } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { createTrialBodySchema, type CreateTrialBody } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { PlaceSelectFields } from '@/components/place-select-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { DEFAULT_COUNTRY } from '@/lib/places';
import { useSubmitTrial } from '../api/submit-trial';
import { FilePicker } from '../components/file-picker';
import { roleOptions } from '../components/trial-labels';

type FormInput = z.input<typeof createTrialBodySchema>;

const steps = [
  'Describe your case and where it is heard.',
  'Upload both sides’ documents for the analysis.',
  'Read the report, then download it as text or PDF.',
];

/** /user/trial: the mock trial submission form. */
export function TrialSubmitPage() {
  const navigate = useNavigate();
  const submit = useSubmitTrial();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<FormInput, unknown, CreateTrialBody>({
    resolver: zodResolver(createTrialBodySchema),
    defaultValues: { caseDescription: '', role: 'plaintiff', country: DEFAULT_COUNTRY, state: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await submit.mutateAsync({ body, files });
      if (result.status === 'FAILED') toast.info(result.message);
      else toast.success(result.message || trialMessages.submitSuccess);
      if (result.trialId) void navigate(`/user/trial/analysis?trialId=${result.trialId}`);
    } catch (error) {
      toast.error(errorMessage(error, trialMessages.submitFailed));
    }
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 flex items-start gap-3 sm:mb-8">
        <span className="mt-1 hidden size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary sm:flex">
          <Gavel className="size-5" aria-hidden />
        </span>
        <div className="space-y-1.5">
          <h1 className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl">
            {trialMessages.submitTitle}
          </h1>
          <p className="max-w-2xl text-muted-foreground">{trialMessages.submitSubtitle}</p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_17rem]">
        <Card>
          <CardContent className="p-5 pt-5 sm:p-7">
            <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Mock trial submission">
              <FormField
                label="Case Description"
                error={errors.caseDescription?.message}
                hint="What happened, when, what is in dispute and what you want. Dates and amounts help."
              >
                <Textarea
                  rows={8}
                  placeholder="e.g. My landlord kept my $1,200 deposit after I moved out on 30 June 2024…"
                  {...form.register('caseDescription')}
                />
              </FormField>

              <div className="grid gap-6 sm:grid-cols-3">
                <FormField label="Your Role" className="content-start" error={errors.role?.message}>
                  <Controller
                    control={form.control}
                    name="role"
                    render={({ field }) => (
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger aria-label="Your Role" onBlur={field.onBlur}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {roleOptions.map((option) => (
                            <SelectItem key={option.value} value={option.value}>
                              {option.label}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                </FormField>
                <PlaceSelectFields
                  control={form.control}
                  stateLabel="State/Province"
                  fieldClassName="content-start"
                />
              </div>

              <FilePicker
                label="Case Documents (optional)"
                hint="Contracts, letters, receipts or notes that back your account."
                side="case"
                files={files}
                onChange={setFiles}
                disabled={submit.isPending}
              />

              <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
                <Button asChild variant="outline">
                  <Link to="/user/trial/history">
                    <History />
                    {trialMessages.viewHistory}
                  </Link>
                </Button>
                <Button type="submit" disabled={submit.isPending} className="sm:min-w-36">
                  <Scale />
                  {submit.isPending ? trialMessages.submitting : trialMessages.submitCase}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <aside className="h-fit rounded-xl border bg-muted/30 p-5 text-sm" aria-label="How it works">
          <h2 className="mb-3 font-semibold">How it works</h2>
          <ol className="grid gap-3">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="text-muted-foreground">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-4 border-t pt-4 text-xs text-muted-foreground">
            Amicus gives legal information, not legal advice. Your documents stay private to your account.
          </p>
        </aside>
      </div>
    </div>
  );
}
