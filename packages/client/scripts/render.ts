// Renders the client's generated modules (wire types, and one method per operation) from the operations and schemas.
import { camelCase, typeName, type EventModel, type OperationModel } from "./operations.js";
import { docComment, typeOf, type JsonSchema, type RefResolver } from "./typescript.js";

export interface GeneratorInputs {
  operations: OperationModel[];
  resolve: RefResolver;
  /** Each event type's payload as webhooks deliver it (the document's webhooks section, from src/schemas/events.ts). */
  events: EventModel[];
  /** One entry of errors[] (src/schemas/common.ts). */
  fieldErrorSchema: JsonSchema;
  /** Every error code the service answers with (src/domain/errors.ts). */
  errorCodes: string[];
}

const DO_NOT_EDIT = "Generated from the server's schemas by packages/client/scripts/generate.ts; do not edit: run `npm run client:generate`.";

export function renderTypes(inputs: GeneratorInputs): string {
  const { resolve } = inputs;
  const blocks = [
    `// The wire types of every operation, the webhook event and the error codes. ${DO_NOT_EDIT}`,
    `/** Every stable error code the service answers with; see the caller's guide for what each means. */\nexport type ErrorCode =\n${inputs.errorCodes.map((c) => `  | ${JSON.stringify(c)}`).join("\n")};`,
    `${docComment(inputs.fieldErrorSchema.description ?? "One problem with the request, where it is and why.", "")}export type FieldError = ${typeOf(inputs.fieldErrorSchema, 0, resolve)};`,
    ...inputs.events.map((event) => `${docComment(`${event.type}: ${event.schema.description ?? ""}`.trim(), "")}export type ${event.name} = ${typeOf(event.schema, 0, resolve)};`),
    `/**\n * Any event the service sends (before an endpoint's template), told apart by \`type\`: once \`event.type\` is\n * checked, \`event.data\` has that type's fields.\n */\nexport type WebhookEvent =\n${inputs.events.map((e) => `  | ${e.name}`).join("\n")};`,
    `/** The type of a webhook event. */\nexport type EventType = WebhookEvent["type"];`,
    `/** The event of one type: \`EventOf<"shipment.created">\`. */\nexport type EventOf<T extends EventType> = Extract<WebhookEvent, { type: T }>;`,
  ];
  for (const operation of inputs.operations) {
    const title = `${operation.summary} (${operation.method} ${operation.path})`;
    if (operation.body) blocks.push(`/** The body of ${title}. */\nexport type ${typeName(operation, "Body")} = ${typeOf(operation.body, 0, resolve)};`);
    if (operation.data) blocks.push(`/** The data of ${title}. */\nexport type ${typeName(operation, "Data")} = ${typeOf(operation.data, 0, resolve)};`);
  }
  return blocks.join("\n\n") + "\n";
}

/** The method's parameters, its return type and the transport call that implements it. */
function signature(operation: OperationModel): { params: string; result: string; call: string } {
  const info = `OPERATIONS.${operation.name}`;
  const body = operation.body ? `body: T.${typeName(operation, "Body")}` : undefined;
  const pathParams = operation.params.map((p) => `${camelCase(p)}: string`);
  const params = [...pathParams, ...(body ? [body] : []), "options?: CallOptions"].join(", ");
  const bodyArg = operation.body ? "body" : "undefined";
  if (operation.kind === "download") {
    const values = operation.params.length === 0 ? "{}" : `{ ${operation.params.map((p) => `${p}: ${camelCase(p)}`).join(", ")} }`;
    return { params, result: "Promise<FileDownload>", call: `transport.download(${info}, ${values}, ${bodyArg}, options)` };
  }
  const data = operation.data ? `T.${typeName(operation, "Data")}` : "Record<string, unknown>";
  if (operation.refusable) return { params, result: `Promise<Result<${data}>>`, call: `transport.refusable<${data}>(${info}, ${bodyArg}, options)` };
  if (operation.replayable) return { params, result: `Promise<${data} & Replayed>`, call: `transport.replayable<${data}>(${info}, ${bodyArg}, options)` };
  return { params, result: `Promise<${data}>`, call: `transport.json<${data}>(${info}, ${bodyArg}, options)` };
}

interface Namespace {
  path: string[];
  methods: OperationModel[];
  children: Map<string, Namespace>;
}

