import { randomUUID } from "node:crypto";

import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

import { resolveAuthSecret } from "./auth-secret.js";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { openConfiguredDatabase } from "./db/open.js";
import { openReadReplicas, primaryOnly, type ReadRouter } from "./db/read-replicas.js";
import { JobEngine } from "./jobs/index.js";
import { accountsModule, setUpAccounts } from "./modules/accounts/index.js";
import { auditModule } from "./modules/audit/index.js";
import { cartModule } from "./modules/cart/index.js";
import { catalogModule, listProductPages } from "./modules/catalog/index.js";
import { companiesModule, companyIdOf } from "./modules/companies/index.js";
import { healthModule } from "./modules/health/index.js";
import { imagesModule } from "./modules/images/index.js";
import { insightsModule } from "./modules/insights/index.js";
import { invoiceFileOf, invoicesModule } from "./modules/invoices/index.js";
import {
  chooseMailSender,
  MAIL_QUEUES,
  mailModule,
  mailTotals,
  startMailWorker,
  type MailSender,
} from "./modules/mail/index.js";
import {
  ORDER_QUEUES,
  orderTotals,
  ordersModule,
  unpaidOrdersCreatedBetween,
} from "./modules/orders/index.js";
import {
  choosePaymentProvider,
  paymentSettlement,
  paymentsModule,
  type PaymentProvider,
} from "./modules/payments/index.js";
import { profilesModule } from "./modules/profiles/index.js";
import { quotesModule } from "./modules/quotes/index.js";
import {
  applyInvoicePaymentEvent,
  INVOICE_REMINDER_QUEUE,
  RECEIVABLES_QUEUES,
  receivablesModule,
  sendDueInvoiceReminders,
} from "./modules/receivables/index.js";
import { reviewsModule } from "./modules/reviews/index.js";
import { registerApiCompression } from "./plugins/compression.js";
import { registerDrainOnClose } from "./plugins/drain-on-close.js";
import { registerErrorHandler, sendError } from "./plugins/errors.js";
import { IDEMPOTENCY_QUEUES, registerIdempotency } from "./plugins/idempotency.js";
import { registerJsonBodyParser } from "./plugins/json-body.js";
import { chooseLogFormat, prettyStream } from "./plugins/log-format.js";
import { safeError, safeRequest } from "./plugins/log-safety.js";
import { metricsReader, registerMetrics } from "./plugins/metrics.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { createRateLimiter } from "./plugins/rate-limit.js";
import { registerRequestLog } from "./plugins/request-log.js";
import { registerRouteAccess } from "./plugins/route-access.js";
import { registerSecurityHeaders, ROUTER_ERROR_HEADERS } from "./plugins/security-headers.js";
import { registerTestClock } from "./plugins/test-clock.js";
import { registerTracing } from "./plugins/tracing.js";
import { registerWebApp } from "./plugins/web-app.js";
import { seedDemoCatalog } from "./seed/seed.js";
import { chooseSmsSender } from "./sms/choose-sms-sender.js";
import { smsOutboxApiRoutes } from "./sms/sms-outbox.routes.js";
import type { SmsSender } from "./sms/sms-sender.js";
import { startupSummary } from "./startup-summary.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Where the catalogue's reads go (tests read its replicas' state). */
    reads: ReadRouter;
  }
}

/** The API's version in its OpenAPI document. */
const API_VERSION = "1.0.0";

/** Every job queue and its policy, created at start-up (decision 0024). */
export const JOB_QUEUES = [...MAIL_QUEUES, ...ORDER_QUEUES, ...IDEMPOTENCY_QUEUES, ...RECEIVABLES_QUEUES];

export interface AppOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Where SMS codes go; by default the development outbox in the log. */
  sms?: SmsSender;
  /** The card payment provider; by default Stripe when configured, else the test-card processor. */
  paymentProvider?: PaymentProvider;
  /** Where mail goes; by default the configured mailer (SMTP, the development outbox, or none). */
  mail?: MailSender | null;
  /** Where log lines go; by default standard output (tests read them to check what is never logged). */
  logStream?: { write(line: string): void };
}

