import nodemailer, { type Transporter } from 'nodemailer';
import type { ChannelMessage, MessageChannel } from '../../lib/message-channel';

/**
 * How mail leaves: through the SMTP server `SMTP_URL` names; written to the log instead
 * (development, no SMTP server); or not at all (production without an SMTP server).
 */
export type EmailSetup =
  | { mode: 'smtp'; smtpUrl: string; from: string; publicUrl: string }
  | { mode: 'log' | 'off'; from: string; publicUrl: string };

export interface EmailLog {
  info(details: object, message: string): void;
}

/** The mail as it is sent: the notification, and the address of its screen in the app. */
export function emailOf(n: ChannelMessage, to: string, setup: EmailSetup) {
  const link = new URL(n.url, setup.publicUrl).href;
  return { from: setup.from, to, subject: n.title, text: `${n.body}\n\n${link}\n` };
}

/** Email to the address the member keeps in their profile (modules/email/README.md). */
export class EmailChannel implements MessageChannel {
  readonly name = 'email';
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly addressOf: (clubId: number, relatieId: number) => Promise<string | null>,
    private readonly setup: EmailSetup,
    private readonly log: EmailLog = { info: () => {} },
  ) {
    this.transport = setup.mode === 'smtp' ? nodemailer.createTransport(setup.smtpUrl) : undefined;
  }

  /** Resolves without sending to a member with no email address; throws when the SMTP server refuses. */
  async deliver(n: ChannelMessage): Promise<void> {
    if (this.setup.mode === 'off') return;
    const to = await this.addressOf(n.clubId, n.relatieId);
    if (!to) return;
    const mail = emailOf(n, to, this.setup);
    if (this.transport) await this.transport.sendMail(mail);
    else this.log.info({ email: mail }, 'email not sent: no SMTP_URL, written here instead');
  }

  /** Closes the SMTP connections (the server's stop). */
  close(): void {
    this.transport?.close();
  }
}
