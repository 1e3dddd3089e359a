import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * AUTH_SECRET when given; otherwise one generated on first start and kept in DATA_DIR (never a constant in the
 * code). Several app servers must share it: give them the same AUTH_SECRET.
 */
export async function resolveAuthSecret(given: string | undefined, dataDir: string): Promise<string> {
  if (given) return given;
  const file = path.join(dataDir, "auth-secret");
  const existing = await readFile(file, "utf8").catch(() => null);
  if (existing !== null && existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  if (existing === null) {
    // `wx` fails if another process wrote the file first; then that one's secret wins.
    await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(async () => undefined);
  } else {
    // A short or empty file (a crash between creating and writing it) is never a key anyone could guess:
    // it is replaced whole, by rename, so no reader sees it half written.
    const fresh = `${file}.${process.pid}.tmp`;
    await writeFile(fresh, secret, { mode: 0o600 });
    await rename(fresh, file);
  }
  const kept = (await readFile(file, "utf8")).trim();
  if (kept.length < 32) throw new Error(`${file} holds no usable secret`);
  return kept;
}
