import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react';
import { useStores } from '../../stores/StoresContext';
import {
  CHAT_AVOID_SELECTOR,
  CHAT_LOOK_MS,
  CHAT_SIZES,
  chatCoversData,
  chatScriptUrls,
  chatStateFromMessage,
  isChatExcluded,
  visibleBox,
  type ChatState,
} from './chatWidget';
import classes from './ChatWidget.module.css';

/** The element a chat script renders into (the demo script looks for it by id). */
export const CHAT_CONTAINER_ID = 'chat-widget-root';

/** On the root while the chat is there: the stylesheets keep CHAT_RESERVE_PX free (chatWidget.ts). */
const CHAT_RESERVE_ATTRIBUTE = 'data-chat-reserve';

function injectScript(src: string): void {
  // One copy per page: a remount (StrictMode, a layout change) must not load the widget twice.
  const already = Array.from(
    document.querySelectorAll<HTMLScriptElement>('script[data-chat-script]'),
  ).some((s) => s.src === src);
  if (already) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatScript = '';
  document.body.appendChild(script);
}

/**
 * Whether the closed button should stand aside: resting over a table it hid the cells a visitor
 * was reading (the right-hand numbers, on a phone the whole last column). It fades out while
 * data passes under its corner and is back once the corner is clear, at the latest at the
 * page's end, where the footer keeps CHAT_RESERVE_PX free for it. Looked at again when anything
 * scrolls, the window resizes or the page's content changes, at most once every CHAT_LOOK_MS: a
 * look measures the page, and once a frame it cost a live price board a phone's frames.
 */
function useStandAside(box: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!watching || !element) return;
    let timer = 0;
    const look = () => {
      timer = 0;
      // A button holding the keyboard focus stays: vanishing would lose the visitor's place.
      const focused = element.contains(document.activeElement);
      const boxes = Array.from(document.querySelectorAll(CHAT_AVOID_SELECTOR), visibleBox);
      setAside(!focused && chatCoversData(element.getBoundingClientRect(), boxes));
    };
    const schedule = () => {
      timer ||= window.setTimeout(look, CHAT_LOOK_MS);
    };
    schedule();
    const listen = { capture: true, passive: true } as const;
    document.addEventListener('scroll', schedule, listen);
    window.addEventListener('resize', schedule, listen);
    element.addEventListener('focusin', schedule);
    element.addEventListener('focusout', schedule);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('scroll', schedule, listen);
      window.removeEventListener('resize', schedule, listen);
      element.removeEventListener('focusin', schedule);
      element.removeEventListener('focusout', schedule);
      mutations.disconnect();
      resizes.disconnect();
    };
  }, [box, watching]);
  return watching && aside;
}

/**
 * The third-party chat (spec §2): the `chatScripts` of the system settings, loaded when
 * `ChatWidget` mounts this (CHAT_DELAY_MS after the page), never on analysis-report pages, in a
 * corner container that follows the widget's `hide-chat` / `open-chat` messages. While it is
 * there the page keeps room for it below the footer (CHAT_RESERVE_PX), and closed it stands
 * aside from tables.
 */
const ChatFrame = observer(function ChatFrame() {
  const { system } = useStores();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [state, setState] = useState<ChatState>('closed');
  const excluded = isChatExcluded(pathname);
  const entries = system.general?.chatScripts;
  // Mounted in the browser only, once due: the page's address is the browser's.
  const urls = useMemo(() => chatScriptUrls(entries ?? [], window.location.href), [entries]);
  const active = urls.length > 0;
  const box = useRef<HTMLElement>(null);
  const aside = useStandAside(box, active && !excluded && state === 'closed');

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

  useEffect(() => {
    if (!active || excluded) return;
    const root = document.documentElement;
    root.setAttribute(CHAT_RESERVE_ATTRIBUTE, '');
    return () => {
      root.removeAttribute(CHAT_RESERVE_ATTRIBUTE);
    };
  }, [active, excluded]);

  if (!active) return null;
  const size = CHAT_SIZES[state];
  return (
    <aside
      id={CHAT_CONTAINER_ID}
      ref={box}
      className={classes.container}
      aria-label={t('chat.region')}
      data-chat-state={state}
      data-aside={aside || undefined}
      hidden={excluded}
      style={{ width: size.width, height: size.height }}
    />
  );
});

export default ChatFrame;
