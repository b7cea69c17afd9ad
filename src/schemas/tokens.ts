// Wire schemas of a merchant's own token operations, POST /v1/tokens/create | list | revoke (docs/caller-guide.md
// "Making your own tokens"): the operator's token fields, less the account, which the calling token fixes.
import { Type, type Static } from "@sinclair/typebox";
import { ACCOUNT_MODES } from "../domain/sandbox.js";
import { SCOPES } from "../domain/scopes.js";
import { AccountTokenView, CreatedToken, StoreIdField } from "./accounts.js";
import { Cursor, Limit, StringEnum, Text, Timestamp } from "./common.js";

const Mode = StringEnum(ACCOUNT_MODES, { description: "The account's mode: live, or test for a sandbox account (a token is of its account's mode)" });

/**
 * What the caller sends: no account (the calling token's), no role (an account token makes account tokens only).
 * A store token makes tokens of its own store only (store_id absent: its store).
 */
export const CallerCreateTokenBody = Type.Object(
  {
    scopes: Type.Optional(
      Type.Array(StringEnum(SCOPES), {
        minItems: 1,
        maxItems: SCOPES.length,
        uniqueItems: true,
        description: `What the new token may do, among ${SCOPES.join(", ")}: at most the calling token's own scopes (another one: 400 scope_not_held at its place in the list). Absent: every scope of the calling token.`,
      }),
    ),
    name: Type.Optional(Text(100, "What the token is for, e.g. the integration using it")),
    expires_at: Type.Optional(
      Type.String({
        ...Timestamp,
        description:
          "RFC 3339 date-time in UTC, in the future and no later than the calling token's own expiry (400 expiry_exceeds_token): the token gets 401 token_expired from then on. Absent: the calling token's expiry (none when it has none)",
      }),
    ),
    store_id: Type.Optional(StoreIdField),
  },
  { additionalProperties: false },
);
export type CallerCreateTokenBody = Static<typeof CallerCreateTokenBody>;

export const CallerCreatedToken = Type.Object({ ...CreatedToken.properties, mode: Mode });
export type CallerCreatedToken = Static<typeof CallerCreatedToken>;

export const CallerListTokensBody = Type.Object({ cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) }, { additionalProperties: false });
export type CallerListTokensBody = Static<typeof CallerListTokensBody>;

/** One of the account's tokens as tokens/list and tokens/revoke show it: never the token itself. */
export const ListedToken = Type.Object({
  ...AccountTokenView.properties,
  mode: Mode,
  last_used_at: Type.Union([Type.String(), Type.Null()], { description: "The token's last request, to the minute; null: never used" }),
  revoked_at: Type.Union([Type.String(), Type.Null()], { description: "When the token was revoked; null while it works" }),
  created_by_token_id: Type.Union([Type.String(), Type.Null()], { description: "The account's token that made this one with tokens/create; null: the operator made it" }),
});
export type ListedToken = Static<typeof ListedToken>;

export const CallerListTokensData = Type.Object({
  tokens: Type.Array(ListedToken, { description: "Every token of the account, revoked ones included, oldest first" }),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type CallerListTokensData = Static<typeof CallerListTokensData>;
