import { createContext, useContext, type ReactNode } from 'react';

export type DictationButtonProps = {
  /** The text box cannot take text now. */
  disabled: boolean;
  /** What was said, as text, for the box to add to its draft. */
  onText: (text: string) => void;
};

/**
 * The microphone button a text box may offer: it records, transcribes and hands back the text. The app layer
 * provides it (the recordings feature makes it), so the chat does not import another feature; where none is
 * provided (tests, a server without speech-to-text) the box has no button.
 */
export const DictationContext = createContext<((props: DictationButtonProps) => ReactNode) | null>(null);

/** The microphone button where one is provided; nothing otherwise. */
export function DictationSlot(props: DictationButtonProps) {
  const render = useContext(DictationContext);
  return render ? render(props) : null;
}
