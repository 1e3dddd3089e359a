import type { FastifyInstance } from "fastify";

/** Stripe.js runs from Stripe's origin and frames its card field (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** The CSP's directives, in the order they are sent. */
function cspDirectives(stripe: boolean): [string, string[]][] {
  const extra = stripe ? STRIPE : { script: [], frame: [], connect: [] };
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...extra.script]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Profile photos are URLs on other sites (Google's, or one the user gives): pictures only, never scripts.
    ["img-src", ["'self'", "data:", "https:"]],
    ["connect-src", ["'self'", ...extra.connect]],
    ["frame-src", extra.frame.length ? extra.frame : ["'none'"]],
    ["font-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/**
 * DESIGN §6: strict CSP, HSTS, nosniff, Referrer-Policy, and the rest of what @fastify/helmet 13 sent with
 * these settings (the same names and values, byte for byte: security-headers.test.ts pins them). Nothing
 * loads from another origin, except Stripe.js when card payments go through Stripe.
 */
export function securityHeaders(options: { stripe: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    "content-security-policy": cspDirectives(options.stripe)
      .map(([name, values]) => `${name} ${values.join(" ")}`)
      .join(";"),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  });
}

/**
 * Sends the security headers with every answer that passes the hooks. They are built once, at start-up, and
 * set from one synchronous hook: @fastify/helmet built its middleware, CSP string included, on every request,
 * the largest per-request cost of ours in a CPU profile (decision 0020). A route may still replace one (the
 * images' `default-src 'none'; sandbox`).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean }) {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
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
