import { createContext, useContext } from 'react';

/**
 * What the transcript's messages may do beyond being read: Regenerate on the last reply, Edit on the user's last
 * message (offered only while no reply is being written), and where focus goes once either has started.
 */
export type MessageActions = {
  /** The stored reply that is the chat's last message, when nothing streams. */
  regenerableId: number | null;
  /** The user's last message, when nothing streams. */
  editableId: number | null;
  /** What one regenerate costs (a message's price); undefined until the price list has loaded. */
  price: number | undefined;
  regenerate: () => void;
  /** Resolves to whether the server took the edit. */
  edit: (messageId: number, text: string) => Promise<boolean>;
};

export const MessageActionsContext = createContext<MessageActions>({
  regenerableId: null,
  editableId: null,
  price: undefined,
  regenerate: () => undefined,
  edit: async () => false,
});

export const useMessageActions = () => useContext(MessageActionsContext);
