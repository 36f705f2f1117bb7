/**
 * oidc-provider's storage (sessions, grants, interactions, codes, tokens) as one JSON file per
 * model under `${DATA_DIR}/sso/`. Everything is held in memory and every change is written
 * through before the provider continues, so a restart (or a crash after a response) loses
 * nothing the browser or the API already relies on. One process owns the directory.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { ensureDir, readJson, SerialWriter } from './json-file';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent for records without an expiry. */
  expiresAt?: number;
}

const epochSeconds = () => Math.floor(Date.now() / 1000);
const isLive = (entry: Entry, now = Date.now()) =>
  entry.expiresAt === undefined || entry.expiresAt > now;
const copy = <T>(value: T): T => structuredClone(value);

/** The records of one model, e.g. Session, with the file that holds them. */
class Collection {
  readonly entries = new Map<string, Entry>();
  readonly writer: SerialWriter;

  constructor(file: string) {
    this.writer = new SerialWriter(file, () => {
      const now = Date.now();
      const live: Record<string, Entry> = {};
      for (const [id, entry] of this.entries) {
        if (isLive(entry, now)) live[id] = entry;
        else this.entries.delete(id);
      }
      return { version: 1, entries: live };
    });
  }

  load(data: unknown): void {
    const entries = (data as { entries?: Record<string, Entry> } | undefined)?.entries ?? {};
    const now = Date.now();
    for (const [id, entry] of Object.entries(entries)) {
      if (entry && typeof entry === 'object' && entry.payload && isLive(entry, now)) {
        this.entries.set(id, entry);
      }
    }
  }

  /** A live record; an expired one is dropped on the way. */
  get(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (isLive(entry)) return entry;
    this.entries.delete(id);
    // The file follows in the background; a failed write is retried by the next change.
    this.writer.save().catch(() => {});
    return undefined;
  }

  findBy(predicate: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const id of this.entries.keys()) {
      const entry = this.get(id);
      if (entry && predicate(entry.payload)) return copy(entry.payload);
    }
    return undefined;
  }
}

const MODEL_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

export class FileStore {
  readonly #collections = new Map<string, Collection>();
  #sweeper: NodeJS.Timeout | undefined;

  private constructor(readonly dir: string) {}

  /** Loads every model file in `dir` (created if missing). */
  static async open(dir: string): Promise<FileStore> {
    await ensureDir(dir);
    const store = new FileStore(dir);
    for (const name of await readdir(dir)) {
      const model = /^adapter-([A-Za-z0-9]+)\.json$/.exec(name)?.[1];
      if (!model) continue;
      store.collection(model).load(await readJson(path.join(dir, name)));
    }
    // Expired records leave memory and disk even when nobody asks for them again.
    store.#sweeper = setInterval(() => void store.sweep(), 10 * 60_000);
    store.#sweeper.unref();
    return store;
  }

  collection(model: string): Collection {
    if (!MODEL_NAME.test(model)) throw new Error(`invalid model name ${model}`);
    let collection = this.#collections.get(model);
    if (!collection) {
      collection = new Collection(path.join(this.dir, `adapter-${model}.json`));
      this.#collections.set(model, collection);
    }
    return collection;
  }

  /** The factory oidc-provider's `adapter` option expects. */
  readonly adapterFactory = (model: string): Adapter => new FileAdapter(this.collection(model));

  async sweep(): Promise<void> {
    const now = Date.now();
    await Promise.all(
      [...this.#collections.values()]
        .filter((c) => [...c.entries.values()].some((e) => !isLive(e, now)))
        .map((c) => c.writer.save().catch(() => {})),
    );
  }

  /** Waits for pending writes; the store must not be used afterwards. */
  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    await Promise.all([...this.#collections.values()].map((c) => c.writer.idle()));
  }
}

class FileAdapter implements Adapter {
  constructor(private readonly collection: Collection) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const entry: Entry = { payload: copy(payload) };
    if (typeof expiresIn === 'number') entry.expiresAt = Date.now() + expiresIn * 1000;
    this.collection.entries.set(id, entry);
    await this.collection.writer.save();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = this.collection.get(id);
    return entry ? copy(entry.payload) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.collection.findBy((p) => p.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.collection.findBy((p) => p.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const entry = this.collection.get(id);
    if (!entry) return;
    entry.payload.consumed = epochSeconds();
    await this.collection.writer.save();
  }

  async destroy(id: string): Promise<void> {
    if (!this.collection.entries.delete(id)) return;
    await this.collection.writer.save();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    let changed = false;
    for (const [id, entry] of this.collection.entries) {
      if (entry.payload.grantId === grantId) {
        this.collection.entries.delete(id);
        changed = true;
      }
    }
    if (changed) await this.collection.writer.save();
  }
}
