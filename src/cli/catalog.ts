// `pod-orders catalog create`: a catalog blank from JSON, checked by the same schema as POST /v1/admin/catalog/create.
import { Option, type Command } from "commander";
import { Failure } from "../domain/errors.js";
import { CreateBlankBody } from "../schemas/products.js";
import { createBlank } from "../services/catalog.js";
import { parseJsonFlag, readJsonFile } from "./json-input.js";
import { printJson } from "./report.js";
import { withSession } from "./session.js";
import { checkBody } from "../http/validation.js";

interface BlankFlags {
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

export function registerCatalog(program: Command): void {
  const catalog = program.command("catalog").description("catalog blanks");
  catalog
    .command("create")
    .description("create a catalog blank and print it as JSON")
    .addOption(
      new Option("--json <json>", 'the blank, e.g. \'{"sku":"MUG-11","name":"Mug","type":"pod","print_areas":{"wrap":{"width_px":2700,"height_px":1100,"dpi":300}}}\'').conflicts("file"),
    )
    .addOption(new Option("--file <path>", "read the blank from a JSON file"))
    .action(createBlankCommand);
}
