import type { FastifyInstance } from 'fastify';

export interface OutboxMessage {
  id: number;
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  locale: string;
  reference: string;
  attachments: string[];
  createdAt: string;
}

/** The dev outbox of an address or number, newest first (GET /api/v1/dev/outbox). */
export async function outboxOf(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const res = await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=100`);
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: OutboxMessage[] }).data;
}

/** Waits until the job workers have written `count` messages for `to` (newest first). */
export async function waitForOutbox(
  app: FastifyInstance,
  to: string,
  count = 1,
): Promise<OutboxMessage[]> {
  return vi.waitFor(
    async () => {
      const messages = await outboxOf(app, to);
      expect(messages).toHaveLength(count);
      return messages;
    },
    { timeout: 15_000, interval: 100 },
  );
}
