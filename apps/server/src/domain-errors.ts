/**
 * What a module's rules refuse, in the module's words and without HTTP: `plugins/errors.ts` is the one place
 * that turns each kind into a status code (decision 0009). Messages are the spec's texts where it has one.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    /** Advice for the caller that travels with the answer, e.g. when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "unsupported-media"
  | "too-many"
  | "upstream-failed"
  | "unavailable";

/** A refusal that can name the fields (or a checkout's lines) at fault, with a message each. */
abstract class FieldsError extends DomainError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The input breaks a rule (400); `fields` names the fields at fault, with a message each. */
export class InvalidError extends FieldsError {
  readonly kind = "invalid";
}
/** Nobody is signed in, or the credential has ended (401). */
export class UnauthenticatedError extends DomainError {
  readonly kind = "unauthenticated";
}
/** The caller is known but may not do this (403). */
export class ForbiddenError extends DomainError {
  readonly kind = "forbidden";
}
/** Absent, or someone else's (404): the two are never told apart. */
export class NotFoundError extends DomainError {
  readonly kind = "not-found";
}
/** The object's state or stock does not allow it now (409); `fields` names the lines at fault (a checkout's). */
export class ConflictError extends FieldsError {
  readonly kind = "conflict";
}
/** The upload is larger than the rule allows (413). */
export class TooLargeError extends DomainError {
  readonly kind = "too-large";
}
/** The content is not of a kind accepted here (415), judged by the bytes, never by a declared type. */
export class UnsupportedMediaError extends DomainError {
  readonly kind = "unsupported-media";
}
/** Too many attempts; `retryAfterSeconds` says when to try again (429). */
export class TooManyError extends DomainError {
  readonly kind = "too-many";
}
/** A provider we depend on (cards, SMS, mail) refused or failed (502). */
export class UpstreamError extends DomainError {
  readonly kind = "upstream-failed";
}
/** The feature is switched off or a dependency is down (503). */
export class UnavailableError extends DomainError {
  readonly kind = "unavailable";
}
