import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Stripe.js runs from Stripe's origin and frames its card field (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/**
 * DESIGN §6: strict CSP, HSTS, nosniff, Referrer-Policy. Nothing loads from another origin, except Stripe.js
 * when card payments go through Stripe.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean }) {
  const stripe = options.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile photos are URLs on other sites (Google's, or one the user gives): pictures only, never scripts.
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frame.length ? stripe.frame : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The same protections for the answers Fastify's router gives before any hook runs (a malformed or over-long
 * URL): a JSON error never needs more than `default-src 'none'`.
 */
export const ROUTER_ERROR_HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "SAMEORIGIN",
} as const;
