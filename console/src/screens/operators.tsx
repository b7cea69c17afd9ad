// Operators: the people who run the service, each with their own tokens (issued and shown once, revoked after a
// confirmation), enabled or disabled; the timeline names them.
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import type { CreatedOperatorToken, Operator } from "../types.js";
import { ActionForm, Empty, ErrorMessage, Field, Heading, Loading, Notice, ShownOnce, Status, useLoad, When } from "../ui.js";

function CreateOperator({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [added, setAdded] = useState<{ name: string; operator_id: string } | undefined>();
  return (
    <section class="card" aria-labelledby="new-operator-title">
      <h2 id="new-operator-title">New operator</h2>
      <ActionForm
        label="Add operator"
        busyLabel="Adding"
        action={() => admin("operators/create", { name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}) })}
        done={(created) => {
          setAdded({ name: name.trim(), operator_id: created.operator_id });
          setName("");
          setEmail("");
          onCreated();
        }}
        class="row"
      >
        <Field label="Name" value={name} onValue={setName} required maxLength={100} path="name" hint="Shown in every order's timeline: “Pat put the order on hold”." />
        <Field label="Email (optional)" value={email} onValue={setEmail} maxLength={254} path="email" />
      </ActionForm>
      {added && (
        <Notice key={added.operator_id}>
          {added.name} added ({added.operator_id}): issue a token below so they can sign in.
        </Notice>
      )}
    </section>
  );
}

function OperatorCard({ operator, me, onChange }: { operator: Operator; me: string | undefined; onChange: () => void }) {
  const [issued, setIssued] = useState<CreatedOperatorToken | undefined>(undefined);
  const [tokenName, setTokenName] = useState("");
  const [revoked, setRevoked] = useState("");
  const self = operator.operator_id === me;
  return (
    <article class="card" aria-label={`Operator ${operator.name}`} data-testid="operator">
      <h3>
        {operator.name} {self && <span class="tag">you</span>} <Status value={operator.disabled ? "disabled" : "enabled"} />
      </h3>
      <p class="muted">
        {operator.operator_id}
        {operator.email ? `, ${operator.email}` : ""}; added <When at={operator.created_at} />
      </p>
      {!self && (
        <ActionForm
          label={operator.disabled ? `Enable ${operator.name}` : `Disable ${operator.name}`}
          busyLabel={operator.disabled ? "Enabling" : "Disabling"}
          danger={!operator.disabled}
          action={() => admin("operators/update", { operator_id: operator.operator_id, disabled: !operator.disabled })}
          done={onChange}
          class="inline"
        />
      )}
      <h4>Tokens</h4>
      {operator.tokens.length === 0 && <p class="muted">No tokens yet{operator.operator_id === "op_admin" ? " (besides POD_ADMIN_TOKEN, which is configuration)" : ""}.</p>}
      {operator.tokens.length > 0 && (
        <ul class="plain">
          {operator.tokens.map((t) => (
            <li key={t.token_id} data-testid="operator-token">
              <code>{t.token_id}</code> {t.name && <span>“{t.name}”</span>} created <When at={t.created_at} />, {t.last_used_at ? <>last used <When at={t.last_used_at} /></> : "never used"}
              {t.revoked_at ? (
                <span class="muted">
                  {" "}
                  — revoked <When at={t.revoked_at} />
                </span>
              ) : (
                <>
                  {" "}
                  <ActionForm
                    label={`Revoke ${t.token_id}`}
                    danger
                    confirm={{
                      title: `Revoke this token of ${operator.name}?`,
                      confirmLabel: "Revoke token",
                      cancelLabel: "Cancel",
                      body: (
                        <p>
                          Requests with <code>{t.token_id}</code> and console sessions opened with it stop at once{self ? ", yours included if you signed in with it" : ""}. This cannot be
                          undone: issue a new token instead.
                        </p>
                      ),
                    }}
                    action={() => admin("operator-tokens/revoke", { token_id: t.token_id })}
                    done={() => {
                      setRevoked(t.token_id);
                      onChange();
                    }}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoked && <Notice key={revoked}>Token {revoked} revoked: requests and console sessions with it stop.</Notice>}
      <ActionForm
        label={`Issue a token for ${operator.name}`}
        busyLabel="Issuing"
        action={() => admin("operator-tokens/create", { operator_id: operator.operator_id, ...(tokenName.trim() ? { name: tokenName.trim() } : {}) })}
        done={(created) => {
          setIssued(created);
          setTokenName("");
          onChange();
        }}
        class="row"
      >
        <Field label={`Token label for ${operator.name} (optional)`} value={tokenName} onValue={setTokenName} maxLength={100} path="name" />
      </ActionForm>
      {issued && <ShownOnce label={`New token for ${operator.name}`} value={issued.token} />}
    </article>
  );
}

export function OperatorsScreen({ me }: { me: string | undefined }) {
  const list = useLoad(() => admin("operators/list", {}), []);
  return (
    <>
      <Heading>Operators</Heading>
      <p class="muted">Each person who runs the service gets their own operator and token: the timeline says who did what, and one person can be locked out alone.</p>
      <CreateOperator onCreated={list.reload} />
      {list.loading && !list.data && <Loading what="operators" />}
      <ErrorMessage error={list.error} title="Operators not loaded" />
      {list.data && list.data.operators.length === 0 && <Empty>No operators.</Empty>}
      {list.data?.operators.map((operator) => <OperatorCard key={operator.operator_id} operator={operator} me={me} onChange={list.reload} />)}
    </>
  );
}
