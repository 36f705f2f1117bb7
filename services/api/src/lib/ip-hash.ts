import { createHmac } from 'node:crypto';

/**
 * What the forms keep of a sender's address: a keyed hash that groups posts from one client for
 * abuse checks. Keyed, because the IPv4 space is small enough to reverse a plain hash.
 */
export const hashIp = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(ip).digest('hex');
