import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = "";
  for (const ch of text.replace(/[\s=]+/g, "").toUpperCase())
    bits += BASE32.indexOf(ch).toString(2).padStart(5, "0");
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the enrolment URI. The one
 * copy, used by the server tests and the Playwright suite.
 */
export function totpFromUri(uri: string, at = Date.now()): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, "0");
}

/** A six-digit code that is surely not the current one (nor its neighbours, which servers also accept). */
export function wrongTotp(uri: string): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpFromUri(uri, Date.now() + shift)));
  let code = 0;
  while (near.has(String(code).padStart(6, "0"))) code += 111_111;
  return String(code).padStart(6, "0");
}
