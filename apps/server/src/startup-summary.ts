import { PAGE_PATHS, TEST_CARD_NUMBERS } from "@xpart/shared";

import type { Config } from "./config.js";
import type { FirstAdmin } from "./modules/accounts/index.js";

/** 4242 4242 4242 4242, as the payment page shows it. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

export type SummaryConfig = Pick<
  Config,
  "publicUrl" | "databaseUrl" | "dataDir" | "stripe" | "testCards" | "mail" | "sms" | "google" | "admin"
>;

function store(config: SummaryConfig): string {
  if (!config.databaseUrl)
    return `PGlite in ${config.dataDir}/pglite (one process; DATABASE_URL for PostgreSQL)`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function payments(config: SummaryConfig): string {
  if (config.stripe) {
    return config.stripe.publishableKey.startsWith("pk_test_") ? "Stripe, test mode" : "Stripe, live";
  }
  return config.testCards
    ? `test cards, no money moves: ${grouped(TEST_CARD_NUMBERS.success)} pays (the payment page lists the others)`
    : "off: no STRIPE_* keys, so customers cannot pay";
}

function mail(config: SummaryConfig): string {
  if (config.mail.transport === "smtp") return `sent through ${new URL(config.mail.url).hostname}`;
  return config.mail.transport === "outbox"
    ? "caught, not sent: admins read it on the dashboard's Mail page (SMTP_URL sends it)"
    : "off: no SMTP_URL, so password reset and email verification are off";
}

const SMS = {
  log: "codes caught, not sent: on the dashboard's Mail page",
  twilio: "sent through Twilio",
  none: "off: sign-in codes come from an authenticator app",
} as const;

function admin(config: SummaryConfig, first: FirstAdmin | null): string[] {
  const signIn = `${config.publicUrl}${PAGE_PATHS.login}`;
  if (first?.createdWithPassword) {
    return [
      `${first.email}, password ${first.createdWithPassword}: sign in at ${signIn}`,
      `(kept in ${first.file} until you change it)`,
    ];
  }
  if (first) return [`${first.email}: its first password is in ${first.file} until you change it`];
  if (config.admin) return [`${config.admin.email} (ADMIN_EMAIL)`];
  return ["an admin promotes others on All Users; `npm run admin -- promote <email>` from a shell"];
}

/**
 * The block start-up ends with (issue 22): where the shop answers and what it runs on, so that a newcomer
 * sees at once that payments are test cards and where mail goes, and an operator sees what is off.
 */
export function startupSummary(config: SummaryConfig, first: FirstAdmin | null): string {
  const rows: [string, string[]][] = [
    ["Store", [store(config)]],
    ["Payments", [payments(config)]],
    ["Mail", [mail(config)]],
    ["SMS", [SMS[config.sms.provider]]],
    ["Google", [config.google ? "sign-in on" : "sign-in off (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)"]],
    ["Admin", admin(config, first)],
  ];
  const lines = rows.flatMap(([label, values]) =>
    values.map((value, i) => `  ${(i === 0 ? label : "").padEnd(9)} ${value}`),
  );
  return [`X-Part is ready at ${config.publicUrl}`, ...lines].join("\n");
}
