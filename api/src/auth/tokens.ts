// Opaque random tokens; only their sha256 is stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
