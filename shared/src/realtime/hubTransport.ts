/**
 * The port between `LiveConnection` and a hub client. Production uses `signalrTransport.ts`
 * (over @microsoft/signalr); unit tests use a fake hub. One transport instance serves every
 * (re)connection of its owner: `start()` may be called again after a close.
 */
export interface HubTransport {
  /** Connects and completes the hub handshake; rejects when either fails. */
  start(): Promise<void>;
  /** Closes the connection. Resolves once closed; also fine while `start()` is pending. */
  stop(): Promise<void>;
  /** Calls a hub method and resolves with its completion result (rejects on a hub error). */
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  /** Registers the one callback for a server push; registering the same method again replaces it. */
  on(method: string, callback: (...args: unknown[]) => void): void;
  /** Called whenever an established connection closes, whoever closed it. */
  onclose(callback: (error?: Error) => void): void;
}