function namespaceTree(operations: OperationModel[]): Namespace {
  const root: Namespace = { path: [], methods: [], children: new Map() };
  for (const operation of operations) {
    let node = root;
    for (const segment of operation.segments.slice(0, -1)) {
      let child = node.children.get(segment);
      if (!child) {
        child = { path: [...node.path, segment], methods: [], children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.methods.push(operation);
  }
  const check = (node: Namespace) => {
    for (const method of node.methods) {
      if (node.children.has(method.segments[method.segments.length - 1]!)) throw new Error(`${method.path}: its method name is also a namespace`);
    }
    node.children.forEach(check);
  };
  check(root);
  return root;
}

function interfaceName(node: Namespace): string {
  return node.path.length === 0 ? "Operations" : node.path.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join("") + "Operations";
}

function methodDoc(operation: OperationModel): string {
  const notes = [
    operation.refusable ? "Refusals of the business (HTTP 200, status error) are returned as `{ ok: false }`, never thrown." : "",
    operation.replayable ? "The result's `replayed` is true when the service answered with what an earlier request made (Idempotent-Replayed)." : "",
    operation.safeToRepeat ? "Retried after a network failure too (safe to repeat)." : "Retried on 429 and 503 only (not safe to repeat after a network failure).",
  ].filter(Boolean);
  const text = [`${operation.summary} — \`${operation.method} ${operation.path}\``, operation.description ?? "", notes.join(" ")].filter(Boolean).join("\n\n");
  return docComment(text, "  ");
}

function renderInterfaces(node: Namespace, out: string[]): void {
  for (const child of node.children.values()) renderInterfaces(child, out);
  const members: string[] = [];
  for (const [name, child] of node.children) members.push(`  readonly ${name}: ${interfaceName(child)};`);
  for (const operation of node.methods) {
    const { params, result } = signature(operation);
    const name = operation.segments[operation.segments.length - 1];
    // At the top (client.token) a property of function type: the class copies it from the bound object, which a
    // method signature would make an unbound method.
    members.push(node.path.length === 0 ? `${methodDoc(operation)}  readonly ${name}: (${params}) => ${result};` : `${methodDoc(operation)}  ${name}(${params}): ${result};`);
  }
  const what = node.path.length === 0 ? "Every operation of the service" : `The operations under /v1/${node.path.join("/")}`;
  out.push(`/** ${what}. */\nexport interface ${interfaceName(node)} {\n${members.join("\n")}\n}`);
}

function renderBinding(node: Namespace, depth: number): string {
  const indent = "  ".repeat(depth + 1);
  const members: string[] = [];
  for (const [name, child] of node.children) members.push(`${indent}${name}: ${renderBinding(child, depth + 1)},`);
  for (const operation of node.methods) {
    const { params, call } = signature(operation);
    members.push(`${indent}${operation.segments[operation.segments.length - 1]}: (${params}) => ${call},`);
  }
  return `{\n${members.join("\n")}\n${"  ".repeat(depth)}}`;
}

export function renderOperations(inputs: GeneratorInputs): string {
  const { operations } = inputs;
  const tree = namespaceTree(operations);
  const table = operations.map(
    (o) =>
      `  ${o.name}: { method: ${JSON.stringify(o.method)}, path: ${JSON.stringify(o.path)}, safeToRepeat: ${o.safeToRepeat}, refusable: ${o.refusable} },`,
  );
  const interfaces: string[] = [];
  renderInterfaces(tree, interfaces);
  const fields = [...tree.children.keys(), ...tree.methods.map((o) => o.segments[0]!)];
  return [
    `// One typed method per operation of the service, and the table of their paths and retry rules. ${DO_NOT_EDIT}`,
    `import type { CallOptions, FileDownload, OperationInfo, Replayed, Result, Transport } from "../transport.js";\nimport type * as T from "./types.js";`,
    `/** Every operation: its HTTP method and path, whether it may be sent again after a network failure, whether it has business refusals. */\nexport const OPERATIONS = {\n${table.join("\n")}\n} as const satisfies Record<string, OperationInfo>;`,
    ...interfaces,
    `/** Binds every operation to a transport. */\nexport function bindOperations(transport: Transport): Operations {\n  return ${renderBinding(tree, 1)};\n}`,
    `/** The client's namespaces (orders, products, admin …), each holding its operations. */\nexport class OperationNamespaces implements Operations {\n${fields.map((f) => `  readonly ${f}: Operations[${JSON.stringify(f)}];`).join("\n")}\n\n  constructor(transport: Transport) {\n    const bound = bindOperations(transport);\n${fields.map((f) => `    this.${f} = bound.${f};`).join("\n")}\n  }\n}`,
  ].join("\n\n") + "\n";
}

/**
 * Every operation by its path, as types only: a JSON operation's body and the envelope's data, a POST download's
 * body. For code that calls the service through its own transport (the console, with its session cookie) and
 * should still fail to compile when an operation or a field is renamed.
 */
export function renderPaths(inputs: GeneratorInputs): string {
  const json: string[] = [];
  const files: string[] = [];
  for (const operation of inputs.operations) {
    const body = operation.body ? `T.${typeName(operation, "Body")}` : "Record<string, never>";
    if (operation.kind === "json") {
      const data = operation.data ? `T.${typeName(operation, "Data")}` : "Record<string, unknown>";
      json.push(`  ${JSON.stringify(operation.path)}: { body: ${body}; data: ${data} };`);
    } else if (operation.method === "POST") {
      files.push(`  ${JSON.stringify(operation.path)}: { body: ${body} };`);
    }
  }
  return [
    `// Every operation's body and answer by its path, as types only (no code). ${DO_NOT_EDIT}`,
    `import type * as T from "./types.js";`,
    `/** The operations answered with the JSON envelope, by path: the request's body and the envelope's data. */\nexport interface JsonOperationsByPath {\n${json.join("\n")}\n}`,
    `/** The POST operations answered with a file (a PDF, a CSV), by path: the request's body. */\nexport interface FileOperationsByPath {\n${files.join("\n")}\n}`,
  ].join("\n\n") + "\n";
}
