// Outgoing mail behind an interface (DESIGN §1: integrations outside the suite have an embedded implementation).
// The embedded one records every message in memory, newest last, so the product and its tests can see what
// went out; a real connector (SMTP, a provider's API) implements `Mailer` and is installed with `setMailer`.
// `setMailer(null)` means no mail service is configured: invites are then not sent.

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

let current: Mailer | null = new RecordingMailer();

/** The configured mailer, or null when mail is off. */
export const mailer = (): Mailer | null => current;
export function setMailer(next: Mailer | null): void {
  current = next;
}
