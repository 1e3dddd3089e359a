import { useRef, useState } from "react";

/** An issue as a form meets it: the path's first part (a field's name, or not) and its message. */
export type FieldIssue = [path: PropertyKey | undefined, message: string];

/** A schema's refusal as the form meets it. */
export const issuesOf = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue): FieldIssue => [issue.path[0], issue.message]);

/**
 * A form's messages under its fields: each field's first message (the client's check or the server's 400
 * `fields`), the focus on the first field at fault, in `fields`' order. `show` answers whether any message
 * was a field's, so the caller can show the rest as the form's; each field's element registers with `refFor`.
 */
export function useFieldErrors<F extends string>(
  fields: readonly F[],
  fieldOf: (path: PropertyKey | undefined) => F | undefined = (path) => fields.find((f) => f === path),
) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const show = (issues: Iterable<FieldIssue>): boolean => {
    const found: Partial<Record<F, string>> = {};
    for (const [path, message] of issues) {
      const field = fieldOf(path);
      if (field) found[field] ??= message;
    }
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
    return first !== undefined;
  };
  /** The ref callback of a field's element, so `show` can focus it. */
  const refFor = (field: F) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };
  return { errors, refFor, show, clear: () => setErrors({}) };
}