/**
 * Log lines never carry credentials, cookies or card data (DESIGN §1 Logs). Request bodies, where one-time
 * codes travel, are not logged at all, and errors go through `safeError`.
 */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.card",
  "*.clientSecret",
];

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: "[redacted]" },
      serializers: { err: safeError, req: safeRequest },
      ...(options.logStream
        ? { stream: options.logStream }
        : chooseLogFormat(config.logFormat, process.stdout.isTTY) === "pretty"
          ? { stream: prettyStream() }
          : {}),
    },
    genReqId: () => randomUUID(),
    // One line per request at most, written by registerRequestLog.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals skip every hook: they get the error shape and headers here, and never
    // echo the URL back.
    frameworkErrors(error, request, reply) {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      reply.headers(ROUTER_ERROR_HEADERS).header("x-request-id", request.id);
      return sendError(
        reply,
        tooLong ? 414 : 400,
        tooLong ? "The address is too long" : "The address is not valid",
      );
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerDrainOnClose(app);
  registerRequestLog(app);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  const database =
    options.database ??
    (await openConfiguredDatabase(config, (err) =>
      app.log.warn({ err }, "database connection lost; the pool reconnects on demand"),
    ));
  const db = database.db;
  // Replicas copy a PostgreSQL primary; PGlite has none (config.ts refuses DATABASE_READ_URL without it).
  const reads =
    database.kind === "postgres" && config.readReplicas
      ? openReadReplicas({
          primary: db,
          urls: config.readReplicas.urls,
          pool: config.databasePool,
          maxLagMs: config.readReplicas.maxLagMs,
          onChange: (replica, err) =>
            replica.healthy
              ? app.log.info({ replica: replica.url }, "read replica in use")
              : app.log.warn(
                  { replica: replica.url, lagMs: replica.lagMs, err },
                  "read replica skipped (away or lagging): its reads go to the primary",
                ),
        })
      : primaryOnly(db);
  app.decorate("reads", reads);
  const jobs = new JobEngine(database, app.log);
  app.decorate("jobs", jobs);
  const secret = await resolveAuthSecret(config.authSecret, config.dataDir);
  const sms = options.sms ?? chooseSmsSender(config.sms, app.log);
  const mail = options.mail === undefined ? chooseMailSender(config) : options.mail;
  app.addHook("onReady", () => jobs.run());
  // The workers finish the jobs in hand before the mailer and the database they use go.
  app.addHook("onClose", async () => {
    await jobs.stop();
    mail?.close?.();
    await reads.close();
    if (!options.database) await database.close();
  });
  if (!mail) app.log.warn("mail is not configured (SMTP_URL): password reset and email verification are off");
  // One app server at a time on a shared database: each would otherwise create the tables, seed the demo
  // catalogue and sign up the first admin over the other's (decision 0018).
  const accounts = await database.exclusively(async () => {
    await database.migrate();
    await jobs.start(JOB_QUEUES);
    if (config.seedDemo) {
      const seeded = await seedDemoCatalog(db);
      if (seeded) app.log.info({ products: seeded }, "seeded the demo catalogue");
    }
    return setUpAccounts({ db, config, secret, sms, log: app.log, mailEnabled: Boolean(mail) });
  });

  await registerTracing(app, config.tracing);
  registerSecurityHeaders(app, {
    stripe: Boolean(config.stripe) || options.paymentProvider?.name === "stripe",
  });
  registerRouteAccess(app, accounts.guards);
  registerIdempotency(app, db, jobs);
  registerMetrics(app, {
    authorize: metricsReader(config.metricsToken, accounts.guards.admin!),
    poolCounts: database.poolCounts,
    business: [
      {
        name: "xpart_orders",
        help: "Orders that reached each step, shop-wide",
        label: "step",
        read: () => orderTotals(db),
      },
      {
        name: "xpart_mail_jobs",
        help: "Mail jobs by status, shop-wide (pending and sending: the queue)",
        label: "status",
        read: () => mailTotals(db),
      },
    ],
  });
  await registerOpenApi(app, { version: API_VERSION, docs: config.apiDocs });
  const rateLimit = createRateLimiter(db, config.rateLimitMultiplier);
  const provider = options.paymentProvider ?? choosePaymentProvider(config, db, secret);
  const settle = paymentSettlement(db, provider);
  app.decorateRequest("caller", null);
  app.decorateRequest("identity", null);
  await app.register(
    async (api) => {
      await registerApiCompression(api);
      await api.register(healthModule, {
        db,
        internals: config.diagnostics ? { poolCounts: database.poolCounts } : undefined,
      });
      await api.register(accountsModule, { db, accounts, rateLimit });
      await api.register(catalogModule, { db, reads, cacheMs: config.catalogCacheMs });
      await api.register(ordersModule, {
        db,
        rateLimit,
        limits: config.holding,
        settle,
        orderTtlMs: config.orderTtlMs,
        jobs,
      });
      await api.register(invoicesModule, { db });
      await api.register(cartModule, {
        db,
        rateLimit,
        limits: config.holding,
        orderTtlMs: config.orderTtlMs,
      });
      await api.register(imagesModule, { db, rateLimit });
      await api.register(reviewsModule, { db, rateLimit });
      await api.register(profilesModule, { db, rateLimit, companyOf: (userId) => companyIdOf(db, userId) });
      await api.register(companiesModule, { db, rateLimit });
      await api.register(paymentsModule, {
        db,
        provider,
        rateLimit,
        otherPayments: (payment, log) => applyInvoicePaymentEvent(db, provider, payment, log),
      });
      await api.register(receivablesModule, { db, provider, rateLimit });
      await api.register(quotesModule, {
        db,
        rateLimit,
        limits: config.holding,
        orderTtlMs: config.orderTtlMs,
      });
      await api.register(auditModule, { db });
      await api.register(insightsModule, { db });
      await api.register(mailModule, { db, sender: mail });
      await api.register(smsOutboxApiRoutes, { sms });
    },
    { prefix: "/api" },
  );
  if (mail) {
    startMailWorker(app, jobs, {
      db,
      sender: mail,
      publicUrl: config.publicUrl,
      pollMs: config.mailPollMs,
      reminders: { ttlMs: config.orderTtlMs, unpaidOrdersCreatedBetween },
      invoices: invoiceFileOf,
    });
    jobs.every(INVOICE_REMINDER_QUEUE, config.invoiceReminderMs, async () => {
      const sent = await sendDueInvoiceReminders(db);
      if (sent) app.log.info({ count: sent }, "queued invoice reminders");
    });
  }
  if (config.testClock) registerTestClock(app);
  if (mail?.pages) await app.register(mail.pages({ publicUrl: config.publicUrl }));
  await registerWebApp(app, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    productPages: () => listProductPages(db),
    mintToken: (visitor) => accounts.tokens.issue(visitor),
  });
  app.addHook("onListen", async () => app.log.info(startupSummary(config, accounts.firstAdmin)));
  return app;
}
