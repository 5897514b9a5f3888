import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Whether the desktop sidebar is collapsed (70 px) or expanded (240 px), kept across visits. */
export const useSidebarStore = create<{ collapsed: boolean; toggle: () => void }>()(
  persist((set) => ({ collapsed: false, toggle: () => set((s) => ({ collapsed: !s.collapsed })) }), {
    name: 'sidebar',
  }),
);
