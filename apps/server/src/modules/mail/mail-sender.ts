/** One rendered mail, as every adapter receives it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Where mail goes: the SMTP server (smtp-mail-sender.ts) or the development outbox (outbox.ts). */
export interface MailSender {
  readonly name: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
