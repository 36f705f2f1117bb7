/**
 * The production `HubTransport`: an adapter over @microsoft/signalr's HubConnection. The client
 * library is imported on the first `start()`, so pages without live data never load it.
 *
 * SignalR's own automatic reconnect stays off (no `withAutomaticReconnect()`): `LiveConnection`
 * owns the one retry policy and re-sends the subscriptions itself, and a HubConnection that
 * reconnected on its own would not re-send them.
 */
import type { HubConnection } from '@microsoft/signalr';
import type { HubTransport } from './hubTransport';

export interface SignalrTransportOptions {
  /** The hub URL, e.g. `PRICE_BOARD_HUB_PATH` (same origin, through the proxy). */
  url: string;
  accessTokenFactory?: () => string | Promise<string>;
  /** Straight to WebSockets without the negotiate request (the server must accept id-less upgrades). */
  skipNegotiation?: boolean;
  /** Client pings; SignalR's default is 15 s. */
  keepAliveIntervalMs?: number;
  /** Close when the server sends nothing (not even a ping) for this long; SignalR's default is 30 s. */
  serverTimeoutMs?: number;
  logLevel?: 'none' | 'error' | 'warning' | 'information' | 'debug';
}

type Push = (...args: unknown[]) => void;

export function createSignalrTransport(options: SignalrTransportOptions): HubTransport {
  const pushes = new Map<string, Push>();
  let closeCallback: ((error?: Error) => void) | undefined;
  let connection: Promise<HubConnection> | undefined;

  async function build(): Promise<HubConnection> {
    const signalr = await import('@microsoft/signalr');
    const logLevels = {
      none: signalr.LogLevel.None,
      error: signalr.LogLevel.Error,
      warning: signalr.LogLevel.Warning,
      information: signalr.LogLevel.Information,
      debug: signalr.LogLevel.Debug,
    } as const;
    const builder = new signalr.HubConnectionBuilder()
      .withUrl(options.url, {
        accessTokenFactory: options.accessTokenFactory,
        ...(options.skipNegotiation
          ? { skipNegotiation: true, transport: signalr.HttpTransportType.WebSockets }
          : {}),
      })
      .configureLogging(logLevels[options.logLevel ?? 'warning']);
    if (options.keepAliveIntervalMs !== undefined)
      builder.withKeepAliveInterval(options.keepAliveIntervalMs);
    if (options.serverTimeoutMs !== undefined) builder.withServerTimeout(options.serverTimeoutMs);
    const hub = builder.build();
    for (const [method, push] of pushes) register(hub, method, push);
    hub.onclose((error) => closeCallback?.(error));
    return hub;
  }

  function register(hub: HubConnection, method: string, push: Push): void {
    hub.off(method);
    // A braces body: a handler that returns a value makes the client log "Result given for
    // '<method>' method but server is not expecting a result" (stack-notes §4).
    hub.on(method, (...args: unknown[]) => {
      push(...args);
    });
  }

  function hubConnection(): Promise<HubConnection> {
    // A failed import is not cached: the next start() tries again.
    connection ??= build().catch((error: unknown) => {
      connection = undefined;
      throw error;
    });
    return connection;
  }

  return {
    async start() {
      const hub = await hubConnection();
      await hub.start();
    },
    async stop() {
      if (!connection) return;
      const hub = await connection;
      await hub.stop();
    },
    async invoke(method, ...args) {
      const hub = await hubConnection();
      return (await hub.invoke(method, ...args)) as unknown;
    },
    on(method, callback) {
      pushes.set(method, callback);
      void connection?.then(
        (hub) => register(hub, method, callback),
        () => {},
      );
    },
    onclose(callback) {
      closeCallback = callback;
    },
  };
}
