// `pod-orders catalog create`: a catalog blank from JSON, checked by the same schema as POST /v1/admin/catalog/create.
import { Failure } from "../domain/errors.js";
import { CreateBlankBody } from "../schemas/products.js";
import { createBlank } from "../services/catalog.js";
import { parseJsonFlag, readJsonFile } from "./json-input.js";
import { printJson } from "./report.js";
import { withSession } from "./session.js";
import { checkBody } from "../http/validation.js";

export interface BlankFlags {
  json?: string;
  file?: string;
}

async function blankInput(flags: BlankFlags): Promise<unknown> {
  if (flags.json !== undefined) return parseJsonFlag(flags.json, "--json");
  if (flags.file !== undefined) return readJsonFile(flags.file);
  throw Failure.of("required", "pass the blank as --json '<json>' or --file <path.json>");
}

export async function createBlankCommand(flags: BlankFlags): Promise<void> {
  const body = checkBody(CreateBlankBody, await blankInput(flags));
  await withSession(async ({ ctx }) => printJson(await createBlank(ctx, body)));
}
