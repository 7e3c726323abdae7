// The payment processor behind an interface. The embedded implementation checks a card (Luhn, expiry, a 3 or 4
// digit verification code), keeps only an opaque token with the last four digits and the expiry in its vault,
// and records charges against the token. The card number and verification code live only in this call's memory:
// they are never stored, logged or returned. A real processor replaces it by implementing the same interface.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentCards } from '../db/schema';
import type { FieldError } from '../http/errors';

export interface CardDetails {
  cardNumber: string;
  verification: string;
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string;
}

export interface StoredCard {
  token: string;
  last4: string;
}

export type TokenizeResult = { ok: true; card: StoredCard } | { ok: false; errors: FieldError[] };

export interface PaymentProcessor {
  /** Checks the card and exchanges it for a token (the only thing kept). */
  tokenize(companyId: number, card: CardDetails, now: Date): Promise<TokenizeResult>;
  /** Charges a tokenized card; returns the processor's charge id. */
  charge(companyId: number, token: string, amount: number, description: string): Promise<{ chargeId: string }>;
}

export const INVALID_CARD_MESSAGE = 'The card number is not valid';
export const EXPIRED_CARD_MESSAGE = 'The card has expired';
export const INVALID_EXPIRY_MESSAGE = 'Enter the card expiry as MM/YY';
export const INVALID_VERIFICATION_MESSAGE = 'The verification code is not valid';

/** Luhn checksum over the digits of a card number (spaces and dashes allowed between digits). */
export function luhnValid(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/YY` → month and four-digit year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month. */
export const expired = (e: { month: number; year: number }, now: Date) =>
  e.year < now.getUTCFullYear() || (e.year === now.getUTCFullYear() && e.month < now.getUTCMonth() + 1);

/** Field problems of a card, without echoing any of its digits. */
export function cardErrors(card: CardDetails, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (!luhnValid(card.cardNumber)) errors.push({ field: 'model.cardNumber', message: INVALID_CARD_MESSAGE });
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.push({ field: 'model.expiry', message: INVALID_EXPIRY_MESSAGE });
  else if (expired(expiry, now)) errors.push({ field: 'model.expiry', message: EXPIRED_CARD_MESSAGE });
  if (!/^\d{3,4}$/.test(card.verification.trim())) errors.push({ field: 'model.verification', message: INVALID_VERIFICATION_MESSAGE });
  return errors;
}

export class EmbeddedPaymentProcessor implements PaymentProcessor {
  constructor(private readonly db: Db) {}

  async tokenize(companyId: number, card: CardDetails, now: Date): Promise<TokenizeResult> {
    const errors = cardErrors(card, now);
    if (errors.length > 0) return { ok: false, errors };
    const digits = card.cardNumber.replace(/[\s-]/g, '');
    const expiry = parseExpiry(card.expiry)!;
    const stored: StoredCard = { token: `card_${randomBytes(18).toString('base64url')}`, last4: digits.slice(-4) };
    await this.db
      .insert(paymentCards)
      .values({ companyId, token: stored.token, last4: stored.last4, expiryMonth: expiry.month, expiryYear: expiry.year });
    return { ok: true, card: stored };
  }

  async charge(companyId: number, token: string, amount: number): Promise<{ chargeId: string }> {
    const [card] = await this.db
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(eq(paymentCards.companyId, companyId), eq(paymentCards.token, token)));
    if (!card) throw new Error('Unknown card token');
    if (!Number.isFinite(amount) || amount <= 0) throw new Error('Invalid amount');
    return { chargeId: `ch_${randomBytes(12).toString('base64url')}` };
  }
}
