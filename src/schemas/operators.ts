// Wire schemas of operators and their tokens (docs/operator-guide.md#operators-are-people), and of who made a change (the actor) as the operator reads it.
import { Type, type Static } from "@sinclair/typebox";
import { ACTIVITY_TYPES, SYSTEM_REASONS } from "../domain/actors.js";
import { EventPayloadSchema } from "./events.js";
import { StringEnum } from "./common.js";

const OperatorId = Type.String({ minLength: 1, maxLength: 100, description: "The operator's id (op_…; op_admin is the operator POD_ADMIN_TOKEN stands for)" });
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: "\\S", description: "What timelines call them (\"Pat put the order on hold\"); unique whatever its case" });
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: "^[^\\s@]+@[^\\s@]+$", description: "For the company's own records; the service sends no mail" });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const CreateOperatorBody = Type.Object({ name: Name, email: Type.Optional(Nullable(Email)) }, { additionalProperties: false });
export type CreateOperatorBody = Static<typeof CreateOperatorBody>;

export const UpdateOperatorBody = Type.Object(
  {
    operator_id: OperatorId,
    name: Type.Optional(Name),
    email: Type.Optional(Nullable(Email)),
    disabled: Type.Optional(Type.Boolean({ description: "true: the operator's tokens and console sessions get 401 operator_disabled at once; false lets them in again" })),
  },
  { additionalProperties: false },
);
export type UpdateOperatorBody = Static<typeof UpdateOperatorBody>;

export const OperatorIdBody = Type.Object({ operator_id: OperatorId }, { additionalProperties: false });
export type OperatorIdBody = Static<typeof OperatorIdBody>;

export const CreateOperatorTokenBody = Type.Object(
  { operator_id: OperatorId, name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "A label, such as the machine or the purpose" })) },
  { additionalProperties: false },
);
export type CreateOperatorTokenBody = Static<typeof CreateOperatorTokenBody>;

export const OperatorTokenIdBody = Type.Object({ token_id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type OperatorTokenIdBody = Static<typeof OperatorTokenIdBody>;

export const OperatorTokenView = Type.Object({
  token_id: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  revoked_at: Type.Union([Type.String(), Type.Null()], { description: "null while the token works" }),
  last_used_at: Type.Union([Type.String(), Type.Null()], { description: "The token's last request, to the minute; null: never used" }),
});

export const OperatorView = Type.Object({
  operator_id: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  disabled: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
  tokens: Type.Array(OperatorTokenView, { description: "Oldest first, revoked ones included; never the token itself. POD_ADMIN_TOKEN is configuration, not listed." }),
});
export type OperatorView = Static<typeof OperatorView>;

export const CreatedOperator = Type.Object({ operator_id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]) });
export const OperatorList = Type.Object({ operators: Type.Array(OperatorView, { description: "Every operator, oldest first (not paged)" }) });
export const CreatedOperatorToken = Type.Object({
  token_id: Type.String(),
  token: Type.String({ description: "Shown in this response only; the service keeps a hash" }),
  operator_id: Type.String(),
});

export const ActorSchema = Type.Union(
  [
    Type.Object({ type: Type.Literal("operator"), id: Type.String(), name: Type.String({ description: "The operator's name when the change was made" }) }),
    Type.Object({ type: Type.Literal("account") }),
    Type.Object({ type: Type.Literal("system"), reason: StringEnum(SYSTEM_REASONS) }),
  ],
  { description: "Who made the change: an operator, the account through the API, or the service itself (auto_release, sandbox, print_files; recorded_before_actors: an event older than actors)" },
);

export const OperatorEventSchema = Type.Object(
  {
    ...EventPayloadSchema.properties,
    actor: ActorSchema,
    summary: Type.String({ description: "One readable line: \"Pat put the order on hold: fraud check\"" }),
  },
  { description: "An event as the operator reads it: the payload callers get, plus who made it (never sent to callers or webhooks)" },
);

export const OperatorActivitySchema = Type.Object(
  {
    id: Type.String(),
    type: StringEnum(ACTIVITY_TYPES, { description: "print_files.retried: an operator queued the order's failed print files again (data.files: item_ref and area of each)" }),
    after_sequence: Type.Integer({ minimum: 0, description: "The order's latest event sequence when it happened: the timeline shows it after that event (0: before any)" }),
    occurred_at: Type.String(),
    actor: ActorSchema,
    summary: Type.String({ description: "One readable line: \"Pat retried the print files: 2 failed files queued again\"" }),
    data: Type.Record(Type.String(), Type.Unknown()),
  },
  { description: "Something an operator did to the order that is no event of it: never an event callers read or a webhook, and the order's sequence does not move" },
);
