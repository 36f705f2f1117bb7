import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react';
import { useStores } from '../../stores/StoresContext';
import {
  CHAT_DELAY_MS,
  CHAT_SIZES,
  chatScriptUrls,
  chatStateFromMessage,
  isChatExcluded,
  type ChatState,
} from './chatWidget';
import classes from './ChatWidget.module.css';

/** The element a chat script renders into (the demo script looks for it by id). */
export const CHAT_CONTAINER_ID = 'chat-widget-root';

function injectScript(src: string): void {
  // One copy per page: a remount (StrictMode, a layout change) must not load the widget twice.
  const already = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-chat-script]')).some(
    (s) => s.src === src,
  );
  if (already) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatScript = '';
  document.body.appendChild(script);
}

/**
 * The third-party chat (spec §2): the `chatScripts` of the system settings, loaded
 * CHAT_DELAY_MS after the page, never on analysis-report pages, in a corner container that
 * follows the widget's `hide-chat` / `open-chat` messages.
 */
export const ChatWidget = observer(function ChatWidget() {
  const { system } = useStores();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [state, setState] = useState<ChatState>('closed');
  const excluded = isChatExcluded(pathname);
  const entries = system.general?.chatScripts;
  // Only once it is due: the page's address is the browser's (the server renders without one).
  const urls = useMemo(
    () => (due ? chatScriptUrls(entries ?? [], window.location.href) : []),
    [due, entries],
  );
  const active = due && urls.length > 0;

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), CHAT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!active || excluded) return;
    urls.forEach(injectScript);
  }, [active, excluded, urls]);

  useEffect(() => {
    if (!active) return;
    const handleMessage = (event: MessageEvent) => {
      const next = chatStateFromMessage(event, window.location.origin);
      if (next) setState(next);
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [active]);

  if (!active) return null;
  const size = CHAT_SIZES[state];
  return (
    <aside
      id={CHAT_CONTAINER_ID}
      className={classes.container}
      aria-label={t('chat.region')}
      data-chat-state={state}
      hidden={excluded}
      style={{ width: size.width, height: size.height }}
    />
  );
});
