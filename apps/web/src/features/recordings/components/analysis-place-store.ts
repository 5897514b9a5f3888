import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type AnalysisPlace = { country: string; state: string };

/**
 * The place each user last had a recording analysed for, kept across visits to pre-fill their next analysis.
 * Kept per user id, so someone else signing in on the same browser does not see it.
 */
export const useAnalysisPlaceStore = create<{
  byUser: Record<string, AnalysisPlace>;
  remember: (userId: number, place: AnalysisPlace) => void;
}>()(
  persist(
    (set) => ({
      byUser: {},
      remember: (userId, place) => set((s) => ({ byUser: { ...s.byUser, [userId]: place } })),
    }),
    { name: 'recording-analysis-place' },
  ),
);
