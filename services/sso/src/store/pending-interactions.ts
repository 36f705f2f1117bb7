/**
 * Interactions (a login page in progress) cost nothing to store until the login form is posted:
 * every GET /sso/auth makes one, so anybody can make them by the thousand, and before issue 20
 * each was a file kept ten minutes. New ones are held here, in memory only: at most `max` of
 * them, and 2 KiB of JSON each on average (a typical one is some 600 characters, a padded one
 * up to Node's 16 KiB of URL), the oldest dropped first; a dropped one's page says "session
 * expired, start again". One is written to the store once its form is posted (`keep`) or it
 * gets a result, so a restart loses only the login pages nobody has posted yet.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Pending {
  /** The payload as JSON: a fraction of the memory of the object, and a copy by nature. */
  json: string;
  uid?: string;
  grantId?: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const epochSeconds = (ms: number) => Math.floor(ms / 1000);
/** Characters of JSON per interaction held, on average, before the oldest are dropped. */
const AVERAGE_BYTES = 2048;

export class PendingInteractions {
  readonly #pending = new Map<string, Pending>();
  #bytes = 0;

  constructor(
    /** Where kept interactions go: the store's own adapter for the Interaction model. */
    private readonly durable: Adapter,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Interactions held here (never more than `max`). */
  get size(): number {
    return this.#pending.size;
  }

  /** Writes the interaction to the store, if it is still only held here. */
  async keep(id: string): Promise<void> {
    const record = this.#live(id);
    if (!record) return;
    this.#drop(id);
    const expiresIn = Math.max(1, Math.ceil((record.expiresAt - this.now()) / 1000));
    await this.durable.upsert(id, JSON.parse(record.json) as AdapterPayload, expiresIn);
  }

  #live(id: string): Pending | undefined {
    const record = this.#pending.get(id);
    if (!record) return undefined;
    if (record.expiresAt > this.now()) return record;
    this.#drop(id);
    return undefined;
  }

  #drop(id: string): boolean {
    const record = this.#pending.get(id);
    if (!record) return false;
    this.#bytes -= record.json.length;
    return this.#pending.delete(id);
  }

  #hold(id: string, payload: AdapterPayload, expiresIn: number): void {
    this.#drop(id);
    const json = JSON.stringify(payload);
    this.#bytes += json.length;
    this.#pending.set(id, {
      json,
      uid: typeof payload.uid === 'string' ? payload.uid : undefined,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : undefined,
      expiresAt: this.now() + expiresIn * 1000,
    });
    // Oldest first: expired ones, then whatever is over the bound.
    for (const [key, record] of this.#pending) {
      const within = this.#pending.size <= this.max && this.#bytes <= this.max * AVERAGE_BYTES;
      if (within && record.expiresAt > this.now()) break;
      this.#drop(key);
    }
  }

  /** The adapter for the Interaction model. */
  readonly adapter: Adapter = {
    upsert: async (id, payload, expiresIn) => {
      const held = this.#live(id) !== undefined;
      // A result means the login went through; one already written stays written.
      if (payload.result === undefined && (held || !(await this.durable.find(id)))) {
        this.#hold(id, payload, expiresIn);
        return;
      }
      this.#drop(id);
      await this.durable.upsert(id, payload, expiresIn);
    },

    find: async (id) => {
      const record = this.#live(id);
      return record ? (JSON.parse(record.json) as AdapterPayload) : this.durable.find(id);
    },

    findByUid: async (uid) => {
      for (const [id, record] of this.#pending) {
        if (record.uid === uid && this.#live(id)) return JSON.parse(record.json) as AdapterPayload;
      }
      return this.durable.findByUid(uid);
    },

    // Interactions carry no user code (the device flow is off); the store answers as it would.
    findByUserCode: (userCode) => this.durable.findByUserCode(userCode),

    consume: async (id) => {
      const record = this.#live(id);
      if (!record) return this.durable.consume(id);
      const payload = JSON.parse(record.json) as AdapterPayload;
      payload.consumed = epochSeconds(this.now());
      this.#hold(id, payload, (record.expiresAt - this.now()) / 1000);
    },

    destroy: async (id) => {
      if (!this.#drop(id)) await this.durable.destroy(id);
    },

    revokeByGrantId: async (grantId) => {
      for (const [id, record] of this.#pending) {
        if (record.grantId === grantId) this.#drop(id);
      }
      await this.durable.revokeByGrantId(grantId);
    },
  };
}
