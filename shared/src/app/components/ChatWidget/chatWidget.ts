import { matchPath } from '../../../routing/paths';

export type ChatState = 'closed' | 'open';

/** Spec §2: the container follows the widget, 116x76 collapsed and 625x300 open. */
export const CHAT_SIZES: Record<ChatState, { width: number; height: number }> = {
  closed: { width: 116, height: 76 },
  open: { width: 625, height: 300 },
};

/** The closed button's distance from the viewport's right and bottom edges (ChatWidget.module.css). */
export const CHAT_MARGIN = 12;

/**
 * Room the page keeps below its footer while the chat is there: its end always scrolls clear of
 * the closed button, and toasts rise above it. The stylesheets that keep it (Footer.module.css,
 * SiteShell.module.css) hold the same number under `:root[data-chat-reserve]`, the attribute
 * the chat's frame sets on the root while it is there. (Not a custom property on the root: a
 * change of one restyles every element of the page, 83 ms at a phone's speed on the price
 * board; an attribute restyles only what its rules name.)
 */
export const CHAT_RESERVE_PX = CHAT_SIZES.closed.height + CHAT_MARGIN;

/**
 * What the closed button never rests on: tables, and whatever a page marks with
 * `data-chat-avoid` (a chart with its price axis on the right, say).
 */
export const CHAT_AVOID_SELECTOR = 'table, [role="table"], [role="grid"], [data-chat-avoid]';

type Box = Pick<DOMRectReadOnly, 'left' | 'top' | 'right' | 'bottom'>;

/** How often at most the closed button looks again at what lies under its corner. */
export const CHAT_LOOK_MS = 150;

/** Whether any of `boxes` reaches into the button's `corner` (touching edges do not count). */
export function chatCoversData(corner: Box, boxes: Iterable<Box>): boolean {
  for (const box of boxes) {
    if (box.right <= box.left || box.bottom <= box.top) continue;
    if (
      box.left < corner.right &&
      corner.left < box.right &&
      box.top < corner.bottom &&
      corner.top < box.bottom
    )
      return true;
  }
  return false;
}

/**
 * The part of `element` a visitor can see: its box cut by every ancestor that clips its
 * overflow. A table inside a scroll box (the history's tape, the board) is only as tall as the
 * box, however long it grows; its whole box would keep the button hidden at the page's end.
 */
export function visibleBox(element: Element): Box {
  let { left, top, right, bottom } = element.getBoundingClientRect();
  for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
    const style = getComputedStyle(at);
    const clipsX = style.overflowX !== 'visible';
    const clipsY = style.overflowY !== 'visible';
    if (!clipsX && !clipsY) continue;
    const clip = at.getBoundingClientRect();
    if (clipsX) {
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (clipsY) {
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
  }
  return { left, top, right, bottom };
}

const MESSAGES: Record<string, ChatState> = { 'hide-chat': 'closed', 'open-chat': 'open' };

/**
 * The state a window message asks for, or null when it is not ours to obey: only messages
 * from this origin, shaped `'hide-chat'` / `'open-chat'` or `{ type: 'hide-chat' | 'open-chat' }`.
 */
export function chatStateFromMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): ChatState | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  const type =
    typeof data === 'string'
      ? data
      : typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string'
        ? data.type
        : null;
  return type !== null && Object.hasOwn(MESSAGES, type) ? (MESSAGES[type] ?? null) : null;
}

/** Analysis-report pages never get the chat (spec §2). */
export function isChatExcluded(pathname: string): boolean {
  const match = matchPath(pathname);
  if (match.kind !== 'route') return false;
  if (match.route.id === 'analysisReports') return true;
  return match.route.id === 'analysisCenter' && match.subPage?.id === 'analysisReport';
}

/**
 * The script URLs worth loading from `chatScripts`: http(s) only, resolved against this page,
 * so a `javascript:` or `data:` entry in the settings never runs. The CSP decides the hosts.
 */
export function chatScriptUrls(entries: readonly string[], base: string): string[] {
  const urls: string[] = [];
  for (const entry of entries) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    try {
      const url = new URL(trimmed, base);
      if (url.protocol === 'https:' || url.protocol === 'http:') urls.push(url.href);
    } catch {
      // An unparsable entry is skipped, not fatal: the page works without chat.
    }
  }
  return urls;
}
