/** What is needed of `crypto` (a test can pass its own). */
interface RandomSource {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array;
}

/**
 * A new `Idempotency-Key` for one submission (finding 6): the server answers a re-sent request with the same key
 * and body from its first answer, so a retry never places a second order or a second payment. A UUID fits the
 * server's format, 1–255 characters of `[A-Za-z0-9_\-:.]`.
 *
 * `crypto.randomUUID` exists only in a secure context (https, localhost); elsewhere the same version-4 UUID is
 * made from `crypto.getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
