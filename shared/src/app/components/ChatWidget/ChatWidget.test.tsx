import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureGeneral } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CHAT_CONTAINER_ID, ChatWidget } from './ChatWidget';
import { CHAT_DELAY_MS } from './chatWidget';

const SCRIPT = '/_site/corporate/chat/demo-chat.js';
const general = { ...fixtureGeneral(), chatScripts: [SCRIPT] };

const container = () => document.getElementById(CHAT_CONTAINER_ID);
const scripts = () => document.querySelectorAll('script[data-chat-script]');

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

  it('injects the chat scripts after 5 s, not before', () => {
    renderWithProviders(<ChatWidget />, { path: '/lien-he', general });
    act(() => void vi.advanceTimersByTime(CHAT_DELAY_MS - 1));
    expect(container()).toBeNull();
    expect(scripts()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(container()).not.toBeNull();
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).src).toBe(new URL(SCRIPT, window.location.href).href);
  });

  it.each(['/bao-cao-phan-tich', '/en/analysis-center/analysis-report'])('stays away from %s', (path) => {
    renderWithProviders(<ChatWidget />, { path, general });
    act(() => void vi.advanceTimersByTime(CHAT_DELAY_MS * 2));
    expect(scripts()).toHaveLength(0);
    expect(container()?.hidden ?? true).toBe(true);
  });

  it('does nothing without chat scripts', () => {
    renderWithProviders(<ChatWidget />, { path: '/', general: fixtureGeneral() });
    act(() => void vi.advanceTimersByTime(CHAT_DELAY_MS));
    expect(container()).toBeNull();
  });

  it('resizes on open-chat and hide-chat from this origin only', () => {
    renderWithProviders(<ChatWidget />, { path: '/', general });
    act(() => void vi.advanceTimersByTime(CHAT_DELAY_MS));
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
});
