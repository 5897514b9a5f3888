import { createContext } from 'react';
import type { CitedSource } from '@amicus/contract/library/schemas';

/** Opens a reply's source in the chat's source panel; null where the chat has no panel to show it in. */
export const SourcePanelContext = createContext<
  ((source: CitedSource, opener: HTMLElement | null) => void) | null
>(null);
