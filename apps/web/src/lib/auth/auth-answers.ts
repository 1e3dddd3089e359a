/**
 * The identity answers' schemas and their reader, in their own chunk: auth-api loads them with zod when an
 * answer arrives, so the sign-in pages' first load carries no schema library (issue 24).
 */
export {
  signInEmailAnswerSchema,
  signInOptionsSchema,
  socialSignInAnswerSchema,
  twoFactorEnableAnswerSchema,
} from "@xpart/shared/schemas";
export { parseAnswer } from "#src/lib/api-answers";
