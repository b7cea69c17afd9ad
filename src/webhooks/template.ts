// Endpoint templates: a JSONata expression evaluated against the standard payload gives the body that is sent.
import jsonata from "jsonata";

/** Bounds on one evaluation, so a runaway template cannot stall the worker. */
const LIMITS = { timeout: 1_000, stack: 200 };

/** The compile error of a template, or undefined when it compiles. */
export function templateProblem(template: string): string | undefined {
  try {
    jsonata(template);
    return undefined;
  } catch (error) {
    return describe(error);
  }
}

/** The body of a delivery: the standard payload, or the template's result. Throws TemplateError when evaluation fails. */
export async function renderBody(template: string | null, payload: unknown): Promise<string> {
  if (template === null) return JSON.stringify(payload);
  let result: unknown;
  try {
    result = await jsonata(template, LIMITS).evaluate(payload);
  } catch (error) {
    throw new TemplateError(`template failed: ${describe(error)}`);
  }
  if (result === undefined) throw new TemplateError("template failed: it produced no value for this event");
  return JSON.stringify(result);
}

export class TemplateError extends Error {}

function describe(error: unknown): string {
  if (error && typeof error === "object") {
    const { message, code, position } = error as { message?: string; code?: string; position?: number };
    const where = position === undefined ? "" : ` at character ${position}`;
    return `${code ? `${code} ` : ""}${message ?? "invalid expression"}${where}`;
  }
  return String(error);
}
