import { useSyncExternalStore } from 'react';
import type { LiveReply, LiveReplyState } from '../session/live-reply';

const noop = () => () => undefined;

/** The streaming reply's status only: components that need it do not re-render for every chunk of text. */
export function useLiveStatus(live: LiveReply | null): LiveReplyState['status'] | null {
  return useSyncExternalStore(live ? live.subscribe : noop, () => (live ? live.getSnapshot().status : null));
}
