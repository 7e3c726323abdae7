// Outgoing mail behind an interface (DESIGN §1: integrations outside the suite have an embedded implementation).
// The embedded one records every message in memory, newest last, so the product and its tests can see what
// went out; the SMTP connector (./smtp, configured by SMTP_URL) sends it for real. Each api instance has one
// (`ctx.mailer`); null means no mail service: invitations are then not sent.
import type { FastifyBaseLogger } from 'fastify';

/** What a caller answers when the mail service did not take an invitation (the user may try again). */
export const NOT_SENT_MESSAGE = 'The invitation could not be sent; please try again later';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  /** Hands the message over for delivery; rejects when it was not accepted (the caller reports "not sent"). */
  send(message: MailMessage): Promise<void>;
}

/** Keeps sent mail in memory (the last 500 messages). */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > 500) this.sent.shift();
  }
}

/**
 * Sends through `mailer` and answers whether it was accepted. A failure (server down, refused, timed out) is
 * logged by the connector and answered false, never thrown: one undelivered mail must not fail the request
 * that caused it, and the caller tells the user it was not sent.
 */
export async function deliver(mailer: Mailer | null, message: MailMessage, log?: FastifyBaseLogger): Promise<boolean> {
  if (!mailer) return false;
  try {
    await mailer.send(message);
    return true;
  } catch (err) {
    // Connectors log their own failures with the message id; this catches anything else (no message content).
    if (!(err instanceof MailNotSent)) log?.error({ err: { message: err instanceof Error ? err.message : String(err) } }, 'mail not sent');
    return false;
  }
}

/** A connector's "not accepted" (already logged by it). */
export class MailNotSent extends Error {}
