import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * AUTH_SECRET when given; otherwise one generated on first start and kept in DATA_DIR (never a constant in the
 * code). Several app servers must share it: give them the same AUTH_SECRET.
 */
export async function resolveAuthSecret(given: string | undefined, dataDir: string): Promise<string> {
  if (given) return given;
  const file = path.join(dataDir, "auth-secret");
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  // `wx` fails if another process wrote the file first; then that one's secret wins.
  await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(async () => undefined);
  return (await readFile(file, "utf8")).trim();
}
