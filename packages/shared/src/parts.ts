/**
 * The `@xpart/shared/parts` entry (issue 25, decision 0029): parts intelligence's zod-free vocabulary, the
 * specification attributes, fitment's names and texts, and the catalogue files' columns and texts. An entry of
 * its own, not part of `./texts`: a bundler keeps a barrel's every re-export reachable, so in `./texts` these
 * would ride along on every page's first load, where only the shop and the product page read them. entries.test.ts checks that it reaches no zod.
 */
export * from "./fitment.js";
export * from "./specifications.js";
