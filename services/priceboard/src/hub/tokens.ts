/**
 * Connection tokens any instance can check: behind the proxy, the negotiate and the WebSocket
 * upgrade that follows it may land on different instances (round robin), so the token carries
 * its own expiry and an HMAC-SHA256 over it with the secret the instances share
 * (PRICEBOARD_TOKEN_SECRET). Nothing is stored to issue one; an instance remembers only the
 * tokens used on it, until they expire, so one token opens one socket there.
 *
 * Layout (base64url): 6 bytes expiry (ms since the epoch) | 10 random bytes | 16 bytes of MAC.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const EXPIRY_BYTES = 6;
const NONCE_BYTES = 10;
const MAC_BYTES = 16;
const TOKEN_BYTES = EXPIRY_BYTES + NONCE_BYTES + MAC_BYTES;
/** base64url of TOKEN_BYTES, without padding. */
const TOKEN_CHARS = Math.ceil((TOKEN_BYTES * 4) / 3);
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface ConnectionTokensOptions {
  secret: Buffer;
  ttlMs: number;
  /** The most tokens remembered as used; past it the oldest are forgotten (the expiry still holds). */
  maxUsed: number;
  now?: () => number;
}

export class ConnectionTokens {
  /** Tokens used here, with their expiry; insertion order is expiry order (one TTL for all). */
  private readonly used = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: ConnectionTokensOptions) {
    if (options.secret.length < 16) throw new Error('the token secret needs 16 bytes or more');
    this.now = options.now ?? Date.now;
  }

  private mac(body: Buffer): Buffer {
    return createHmac('sha256', this.options.secret).update(body).digest().subarray(0, MAC_BYTES);
  }

  issue(): string {
    const body = Buffer.alloc(EXPIRY_BYTES + NONCE_BYTES);
    body.writeUIntBE(this.now() + this.options.ttlMs, 0, EXPIRY_BYTES);
    randomBytes(NONCE_BYTES).copy(body, EXPIRY_BYTES);
    return Buffer.concat([body, this.mac(body)]).toString('base64url');
  }

  /** True once for a token issued with this secret and not expired; false for anything else. */
  redeem(token: string): boolean {
    if (token.length !== TOKEN_CHARS || !BASE64URL.test(token)) return false;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== TOKEN_BYTES) return false;
    const body = bytes.subarray(0, EXPIRY_BYTES + NONCE_BYTES);
    if (!timingSafeEqual(bytes.subarray(EXPIRY_BYTES + NONCE_BYTES), this.mac(body))) return false;
    const expires = body.readUIntBE(0, EXPIRY_BYTES);
    const now = this.now();
    if (expires < now) return false;
    this.sweep(now);
    if (this.used.has(token)) return false;
    if (this.used.size >= this.options.maxUsed) {
      const oldest = this.used.keys().next();
      if (!oldest.done) this.used.delete(oldest.value);
    }
    this.used.set(token, expires);
    return true;
  }

  /** Forgets used tokens that have expired (they fail on their expiry alone). */
  sweep(now = this.now()): void {
    for (const [token, expires] of this.used) {
      if (expires >= now) break;
      this.used.delete(token);
    }
  }
}
