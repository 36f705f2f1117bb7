/**
 * A hub behind the `HubTransport` port, driven by a test: it can refuse starts, hold them, close,
 * push and answer calls. For unit tests of `LiveConnection` and of the stores over it.
 */
import type { HubTransport } from './hubTransport';

export class FakeHub implements HubTransport {
  connected = false;
  starts = 0;
  stops = 0;
  /** Starts to refuse before one succeeds. */
  refuseStarts = 0;
  /** When set, start() waits for the test to settle it. */
  holdStart = false;
  heldStart: { resolve: () => void; reject: (error: Error) => void } | undefined;
  invokeError: Error | undefined;
  readonly invocations: Array<{ method: string; args: unknown[] }> = [];
  readonly results = new Map<string, unknown>();
  readonly #pushes = new Map<string, (...args: unknown[]) => void>();
  #onclose: ((error?: Error) => void) | undefined;

  async start(): Promise<void> {
    this.starts += 1;
    if (this.holdStart) {
      await new Promise<void>((resolve, reject) => {
        this.heldStart = { resolve, reject };
      });
    } else if (this.refuseStarts > 0) {
      this.refuseStarts -= 1;
      throw new Error('connection refused');
    }
    this.connected = true;
  }

  async stop(): Promise<void> {
    this.stops += 1;
    // Like SignalR, a stop also fires the close callback of an open connection.
    if (this.connected) {
      this.connected = false;
      this.#onclose?.();
    }
  }

  async invoke(method: string, ...args: unknown[]): Promise<unknown> {
    if (!this.connected) throw new Error('not connected');
    this.invocations.push({ method, args });
    if (this.invokeError) throw this.invokeError;
    return this.results.get(method);
  }

  on(method: string, callback: (...args: unknown[]) => void): void {
    this.#pushes.set(method, callback);
  }

  onclose(callback: (error?: Error) => void): void {
    this.#onclose = callback;
  }

  push(method: string, ...args: unknown[]): void {
    if (this.connected) this.#pushes.get(method)?.(...args);
  }

  serverClose(error = new Error('server went away')): void {
    this.connected = false;
    this.#onclose?.(error);
  }

  methodsInvoked(): string[] {
    return this.invocations.map(({ method, args }) => [method, ...args].join(':'));
  }
}
