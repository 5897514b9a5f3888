import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import {
  REVIEW_FILE_FIELD,
  reviewAcceptedSchema,
  reviewListResponseSchema,
  reviewPaths,
  reviewResultResponseSchema,
  type RerunReviewBody,
  type ReviewPlace,
} from '@amicus/contract/documents/review';
import { api } from '@/lib/api-client';
import { refreshBalance } from '@/lib/credits/prices';

/** Query keys of the reviews feature; `all` covers the list and every review. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: ['reviews', 'list'] as const,
  detail: (id: number) => ['reviews', 'detail', id] as const,
};

/** GET /documents/reviews: the user's reviews, newest first. */
export const useReviews = () =>
  useQuery({
    queryKey: reviewKeys.list,
    queryFn: async () => (await api.get(reviewPaths.list, reviewListResponseSchema)).reviews,
    staleTime: 0,
  });

/** GET /documents/reviews/{id}: the review with its result once written. */
export const useReview = (id: number) =>
  useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: async () => (await api.get(reviewPaths.one(id), reviewResultResponseSchema)).review,
  });

export type UploadReviewInput = { file: File; place: ReviewPlace };

/**
 * POST /documents/reviews: multipart, the place's fields first and the file last (the server reads the fields
 * before it streams the file). 202 with the review and its job; 413, 415 and 422 say in words why not.
 */
export async function uploadReview({ file, place }: UploadReviewInput) {
  const form = new FormData();
  form.append('country', place.country);
  form.append('state', place.state);
  if (place.categoryId !== undefined) form.append('categoryId', String(place.categoryId));
  form.append(REVIEW_FILE_FIELD, file, file.name);
  return api.post(reviewPaths.upload, form, reviewAcceptedSchema);
}

export function useUploadReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReview,
    onSuccess: (accepted) => {
      refreshBalance(queryClient);
      queryClient.setQueryData(reviewKeys.detail(accepted.review.id), accepted.review);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list });
    },
  });
}

/** POST /documents/reviews/{id}/rerun: the stored file reviewed again, for the same place unless one is given. */
export function useRerunReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RerunReviewBody) => api.post(reviewPaths.rerun(id), body, reviewAcceptedSchema),
    onSuccess: (accepted) => {
      refreshBalance(queryClient);
      queryClient.setQueryData(reviewKeys.detail(id), accepted.review);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list });
    },
  });
}

/** DELETE /documents/reviews/{id}: the review and its file. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(reviewPaths.one(id), successSchema),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: reviewKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list });
    },
  });
}
