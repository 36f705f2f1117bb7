/**
 * A `HubTransport` that never connects: what a store gets during a server render, where nothing
 * may open a socket. Its `start()` never settles, so a subscription made there (none should be:
 * widgets subscribe in effects) stays 'connecting' without retry timers keeping the process busy.
 */
import type { HubTransport } from './hubTransport';

export function createInertTransport(): HubTransport {
  return {
    start: () => new Promise<void>(() => {}),
    stop: () => Promise.resolve(),
    invoke: () => Promise.reject(new Error('no hub connection during a server render')),
    on: () => {},
    onclose: () => {},
  };
}
