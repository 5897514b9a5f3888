import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type LastPlace = { country: string; state: string };

/**
 * The place each user last had the law searched for (a recording's analysis, a document's review), kept across
 * visits to pre-fill the next one. Kept per user id, so someone else signing in on the same browser does not see
 * it. The storage name is the one it had when only recordings used it, so no one's place is lost.
 */
export const useLastPlaceStore = create<{
  byUser: Record<string, LastPlace>;
  remember: (userId: number, place: LastPlace) => void;
}>()(
  persist(
    (set) => ({
      byUser: {},
      remember: (userId, place) => set((s) => ({ byUser: { ...s.byUser, [userId]: place } })),
    }),
    { name: 'recording-analysis-place' },
  ),
);
