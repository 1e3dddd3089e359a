import { hkdfSync } from "node:crypto";

import { jwtVerify, SignJWT } from "jose";

/** One algorithm, pinned on both sides: a token naming another (`none`, RS256…) is refused. */
const ALGORITHM = "HS256";
const ISSUER = "x-part";
const AUDIENCE = "x-part-api";
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A little leeway for clocks of several app servers. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface TokenClaims {
  userId: string;
  /** The identity session the token was issued from: the token dies with it (security finding 10). */
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: TokenClaims & { email: string }): Promise<string>;
  /** The claims of a good token, or null for any bad, expired, foreign or over-long-lived one. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** Short-lived API access tokens (DESIGN §4 PUT /user), keyed by a sub-key of the auth secret. */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new Uint8Array(hkdfSync("sha256", secret, "x-part", "api access token", 32));
  return {
    issue: ({ userId, sessionId, email }) =>
      new SignJWT({ email, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        // Every claim is required and the lifetime capped (finding 11): a token without `exp`, or one
        // minted to live longer than ours do, is refused even when its signature holds.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["exp", "iat", "iss", "aud", "sub", "sid"],
          maxTokenAge: ACCESS_TOKEN_SECONDS + CLOCK_TOLERANCE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const { sub, sid, exp, iat } = payload;
        if (typeof sub !== "string" || typeof sid !== "string") return null;
        if (exp! - iat! > ACCESS_TOKEN_SECONDS) return null;
        return { userId: sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
