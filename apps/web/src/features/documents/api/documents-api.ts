import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentListResultSchema,
  documentPaths,
  documentResultSchema,
  restoredResultSchema,
  versionsResultSchema,
  type AmicusDocument,
  type SaveAnswersBody,
} from '@amicus/contract/documents/schemas';
import type { RichTextDoc } from '@amicus/contract/documents/rich-text';
import {
  suggestedTemplateResultSchema,
  templateCatalogueResultSchema,
} from '@amicus/contract/documents/templates';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { successSchema } from '@amicus/contract/common/ids';
import { api, request } from '@/lib/api-client';
import { refreshBalance } from '@/lib/credits/prices';
import { documentKeys } from '@/lib/document-keys';
import { downloadAttachment } from '@/lib/download-attachment';

export const useTemplates = () =>
  useQuery({
    queryKey: documentKeys.templates,
    queryFn: () => api.get(documentPaths.templates, templateCatalogueResultSchema),
  });

/** The template that fits a chat's problem (null when none does); nothing is asked without a chat. */
export const useSuggestedTemplate = (chatId: number | undefined) =>
  useQuery({
    queryKey: [...documentKeys.templates, 'suggested', chatId],
    queryFn: async () =>
      (await api.get(documentPaths.suggestedTemplate(chatId!), suggestedTemplateResultSchema)).slug,
    enabled: chatId !== undefined,
  });

export const useDocuments = () =>
  useQuery({
    queryKey: documentKeys.list,
    queryFn: async () => (await api.get(documentPaths.list, documentListResultSchema)).documents,
  });

export const useDocument = (id: number) =>
  useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: async () => (await api.get(documentPaths.one(id), documentResultSchema)).document,
  });

export const useVersions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: documentKeys.versions(id),
    queryFn: async () => (await api.get(documentPaths.versions(id), versionsResultSchema)).versions,
    enabled,
  });

/** Keeps the detail in step with what the server answered after a write. */
function useDocumentWrite<I>(write: (input: I) => Promise<AmicusDocument>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.detail(document.id), document);
      void queryClient.invalidateQueries({ queryKey: documentKeys.list });
      void queryClient.invalidateQueries({ queryKey: documentKeys.versions(document.id) });
    },
  });
}

/** POST /documents: a new document from a template, pre-filled from the chat when one is given. */
export const useCreateDocument = () =>
  useDocumentWrite(
    async (body: { templateSlug: string; chatId?: number }) =>
      (await api.post(documentPaths.list, body, documentResultSchema)).document,
  );

/** PATCH /documents/{id}/answers: one question group, which also confirms its pre-filled answers. */
export const useSaveAnswers = (id: number) =>
  useDocumentWrite(
    async (body: SaveAnswersBody) =>
      (await request(documentPaths.answers(id), { method: 'PATCH', body }, documentResultSchema)).document,
  );

/** PUT /documents/{id}/body: the autosave; 409 when another tab saved since `baseRevision`. */
export const useSaveBody = (id: number) =>
  useDocumentWrite(
    async (body: { body: RichTextDoc; baseRevision: number }) =>
      (await api.put(documentPaths.body(id), body, documentResultSchema)).document,
  );

export const useRestoreVersion = (id: number) =>
  useDocumentWrite(
    async (n: number) =>
      (await api.post(documentPaths.restore(id, n), undefined, restoredResultSchema)).document,
  );

export function useStartDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(documentPaths.draft(id), undefined, jobAcceptedSchema),
    onSuccess: () => {
      refreshBalance(queryClient);
      return queryClient.invalidateQueries({ queryKey: documentKeys.detail(id) });
    },
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(documentPaths.one(id), successSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** The letter as a .docx or .pdf file, saved under the server's file name. */
export function downloadExport(id: number, format: 'docx' | 'pdf', title: string) {
  const path = format === 'docx' ? documentPaths.exportDocx(id) : documentPaths.exportPdf(id);
  return downloadAttachment(path, `${title}.${format}`);
}
