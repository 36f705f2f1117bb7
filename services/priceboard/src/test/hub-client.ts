/** The official SignalR client, as the sites use it, for the tests that read the hub. */
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { StockPricePush } from '@brokerage/shared/market/board.ts';

/**
 * A connection (not started), over WebSockets unless `transport` names another (Server-Sent
 * Events and long polling always negotiate first). `skipNegotiation`: straight to the socket,
 * as a client that knows the transport; otherwise negotiate first (the token round trip).
 */
export function hubClient(
  url: string,
  options: {
    skipNegotiation?: boolean;
    serverTimeoutMs?: number;
    transport?: HttpTransportType;
  } = {},
): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(url, {
      transport: options.transport ?? HttpTransportType.WebSockets,
      ...(options.skipNegotiation ? { skipNegotiation: true } : {}),
    })
    .configureLogging(LogLevel.None);
  if (options.serverTimeoutMs) builder.withServerTimeout(options.serverTimeoutMs);
  return builder.build();
}

/** The pushes a connection receives, in order, as they arrive. */
export function collectPushes(connection: HubConnection): StockPricePush[] {
  const pushes: StockPricePush[] = [];
  connection.on('updateStockPrice', (push: StockPricePush) => {
    pushes.push(push);
  });
  return pushes;
}
