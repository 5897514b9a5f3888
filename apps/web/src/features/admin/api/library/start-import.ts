import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export type StartImportInput = {
  files: File[];
  jurisdiction: string;
  format: string;
  asOf: string;
};

/** Sends the files as multipart/form-data; the server answers 202 with the job that imports them. */
export function startLibraryImport(input: StartImportInput) {
  const form = new FormData();
  if (input.jurisdiction) form.append('jurisdiction', input.jurisdiction);
  if (input.format) form.append('format', input.format);
  if (input.asOf) form.append('asOf', input.asOf);
  for (const file of input.files) form.append('files', file, file.name);
  return api.post('/admin/library/imports', form, jobAcceptedSchema);
}

export function useStartLibraryImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLibraryImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.libraryImports }),
  });
}
