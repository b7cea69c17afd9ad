// A refused form's field errors shown at the fields they name (the 400 envelope's paths); the rest in its summary.
import { createContext } from "preact";
import { useContext, useEffect } from "preact/hooks";
import { ApiError, type FieldError } from "./api.js";

/** Which errors a field shows: those at its paths (and their list items), of its codes when it names some. */
export interface ErrorScope {
  path?: string | readonly string[] | undefined;
  /** Only these codes (a currency field shows invalid_currency at prices.USD, the amount field the rest). */
  codes?: readonly string[] | undefined;
  notCodes?: readonly string[] | undefined;
}

export interface FormErrors {
  errors: FieldError[];
  /** A field shows the errors in `scope`; returns the release for when it goes. */
  claim: (scope: ErrorScope) => () => void;
}

export const FormErrorsContext = createContext<FormErrors>({ errors: [], claim: () => () => undefined });

/** `countries[2]` belongs to the field of `countries`; `prices.USD.first_item` does not belong to `prices.USD`. */
export function belongsTo(errorPath: string, path: string): boolean {
  return errorPath === path || errorPath.startsWith(`${path}[`);
}

export function inScope(error: FieldError, scope: ErrorScope): boolean {
  const paths = typeof scope.path === "string" ? [scope.path] : (scope.path ?? []);
  return paths.some((path) => belongsTo(error.path, path)) && (!scope.codes || scope.codes.includes(error.code)) && !scope.notCodes?.includes(error.code);
}

/** The scopes the fields of one form show while they are on the page. */
export function fieldClaims() {
  const claimed = new Set<ErrorScope>();
  return {
    claim: (scope: ErrorScope) => {
      claimed.add(scope);
      return () => void claimed.delete(scope);
    },
    isShown: (error: FieldError) => [...claimed].some((scope) => inScope(error, scope)),
  };
}

/** The errors a field shows; the field claims its scope while it is on the page. */
export function useFieldErrors(scope: ErrorScope): FieldError[] {
  const form = useContext(FormErrorsContext);
  const key = JSON.stringify(scope);
  useEffect(() => (scope.path === undefined ? undefined : form.claim(scope)), [key, form.claim]);
  return scope.path === undefined ? [] : form.errors.filter((e) => inScope(e, scope));
}

export function FieldProblems({ id, errors, describe }: { id: string; errors: FieldError[]; describe?: (error: FieldError) => string }) {
  if (errors.length === 0) return null;
  return (
    <small id={id} class="field-error">
      {errors.map((e, i) => (
        <span key={i}>{describe ? describe(e) : e.message}</span>
      ))}
    </small>
  );
}

/** What the console found wrong before asking the service, in the service's own shape. */
export function localRefusal(errors: FieldError[]): ApiError {
  return new ApiError("Not sent: some fields need fixing.", 0, errors);
}
