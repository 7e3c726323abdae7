// The SMTP connector: SMTP_URL (smtp://user:pass@host:587 with STARTTLS when offered, smtps://… for TLS from the
// first byte) and MAIL_FROM configure a nodemailer transport. Credentials live in the URL only: logs name the
// host and port, and a failure is logged with the message id and the server's answer, never the password.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MailNotSent, type Mailer, type MailMessage } from './mailer';

/** Connecting and the server's greeting: 10 s each; a stalled conversation: 30 s. A request waits at most that. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface SmtpSettings {
  /** smtp:// or smtps:// with optional user:password@ and port. */
  url: string;
  /** The From address; default the URL's user when it is an address, else no-reply@ the SMTP host. */
  from?: string;
}

/** SMTP_URL parsed enough to refuse a typo at start and to name the server in logs without its credentials. */
export function parseSmtpUrl(value: string): { host: string; port: number; secure: boolean; user: string; password: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtp://user:password@host:587 or smtps://…)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (!url.hostname) throw new Error('SMTP_URL has no host');
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;
  private readonly from: string;
  private readonly server: string;
  private readonly secrets: string[];

  constructor(
    settings: SmtpSettings,
    private readonly log: () => FastifyBaseLogger | undefined,
  ) {
    const parsed = parseSmtpUrl(settings.url);
    this.server = `${parsed.host}:${parsed.port}`;
    this.from = settings.from || (parsed.user.includes('@') ? parsed.user : `no-reply@${parsed.host}`);
    this.secrets = [parsed.password, encodeURIComponent(parsed.password), settings.url].filter((s) => s.length > 0);
    this.transport = nodemailer.createTransport({
      host: parsed.host,
      port: parsed.port,
      secure: parsed.secure,
      auth: parsed.user || parsed.password ? { user: parsed.user, pass: parsed.password } : undefined,
      ...TIMEOUTS,
    });
  }

  /** Where mail goes, for the start-up log (no credentials). */
  describe(): { server: string; from: string } {
    return { server: this.server, from: this.from };
  }

  async send(message: MailMessage): Promise<void> {
    // Our own Message-ID, so a failure's log line names the message the server would have known.
    const messageId = `<${randomUUID()}@${this.from.split('@').pop()?.replace(/[>\s]/g, '') || 'localhost'}>`;
    try {
      const info = await this.transport.sendMail({
        messageId,
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      this.log()?.info({ messageId, server: this.server, recipients: message.to.length, accepted: info.accepted.length }, 'mail sent');
    } catch (err) {
      const e = err as { code?: string; responseCode?: number; message?: string };
      this.log()?.error(
        { messageId, server: this.server, code: e.code, responseCode: e.responseCode, reason: this.scrub(String(e.message ?? err)) },
        'mail not sent',
      );
      throw new MailNotSent(`mail ${messageId} not sent`);
    }
  }

  close(): void {
    this.transport.close();
  }

  private scrub(text: string): string {
    return this.secrets.reduce((t, s) => t.split(s).join('[Redacted]'), text);
  }
}
