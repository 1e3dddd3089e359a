/** The mail module's front door: the queue others write to, the worker and routes app.ts starts. */
export { chooseMailSender } from "./choose-mail-sender.js";
export { enqueueMail, mailJobId, MAIL_QUEUES, type MailJob } from "./mail-queue.js";
export type { MailMessage, MailSender } from "./mail-sender.js";
export { mailTotals } from "./mail-totals.js";
export { mailRoutes as mailModule } from "./mail.routes.js";
export { mailHandler, startMailWorker } from "./mail-worker.js";
export { OutboxMailSender } from "./outbox.js";
export type { OutboxEntry } from "./outbox-entry.js";
export { enqueueDueReminders, type ReminderSource, type UnpaidCheckout } from "./reminders.js";
export type { OrderMailData } from "./template-parts.js";
