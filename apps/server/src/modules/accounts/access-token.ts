import { hkdfSync } from "node:crypto";

import { jwtVerify, SignJWT } from "jose";

/** One algorithm, pinned on both sides: a token naming another (`none`, RS256…) is refused. */
const ALGORITHM = "HS256";
const ISSUER = "x-part";
const AUDIENCE = "x-part-api";
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessTokens {
  issue(userId: string, email: string): Promise<string>;
  /** The user id the token was issued to, or null for any bad, expired or foreign token. */
  verify(token: string): Promise<string | null>;
}

/** Short-lived API access tokens (DESIGN §4 PUT /user), keyed by a sub-key of the auth secret. */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new Uint8Array(hkdfSync("sha256", secret, "x-part", "api access token", 32));
  return {
    issue: (userId, email) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        return typeof payload.sub === "string" ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
