import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import {
  LIBRARY_ARCHIVE_EXTENSIONS,
  LIBRARY_FILE_EXTENSIONS,
  libraryImportFieldsSchema,
  libraryImportFormats,
} from '@amicus/contract/library/admin-schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useStartLibraryImport } from '../../api/library/start-import';

const ACCEPT = [...LIBRARY_ARCHIVE_EXTENSIONS, ...LIBRARY_FILE_EXTENSIONS].join(',');
type Errors = Partial<Record<'files' | 'jurisdiction' | 'asOf', string>>;

/** The upload of an archive or files, with the jurisdiction, format and as-of date they are imported under. */
export function ImportForm({ busy, onStarted }: { busy: boolean; onStarted: (jobId: number) => void }) {
  const start = useStartLibraryImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [jurisdiction, setJurisdiction] = useState('');
  const [format, setFormat] = useState('auto');
  const [asOf, setAsOf] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Errors = {};
    if (files.length === 0) found.files = m.noFile;
    const fields = libraryImportFieldsSchema.safeParse({
      jurisdiction: jurisdiction.trim() || undefined,
      asOf: asOf || undefined,
    });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const key = issue.path[0];
        if (key === 'jurisdiction' || key === 'asOf') found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { jobId } = await start.mutateAsync({ files, jurisdiction: jurisdiction.trim(), format, asOf });
      toast.success(m.importStarted);
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      onStarted(jobId);
    } catch (error) {
      setFailure(errorMessage(error, m.importFailed));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      {failure && <FormAlert message={failure} />}
      <FormField
        label="Archive or files"
        error={errors.files}
        hint="One .zip, .tar.gz, .tgz or .tar archive, or XML files of the law."
      >
        <Input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          className="cursor-pointer file:mr-3 file:cursor-pointer"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Jurisdiction"
          className="content-start"
          error={errors.jurisdiction}
          hint="As the files say, unless given: US, US-DC, GB-ENG… or general."
        >
          <Input
            value={jurisdiction}
            onChange={(event) =>
              setJurisdiction(event.target.value.toUpperCase().replace('GENERAL', 'general'))
            }
            placeholder="US-DC"
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <FormField
          label="As of"
          className="content-start"
          error={errors.asOf}
          hint="The date the text is current to."
        >
          <Input
            type="date"
            value={asOf}
            onChange={(event) => setAsOf(event.target.value)}
            // The browser's own date picker follows the theme (its icon is dark on dark otherwise).
            className="dark:[color-scheme:dark]"
          />
        </FormField>
      </div>
      <FormField label="Format">
        <Select value={format} onValueChange={setFormat}>
          {/* FormField's id lands on Select, which renders nothing: the trigger is named here. */}
          <SelectTrigger aria-label="Format" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {libraryImportFormats.map((f) => (
              <SelectItem key={f.name} value={f.name}>
                {f.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <Button type="submit" disabled={start.isPending || busy} className="w-full sm:w-auto">
        <Upload /> {start.isPending ? 'Uploading...' : 'Start import'}
      </Button>
      {busy && !start.isPending && (
        <p className="text-xs text-muted-foreground">An import is running; start the next when it ends.</p>
      )}
    </form>
  );
}
