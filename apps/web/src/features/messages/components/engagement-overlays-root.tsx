import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useMessages, type InformationMessage } from '../api/get-messages.ts';
import { useMarkGlobalRead } from '../api/mark-global-read.ts';
import { arrivedAfter, newestId } from '../new-information.ts';
import { GlobalMessageModal } from './global-message-modal.tsx';
import { NewMessageToast } from './new-message-toast.tsx';
import { UnreadModal } from './unread-modal.tsx';

/** The tutorial, composed by the app: it waits while `paused`, and says whether it is pending or open. */
export type TutorialSlot = (props: { paused: boolean; onBusyChange: (busy: boolean) => void }) => ReactNode;

/**
 * One modal at a time, in this order: the global message, the tutorial, the unread reminder
 * (once per app load, never on /information). The toast is not modal and may show with them.
 */
export function EngagementOverlaysRoot({ tutorial }: { tutorial?: TutorialSlot }) {
  const { ready } = useTranslation('messages');
  const { pathname } = useLocation();
  const messages = useMessages();
  // The global message and the unread count are the first page's; a new message arrives on it.
  const data = messages.data?.pages[0];
  const markGlobalRead = useMarkGlobalRead();
  const knownId = useRef<bigint | null>(null);
  const [toast, setToast] = useState<InformationMessage | null>(null);
  const [unreadHandled, setUnreadHandled] = useState(false);
  const [tutorialBusy, setTutorialBusy] = useState(tutorial !== undefined);
  // Closed in this app load: never shown again, even if a poll answers before the read is saved.
  const [closedGlobal, setClosedGlobal] = useState<string | null>(null);
  const onInformation = pathname === paths.information.getHref();

  useEffect(() => {
    if (!data) return;
    const newest = newestId(data.items);
    // The reminder is decided on the first answer only; later arrivals get the toast instead.
    if (knownId.current === null && data.unreadCount === 0) setUnreadHandled(true);
    if (knownId.current !== null) {
      const arrived = arrivedAfter(data.items, knownId.current);
      if (arrived && !onInformation) setToast(arrived);
    }
    if (knownId.current === null || newest > knownId.current) knownId.current = newest;
  }, [data, onInformation]);

  // Visiting /information answers the reminder for this app load.
  if (onInformation && !unreadHandled) setUnreadHandled(true);

  const closeToast = useCallback(() => setToast(null), []);
  if (!ready || !data) return null;

  const global = data.global && data.global.id !== closedGlobal ? data.global : null;
  const showUnread = !global && !tutorialBusy && !unreadHandled && !onInformation && data.unreadCount > 0;
  return (
    <>
      {global ? <GlobalMessageModal message={global} onClose={() => {
            setClosedGlobal(global.id);
            markGlobalRead.mutate(global.id);
          }} /> : null}
      {tutorial?.({ paused: global !== null, onBusyChange: setTutorialBusy })}
      {showUnread ? <UnreadModal count={data.unreadCount} onClose={() => setUnreadHandled(true)} /> : null}
      {toast ? <NewMessageToast title={toast.title} onClose={closeToast} /> : null}
    </>
  );
}
