/**
 * The SignalR JSON hub protocol v1 as the hub speaks it (stack-notes §4): record-separated JSON
 * text, the handshake, and the message types the official client sends.
 */
import { z } from 'zod';

export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export const HandshakeSchema = z.object({ protocol: z.string(), version: z.number() });

const InvocationSchema = z.object({
  type: z.literal(MessageType.Invocation),
  invocationId: z.string().max(64).optional(),
  target: z.string().max(128),
  arguments: z.array(z.unknown()).max(16),
  streamIds: z.array(z.string()).optional(),
});

/** Messages a client may send. Stream items, acks and sequences are not for this hub. */
export const ClientMessageSchema = z.union([
  InvocationSchema,
  z.object({ type: z.literal(MessageType.StreamInvocation), invocationId: z.string().max(64) }),
  z.object({ type: z.literal(MessageType.CancelInvocation) }),
  z.object({ type: z.literal(MessageType.Ping) }),
  z.object({ type: z.literal(MessageType.Close) }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const frame = (message: unknown): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const PING_FRAME = frame({ type: MessageType.Ping });
export const HANDSHAKE_OK_FRAME = frame({});

/**
 * Splits incoming text into records: several in one frame, or one split over several frames.
 * `push` returns the complete records and keeps the tail; null when the tail grew past `max`.
 */
export class RecordReader {
  private tail = '';

  constructor(private readonly max: number) {}

  push(text: string): string[] | null {
    const data = this.tail + text;
    const parts = data.split(RECORD_SEPARATOR);
    this.tail = parts.pop() ?? '';
    if (this.tail.length > this.max) return null;
    return parts;
  }
}
