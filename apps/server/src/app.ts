import { randomUUID } from "node:crypto";

import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { openConfiguredDatabase } from "./db/open.js";
import { seedDemoCatalog } from "./db/seed.js";
import { createAccessTokens } from "./modules/accounts/access-token.js";
import { createGuards } from "./modules/accounts/access.js";
import { accountsRoutes } from "./modules/accounts/accounts.routes.js";
import { ensureAdmin } from "./modules/accounts/admin-bootstrap.js";
import { resolveAuthSecret } from "./modules/accounts/auth-secret.js";
import { createAuth } from "./modules/accounts/auth.js";
import { createSignInThrottle } from "./modules/accounts/sign-in-throttle.js";
import { LogSmsSender, NoSmsSender, type SmsSender } from "./modules/accounts/sms-sender.js";
import { TwilioSmsSender } from "./modules/accounts/twilio-sms-sender.js";
import { createTtlCache } from "./modules/catalog/catalog.cache.js";
import { catalogRoutes, type CachedAnswer } from "./modules/catalog/catalog.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { imagesRoutes } from "./modules/images/images.routes.js";
import { startOrderExpiry } from "./modules/orders/order-expiry.js";
import { ordersRoutes } from "./modules/orders/orders.routes.js";
import type { PaymentProvider } from "./modules/payments/payment-provider.js";
import { paymentsRoutes } from "./modules/payments/payments.routes.js";
import { paymentSettlement } from "./modules/payments/payments.service.js";
import { StripeProvider } from "./modules/payments/stripe-provider.js";
import { TestCardProvider } from "./modules/payments/test-card-provider.js";
import { reviewsRoutes } from "./modules/reviews/reviews.routes.js";
import { registerErrorHandler, sendError } from "./plugins/errors.js";
import { registerIdempotency } from "./plugins/idempotency.js";
import { registerJsonBodyParser } from "./plugins/json-body.js";
import { betterAuthLogger, safeError } from "./plugins/log-safety.js";
import { createRateLimiter } from "./plugins/rate-limit.js";
import { registerRouteAccess } from "./plugins/route-access.js";
import { registerSecurityHeaders, ROUTER_ERROR_HEADERS } from "./plugins/security-headers.js";
import { registerWebApp } from "./plugins/web-app.js";

export interface AppOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Where SMS codes go; by default the development outbox in the log. */
  sms?: SmsSender;
  /** The card payment provider; by default Stripe when configured, else the test-card processor. */
  paymentProvider?: PaymentProvider;
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

function smsSender(config: Config, log: FastifyInstance["log"]): SmsSender {
  if (config.sms.provider === "twilio") return new TwilioSmsSender(config.sms);
  return config.sms.provider === "log" ? new LogSmsSender(log) : new NoSmsSender();
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: "[redacted]" },
      serializers: { err: safeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
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
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const database = options.database ?? (await openConfiguredDatabase(config));
  if (!options.database) app.addHook("onClose", () => database.close());
  await database.migrate();
  if (config.seedDemo) {
    const seeded = await seedDemoCatalog(database.db);
    if (seeded) app.log.info({ products: seeded }, "seeded the demo catalogue");
  }

  await registerSecurityHeaders(app, {
    stripe: Boolean(config.stripe) || options.paymentProvider?.name === "stripe",
  });
  const db = database.db;
  const secret = await resolveAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({
    db,
    secret,
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    google: config.google,
    sms: options.sms ?? smsSender(config, app.log),
    rateLimitMultiplier: config.rateLimitMultiplier,
    logger: betterAuthLogger(app.log),
  });
  if (config.admin) await ensureAdmin(db, auth, config.admin, app.log);
  const tokens = createAccessTokens(secret);
  registerRouteAccess(app, createGuards(db, tokens, auth));
  registerIdempotency(app, db);
  const throttle = createSignInThrottle(db);
  const rateLimit = createRateLimiter(db, config.rateLimitMultiplier);
  const catalogCache = createTtlCache<CachedAnswer>(config.catalogCacheMs);
  const paymentProvider =
    options.paymentProvider ??
    (config.stripe ? new StripeProvider(config.stripe) : new TestCardProvider(db, secret));
  const settle = paymentSettlement(db, paymentProvider);
  startOrderExpiry(app, db, config.orderTtlMs, settle, () => catalogCache.clear());
  app.decorateRequest("caller", null);
  app.decorateRequest("identity", null);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(accountsRoutes, {
        db,
        auth,
        tokens,
        publicUrl: config.publicUrl,
        googleEnabled: Boolean(config.google),
        rateLimit,
        throttle,
      });
      await api.register(catalogRoutes, { db, cache: catalogCache });
      await api.register(ordersRoutes, {
        db,
        rateLimit,
        limits: config.holding,
        settle,
        onStockChange: () => catalogCache.clear(),
      });
      await api.register(imagesRoutes, { db });
      await api.register(reviewsRoutes, { db });
      await api.register(paymentsRoutes, { db, provider: paymentProvider, rateLimit });
    },
    { prefix: "/api" },
  );
  await registerWebApp(app, config.webDist);
  return app;
}
