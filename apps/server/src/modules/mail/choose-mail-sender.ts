import path from "node:path";

import type { Config } from "../../config.js";

import type { MailSender } from "./mail-sender.js";
import { OutboxMailSender } from "./outbox.js";
import { SmtpMailSender } from "./smtp-mail-sender.js";

/** The configured mailer: SMTP, the development outbox under DATA_DIR, or none (production without SMTP_URL). */
export function chooseMailSender(config: Config): MailSender | null {
  const { mail } = config;
  if (mail.transport === "smtp") return new SmtpMailSender(mail.url, mail.from);
  if (mail.transport === "outbox")
    return new OutboxMailSender(path.join(config.dataDir, "outbox"), mail.from);
  return null;
}
