import { createTransport } from "nodemailer";

import type { MailMessage, MailSender } from "./mail-sender.js";

/** How long one SMTP conversation may stall before the job is retried later (well within its claim). */
const SMTP_TIMEOUT_MS = 30_000;

/** The real mailer: nodemailer over `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailSender implements MailSender {
  readonly name = "smtp";
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    const options = new URL(url);
    this.transport = createTransport({
      url,
      // A URL without smtps:// may still be upgraded by STARTTLS when the server offers it.
      secure: options.protocol === "smtps:",
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async send({ attachments, ...message }: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      ...message,
      // nodemailer is typed for a Buffer as a file's content; this views the same bytes as one, without a copy.
      attachments: attachments?.map(({ content, ...file }) => ({
        ...file,
        content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      })),
    });
  }

  close(): void {
    this.transport.close();
  }
}
