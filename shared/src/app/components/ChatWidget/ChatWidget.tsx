import { lazy, Suspense, useEffect, useState } from 'react';
import { CHAT_DELAY_MS } from './chatDelay';

/** The container, its messages and its standing aside: none of it is needed before it is due. */
const ChatFrame = lazy(() => import('./ChatFrame'));

/**
 * The third-party chat's place in the shell: nothing until CHAT_DELAY_MS after the page has
 * loaded, then the frame (ChatFrame.tsx), loaded only then, so no first visit downloads it.
 */
export function ChatWidget() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), CHAT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return due ? (
    <Suspense fallback={null}>
      <ChatFrame />
    </Suspense>
  ) : null;
}
