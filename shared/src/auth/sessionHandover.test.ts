import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerSessionStore } from './CustomerSessionStore';
import {
  HANDOVER_ASKED_KEY,
  SessionHandover,
  openedFromSameOrigin,
  type HandoverChannel,
} from './sessionHandover';
import { createMemoryStorage, type KeyValueStorage } from './storage';

const ORIGIN = 'http://localhost:8080';
const customer = {
  id: 7,
  accountNumber: '009C000001',
  fullName: 'Nguyễn Văn An',
  email: null,
  phone: '0912345678',
  customerType: 'individual' as const,
  loginMethod: 'direct' as const,
};

/** BroadcastChannel's rule in memory: a message reaches every other channel, never its sender. */
function channelHub() {
  const channels = new Set<{ listeners: ((event: { data: unknown }) => void)[] }>();
  const sent: unknown[] = [];
  const open = (): HandoverChannel => {
    const self = { listeners: [] as ((event: { data: unknown }) => void)[] };
    channels.add(self);
    return {
      postMessage: (message) => {
        sent.push(message);
        // A structured clone, delivered later, as the browser does.
        const data: unknown = structuredClone(message);
        for (const other of channels) {
          if (other !== self) for (const l of other.listeners) queueMicrotask(() => l({ data }));
        }
      },
      addEventListener: (_type, listener) => void self.listeners.push(listener),
      close: () => void channels.delete(self),
    };
  };
  return { open, sent };
}

interface TabOptions {
  referrer?: string;
  storage?: KeyValueStorage;
}

function tab(hub: ReturnType<typeof channelHub>, options: TabOptions = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const session = new CustomerSessionStore(storage);
  const handover = new SessionHandover({
    customer: session,
    storage,
    openChannel: hub.open,
    referrer: options.referrer ?? `${ORIGIN}/`,
    origin: ORIGIN,
    waitMs: 500,
  });
  return { session, handover, storage };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionHandover', () => {
  it('a tab opened from our page gets the login of an open tab (direct login, not SSO)', async () => {
    const hub = channelHub();
    const opener = tab(hub);
    opener.handover.start();
    opener.session.setSession({ accessToken: 'tok-1', customer }, { isSso: false });

    const opened = tab(hub);
    opened.handover.start();
    expect(opened.handover.pending).toBe(true);
    await flush();

    expect(opened.session.accessToken).toBe('tok-1');
    expect(opened.session.customer).toEqual(customer);
    expect(opened.session.isSso).toBe(false);
    expect(opened.handover.pending).toBe(false);
    // Kept in the new tab's own session storage: its next page starts logged in.
    expect(new CustomerSessionStore(opened.storage).accessToken).toBe('tok-1');
  });

  it('an SSO login stays an SSO login', async () => {
    const hub = channelHub();
    const opener = tab(hub);
    opener.session.setSession({ accessToken: 'tok-sso', customer }, { isSso: true });
    opener.handover.start();
    const opened = tab(hub);
    opened.handover.start();
    await flush();
    expect(opened.session.isSso).toBe(true);
  });

  it('without a logged-in tab the wait ends after waitMs, logged out', async () => {
    vi.useFakeTimers();
    const hub = channelHub();
    tab(hub).handover.start();
    const opened = tab(hub);
    opened.handover.start();
    expect(opened.handover.pending).toBe(true);
    let settled = false;
    void opened.handover.settled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(opened.handover.pending).toBe(true);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened.handover.pending).toBe(false);
    expect(settled).toBe(true);
    expect(opened.session.isLoggedIn).toBe(false);
  });

  it('a late answer (a busy tab) is still taken until acceptMs, not after', async () => {
    vi.useFakeTimers();
    const hub = channelHub();
    const opened = tab(hub);
    opened.handover.start();
    const late = hub.open();
    const askId = (hub.sent[0] as { id: string }).id;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(opened.handover.pending).toBe(false);
    late.postMessage({ type: 'give', id: askId, accessToken: 'late', customer, isSso: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(opened.session.accessToken).toBe('late');

    // Another hub: no logged-in tab answers in time, and the late answer is refused.
    const quiet = channelHub();
    const other = tab(quiet);
    other.handover.start();
    const otherAsk = (quiet.sent[0] as { id: string }).id;
    await vi.advanceTimersByTimeAsync(5_000);
    quiet.open().postMessage({
      type: 'give',
      id: otherAsk,
      accessToken: 'too-late',
      customer,
      isSso: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(other.session.isLoggedIn).toBe(false);
  });

  it('asks once per tab: a later page of the same tab does not ask again', () => {
    const hub = channelHub();
    const storage = createMemoryStorage();
    tab(hub, { storage }).handover.start();
    expect(storage.getItem(HANDOVER_ASKED_KEY)).not.toBeNull();
    const asks = hub.sent.length;
    const nextPage = tab(hub, { storage });
    nextPage.handover.start();
    expect(hub.sent).toHaveLength(asks);
    expect(nextPage.handover.pending).toBe(false);
  });

  it('does not ask when another site opened the tab, or nobody did', () => {
    const hub = channelHub();
    tab(hub, { referrer: 'https://evil.example/' }).handover.start();
    tab(hub, { referrer: '' }).handover.start();
    expect(hub.sent).toEqual([]);
  });

  it('a logged-out tab answers nobody; an answer to another tab’s ask is not taken', async () => {
    const hub = channelHub();
    const loggedOut = tab(hub);
    loggedOut.handover.start();
    const opened = tab(hub);
    opened.handover.start();
    await flush();
    expect(hub.sent.filter((m) => (m as { type: string }).type === 'give')).toEqual([]);

    // A stray answer (wrong id) does not log the tab in.
    const stranger = hub.open();
    stranger.postMessage({
      type: 'give',
      id: 'not-the-ask',
      accessToken: 'x',
      customer,
      isSso: true,
    });
    await flush();
    expect(opened.session.isLoggedIn).toBe(false);
  });

  it('ignores malformed answers', async () => {
    const hub = channelHub();
    const opened = tab(hub);
    const ids = ['ask-1'];
    const handover = new SessionHandover({
      customer: opened.session,
      storage: createMemoryStorage(),
      openChannel: hub.open,
      referrer: `${ORIGIN}/x`,
      origin: ORIGIN,
      newId: () => ids[0]!,
    });
    handover.start();
    const stranger = hub.open();
    stranger.postMessage({ type: 'give', id: 'ask-1', accessToken: '', isSso: false });
    stranger.postMessage({ type: 'give', id: 'ask-1', accessToken: 7, isSso: false });
    await flush();
    expect(opened.session.isLoggedIn).toBe(false);
    handover.dispose();
  });
});

describe('openedFromSameOrigin', () => {
  it('is true only for a page of this origin', () => {
    expect(openedFromSameOrigin(`${ORIGIN}/bao-cao`, ORIGIN)).toBe(true);
    expect(openedFromSameOrigin('http://127.0.0.1:8080/', ORIGIN)).toBe(false);
    expect(openedFromSameOrigin('not a url', ORIGIN)).toBe(false);
    expect(openedFromSameOrigin('', ORIGIN)).toBe(false);
  });
});
