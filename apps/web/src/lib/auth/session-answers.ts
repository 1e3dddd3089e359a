import { sessionAnswerSchema } from "@xpart/shared/schemas";

import { parseAnswer } from "#src/lib/api-answers";

export { toApiError } from "#src/lib/api-answers";

/** The signed-in account as better-auth's session tells it. */
export interface SessionUser {
  email: string;
  emailVerified: boolean;
  name: string | null;
  image: string | null;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
}

/** GET /api/auth/get-session's answer: the live session's user, or null. */
export function readSession(data: unknown): SessionUser | null {
  const answer = parseAnswer(sessionAnswerSchema, data);
  if (!answer) return null;
  const { user } = answer;
  return {
    email: user.email,
    emailVerified: user.emailVerified === true,
    name: user.name ?? null,
    image: user.image ?? null,
    twoFactorEnabled: user.twoFactorEnabled === true,
    phoneNumber: user.phoneNumber ?? null,
  };
}
