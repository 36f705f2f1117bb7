import { makeAutoObservable } from 'mobx';
import type { CustomerSessionStore } from './CustomerSessionStore';
import { SessionCustomerSchema } from './profiles';
import type { KeyValueStorage } from './storage';

/**
 * The customer's login reaches a tab our pages open with `target=_blank rel=noopener` (report
 * cards): such a tab starts with empty session storage, so it asks the tabs of this origin over
 * a BroadcastChannel, and a tab holding a login answers with it. Same origin only, by the
 * channel's own rule; the token never travels in a URL. A tab asks once (a flag in its session
 * storage), only when a page of this origin opened it, and only while logged out.
 */
export const HANDOVER_CHANNEL = 'brokerage-customer-session';
/** Session storage: this tab has asked (or was handed a login); it does not ask again. */
export const HANDOVER_ASKED_KEY = 'X_SESSION_HANDOVER';
/**
 * How long a page waits for an answer before it shows itself logged out (a server-rendered page
 * hydrates after it); an answer that comes later, from a busy tab, is still taken until
 * HANDOVER_ACCEPT_MS, and the page follows the login as after any other.
 */
export const HANDOVER_WAIT_MS = 400;
export const HANDOVER_ACCEPT_MS = 5_000;

/** The part of BroadcastChannel the hand-over uses; tests pass a pair of in-memory ones. */
export interface HandoverChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

interface Ask {
  type: 'ask';
  id: string;
}

interface Give {
  type: 'give';
  id: string;
  accessToken: string;
  customer: unknown;
  isSso: boolean;
}

function isAsk(data: unknown): data is Ask {
  const message = data as Partial<Ask> | null;
  return typeof message === 'object' && message?.type === 'ask' && typeof message.id === 'string';
}

function isGive(data: unknown, id: string): data is Give {
  const message = data as Partial<Give> | null;
  return (
    typeof message === 'object' &&
    message?.type === 'give' &&
    message.id === id &&
    typeof message.accessToken === 'string' &&
    message.accessToken.length > 0 &&
    typeof message.isSso === 'boolean'
  );
}

export interface HandoverOptions {
  customer: CustomerSessionStore;
  /** This tab's session storage (where the asked flag lives). */
  storage: KeyValueStorage;
  /** Opened by `start` (never on the server, nor in a test that does not start); null: none. */
  openChannel: () => HandoverChannel | null;
  /** The page that opened this tab (`document.referrer`) and this page's origin. */
  referrer: string;
  origin: string;
  waitMs?: number;
  acceptMs?: number;
  /** Tests: a fixed id. */
  newId?: () => string;
}

/** Whether a page of this origin opened this one: only such a tab asks for a login. */
export function openedFromSameOrigin(referrer: string, origin: string): boolean {
  try {
    return referrer !== '' && new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * One tab's side of the hand-over: it answers other tabs' asks while it holds a login, and asks
 * once itself when it starts logged out. `pending` is true while this tab waits for an answer,
 * so a page that needs the login (a report for customers) shows its skeleton, not "log in".
 */
export class SessionHandover {
  pending = false;

  readonly #options: HandoverOptions;
  #channel: HandoverChannel | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #acceptTimer: ReturnType<typeof setTimeout> | undefined;
  /** The id of this tab's open ask; answers to anything else are not for this tab. */
  #askId: string | null = null;
  readonly #waiters: (() => void)[] = [];

  constructor(options: HandoverOptions) {
    this.#options = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Listens for other tabs' asks from now on, and asks them for their login when this tab may
   * (see the class comment). Called once, when the site starts in the browser.
   */
  start(): void {
    if (this.#channel) return;
    const channel = this.#options.openChannel();
    if (!channel) return;
    this.#channel = channel;
    channel.addEventListener('message', (event) => this.receive(event.data));
    const { customer, storage, referrer, origin } = this.#options;
    if (customer.isLoggedIn || customer.ssoLogout) return;
    if (storage.getItem(HANDOVER_ASKED_KEY) !== null) return;
    if (!openedFromSameOrigin(referrer, origin)) return;
    storage.setItem(HANDOVER_ASKED_KEY, 'asked');
    this.#askId = (this.#options.newId ?? randomId)();
    this.pending = true;
    this.#timer = setTimeout(this.stopWaiting, this.#options.waitMs ?? HANDOVER_WAIT_MS);
    this.#acceptTimer = setTimeout(
      this.stopAccepting,
      this.#options.acceptMs ?? HANDOVER_ACCEPT_MS,
    );
    channel.postMessage({ type: 'ask', id: this.#askId } satisfies Ask);
  }

  private receive(data: unknown): void {
    const { customer } = this.#options;
    if (isAsk(data)) {
      if (customer.isLoggedIn && customer.accessToken) {
        this.#channel?.postMessage({
          type: 'give',
          id: data.id,
          accessToken: customer.accessToken,
          customer: customer.customer,
          isSso: customer.isSso,
        } satisfies Give);
      }
      return;
    }
    // The first answer to this tab's own ask, while it is still logged out, is taken.
    if (!this.#askId || !isGive(data, this.#askId) || customer.isLoggedIn) return;
    const parsed = SessionCustomerSchema.safeParse(data.customer);
    customer.setSession(
      { accessToken: data.accessToken, customer: parsed.success ? parsed.data : null },
      { isSso: data.isSso },
    );
    this.stopAccepting();
  }

  /** The page shows itself as it is now; an answer is still taken (see HANDOVER_ACCEPT_MS). */
  stopWaiting(): void {
    this.pending = false;
    clearTimeout(this.#timer);
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  /** No answer is taken any more. */
  stopAccepting(): void {
    this.#askId = null;
    clearTimeout(this.#acceptTimer);
    this.stopWaiting();
  }

  /**
   * Resolves once this tab is not waiting for an answer (at once when it never asked). A
   * server-rendered page hydrates after it, so its first render is the one the server made.
   */
  settled(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  dispose(): void {
    this.stopAccepting();
    this.#channel?.close();
    this.#channel = null;
  }
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : String(Math.random()).slice(2);
}

/** The browser's channel, or null where BroadcastChannel is missing (and on the server). */
export function browserHandoverChannel(): HandoverChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(HANDOVER_CHANNEL);
  } catch {
    return null;
  }
}
