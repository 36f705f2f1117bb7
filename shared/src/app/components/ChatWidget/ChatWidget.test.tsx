import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureGeneral } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CHAT_CONTAINER_ID } from './ChatFrame';
import { CHAT_DELAY_MS } from './chatDelay';
import { ChatWidget } from './ChatWidget';
import { CHAT_AVOID_SELECTOR, CHAT_LOOK_MS, CHAT_RESERVE_PX } from './chatWidget';

const SCRIPT = '/_site/corporate/chat/demo-chat.js';
const general = { ...fixtureGeneral(), chatScripts: [SCRIPT] };

const container = () => document.getElementById(CHAT_CONTAINER_ID);
const scripts = () => document.querySelectorAll('script[data-chat-script]');

/** A layout box as jsdom cannot compute one. */
const rect = (left: number, top: number, right: number, bottom: number) =>
  DOMRect.fromRect({ x: left, y: top, width: right - left, height: bottom - top });

/** The closed button's corner of a 360 x 740 screen. */
const CORNER = rect(232, 652, 348, 728);

/** A scroll of the page and the moment the widget looks again. */
function scrollAndFrame() {
  act(() => {
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(CHAT_LOOK_MS);
  });
}

/** Time passing, and the frame's chunk loaded once the chat is due. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await import('./ChatFrame');
  });
}

/**
 * The chat, due, in the corner of a 360 x 740 screen, beside `data` (a table or a marked
 * element) laid out at `at`; the returned `data` is the spy that moves it.
 */
async function chatBeside(data: ReactElement, at: DOMRect) {
  renderWithProviders(
    <>
      {data}
      <ChatWidget />
    </>,
    { path: '/', general },
  );
  await wait(CHAT_DELAY_MS);
  const box = container()!;
  vi.spyOn(box, 'getBoundingClientRect').mockReturnValue(CORNER);
  const shown = document.querySelector(CHAT_AVOID_SELECTOR)!;
  return { box, data: vi.spyOn(shown, 'getBoundingClientRect').mockReturnValue(at) };
}

const reserve = () => document.documentElement.hasAttribute('data-chat-reserve');

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('ChatWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    scripts().forEach((s) => s.remove());
  });

  it('injects the chat scripts after 5 s, not before', async () => {
    renderWithProviders(<ChatWidget />, { path: '/lien-he', general });
    await wait(CHAT_DELAY_MS - 1);
    expect(container()).toBeNull();
    expect(scripts()).toHaveLength(0);
    await wait(1);
    expect(container()).not.toBeNull();
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).src).toBe(
      new URL(SCRIPT, window.location.href).href,
    );
  });

  it.each(['/bao-cao-phan-tich', '/en/analysis-center/analysis-report'])(
    'stays away from %s',
    async (path) => {
      renderWithProviders(<ChatWidget />, { path, general });
      await wait(CHAT_DELAY_MS * 2);
      expect(scripts()).toHaveLength(0);
      expect(container()?.hidden ?? true).toBe(true);
    },
  );

  it('does nothing without chat scripts', async () => {
    renderWithProviders(<ChatWidget />, { path: '/', general: fixtureGeneral() });
    await wait(CHAT_DELAY_MS);
    expect(container()).toBeNull();
  });

  it('resizes on open-chat and hide-chat from this origin only', async () => {
    renderWithProviders(<ChatWidget />, { path: '/', general });
    await wait(CHAT_DELAY_MS);
    const box = container()!;
    expect([box.style.width, box.style.height]).toEqual(['116px', '76px']);
    post('open-chat');
    expect([box.style.width, box.style.height]).toEqual(['625px', '300px']);
    post('hide-chat', 'https://evil.example');
    expect(box.style.width).toBe('625px');
    post({ type: 'hide-chat' });
    expect([box.style.width, box.style.height]).toEqual(['116px', '76px']);
    post({ nope: true });
    expect(box.dataset.chatState).toBe('closed');
  });

  it('keeps room below the page for the closed button while it is there, and gives it back', async () => {
    const { unmount } = renderWithProviders(<ChatWidget />, { path: '/', general });
    expect(reserve()).toBe(false);
    await wait(CHAT_DELAY_MS);
    expect(reserve()).toBe(true);
    // The room itself is in the stylesheets, keyed to the attribute (never a custom property on
    // the root, whose change restyles the whole page).
    expect(document.documentElement.style.length).toBe(0);
    for (const sheet of [
      '../Footer/Footer.module.css',
      '../../shell/SiteShell/SiteShell.module.css',
    ])
      expect(readFileSync(new URL(sheet, import.meta.url), 'utf8')).toMatch(
        new RegExp(`:root\\[data-chat-reserve\\] [^{]+\\{[^}]*\\b${CHAT_RESERVE_PX}px`),
      );
    unmount();
    expect(reserve()).toBe(false);
  });

  it('keeps no room on a page without the chat', async () => {
    renderWithProviders(<ChatWidget />, { path: '/bao-cao-phan-tich', general });
    await wait(CHAT_DELAY_MS);
    expect(reserve()).toBe(false);
  });

  it('stands aside while a table passes under its corner, and is back once it has gone', async () => {
    const { box, data } = await chatBeside(
      <table>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>,
      rect(16, 400, 344, 900),
    );
    scrollAndFrame();
    expect(box.hasAttribute('data-aside')).toBe(true);

    data.mockReturnValue(rect(16, -400, 344, 100));
    scrollAndFrame();
    expect(box.hasAttribute('data-aside')).toBe(false);
  });

  it('stays put over a table while open or holding the focus', async () => {
    const { box } = await chatBeside(<div data-chat-avoid="" />, rect(0, 0, 360, 740));
    scrollAndFrame();
    expect(box.hasAttribute('data-aside')).toBe(true);

    post('open-chat');
    scrollAndFrame();
    expect(box.hasAttribute('data-aside')).toBe(false);

    post('hide-chat');
    const fab = document.createElement('button');
    box.appendChild(fab);
    act(() => fab.focus());
    scrollAndFrame();
    expect(box.hasAttribute('data-aside')).toBe(false);
  });
});
