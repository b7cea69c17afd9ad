// Accounts: list and create; one account's settings (edit, disable), and its tokens (create with scopes, name and expiry, shown once; revoke).
import { useState } from "preact/hooks";
import { admin, type RequestOf } from "../api.js";
import { go, href } from "../router.js";
import { SCOPES, type Account, type CreatedToken, type ShippingMethod } from "../types.js";
import { ActionForm, Check, Empty, ErrorMessage, Field, Heading, Loading, Notice, Pager, Select, ShownOnce, TestBadge, useLoad, usePages, When } from "../ui.js";
import { addressFieldsOf, returnAddressOf, ReturnAddressFields, type AddressKey } from "../return-address.js";
import { AccountStores } from "./stores.js";

function CreateAccount() {
  const [name, setName] = useState("");
  const [connected, setConnected] = useState(false);
  const [mode, setMode] = useState<Account["mode"]>("live");
  return (
    <section class="card" aria-labelledby="new-account-title">
      <h2 id="new-account-title">New account</h2>
      <ActionForm
        label="Create account"
        busyLabel="Creating"
        action={() => admin("accounts/create", { name: name.trim(), connected_stores: connected, mode })}
        done={(account) => go(["accounts", account.account_id])}
        class="row"
      >
        <Field label="Account name" value={name} onValue={setName} required maxLength={200} />
        <Select
          label="Mode"
          value={mode}
          options={[
            { value: "live", label: "Live: real orders for production" },
            { value: "test", label: "Test: a sandbox account for integrating (never produced; fixed once created)" },
          ]}
          onValue={(value) => setMode(value === "test" ? "test" : "live")}
          path="mode"
        />
        <Check label="Sells through connected stores (no return address needed)" checked={connected} onChange={setConnected} />
      </ActionForm>
    </section>
  );
}

export function AccountsScreen() {
  const pages = usePages();
  const list = useLoad(() => admin("accounts/list", { limit: 50, ...(pages.cursor ? { cursor: pages.cursor } : {}) }), [pages.cursor]);
  return (
    <>
      <Heading>Accounts</Heading>
      <CreateAccount />
      {list.loading && <Loading what="accounts" />}
      <ErrorMessage error={list.error} title="Accounts not loaded" />
      {list.data && list.data.accounts.length === 0 && <Empty>No accounts yet: create the first one above.</Empty>}
      {list.data && list.data.accounts.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Accounts, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Account id</th>
                <th scope="col">State</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.accounts.map((a) => (
                <tr key={a.account_id}>
                  <td>
                    <a href={href(["accounts", a.account_id])}>{a.name}</a>
                    {a.mode === "test" && <TestBadge />}
                  </td>
                  <td>
                    <code>{a.account_id}</code>
                  </td>
                  <td>{a.disabled ? <span class="warn">disabled</span> : "active"}</td>
                  <td>
                    <When at={a.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager label="Account pages" page={pages.page} hasNext={list.data.next_cursor !== null} onNext={() => pages.next(list.data!.next_cursor!)} onPrevious={pages.previous} />}
    </>
  );
}

/** The default method's choices: every method (disabled ones marked), and the account's own even if it is gone. */
function methodOptions(methods: ShippingMethod[], current: string | null): { value: string; label: string }[] {
  const options = methods.map((m) => ({ value: m.code, label: `${m.name} (${m.code})${m.enabled ? "" : ", disabled"}` }));
  if (current && !methods.some((m) => m.code === current)) options.push({ value: current, label: current });
  return [{ value: "", label: "None: the cheapest that serves the order" }, ...options];
}

function Settings({ account, methods, onChange }: { account: Account; methods: ShippingMethod[]; onChange: (account: Account) => void }) {
  const [hasReturn, setHasReturn] = useState(account.return_address !== null);
  const [address, setAddress] = useState<Record<AddressKey, string>>(() => addressFieldsOf(account.return_address));
  const [name, setName] = useState(account.name);
  const [connected, setConnected] = useState(account.connected_stores);
  const [inserts, setInserts] = useState(account.insert_ids.join(", "));
  const [window, setWindow] = useState(String(account.edit_window_minutes));
  const [autoRelease, setAutoRelease] = useState(account.auto_release);
  const [autoAdvance, setAutoAdvance] = useState(account.sandbox_auto_advance !== false);
  const [branding, setBranding] = useState(account.packing_slip?.branding_message ?? "");
  const [contact, setContact] = useState(account.packing_slip?.contact_message ?? "");
  const [currency, setCurrency] = useState(account.currency ?? "");
  const [method, setMethod] = useState(account.default_shipping_method ?? "");
  const [billingCountry, setBillingCountry] = useState(account.billing_country ?? "");
  const [vatId, setVatId] = useState(account.vat_id ?? "");
  const insertIds = inserts
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const slip = branding.trim() || contact.trim() ? { ...(branding.trim() ? { branding_message: branding.trim() } : {}), ...(contact.trim() ? { contact_message: contact.trim() } : {}) } : null;
  return (
    <section class="card" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <ActionForm
        label="Save settings"
        busyLabel="Saving"
        action={() =>
          admin("accounts/update", {
            account_id: account.account_id,
            name: name.trim(),
            connected_stores: connected,
            // A word that is no number is sent as typed: the service refuses it at its field, in its words.
            insert_ids: insertIds as number[],
            edit_window_minutes: window.trim() === "" ? 0 : Number(window),
            auto_release: autoRelease,
            packing_slip: slip,
            // Only the fields filled in: a missing one is refused by the service at its field, in its words.
            return_address: returnAddressOf(hasReturn, address) as RequestOf<"accounts/update">["return_address"],
            currency: currency.trim() === "" ? null : currency.trim(),
            default_shipping_method: method === "" ? null : method,
            billing_country: billingCountry.trim() === "" ? null : billingCountry.trim(),
            vat_id: vatId.trim() === "" ? null : vatId.trim(),
            // A live account refuses the setting (sandbox_only): it is sent for test accounts alone.
            ...(account.mode === "test" ? { sandbox_auto_advance: autoAdvance } : {}),
          })
        }
        done={onChange}
      >
        <div class="grid">
          <Field label="Name" value={name} onValue={setName} required maxLength={200} path="name" />
          <Field
            label="Currency"
            value={currency}
            onValue={setCurrency}
            maxLength={3}
            placeholder="USD"
            path="currency"
            hint="ISO 4217 code (USD, EUR, JPY): later orders are priced in it. Empty: unpriced."
          />
          <Select label="Default shipping method" value={method} options={methodOptions(methods, account.default_shipping_method)} onValue={setMethod} path="default_shipping_method" />
          <Field
            label="Billing country"
            value={billingCountry}
            onValue={setBillingCountry}
            maxLength={2}
            placeholder="DE"
            path="billing_country"
            hint="ISO 3166-1 alpha-2: later orders are taxed at its rate (Settings). Empty: no tax."
          />
          <Field
            label="VAT id"
            value={vatId}
            onValue={setVatId}
            maxLength={32}
            placeholder="DE136695976"
            path="vat_id"
            hint="With its country prefix (EL for Greece), of the billing country. An EU id of another state than the company's: reverse charge."
          />
          <Field label="Agreed insert ids" value={inserts} onValue={setInserts} hint="Whole numbers, separated by commas." />
          <Field label="Edit window (minutes)" type="number" min={0} max={10080} value={window} onValue={setWindow} hint="0–10080; the caller may change an order this long after it arrives." />
          <Field label="Packing slip: branding message" value={branding} onValue={setBranding} maxLength={500} />
          <Field label="Packing slip: contact message" value={contact} onValue={setContact} maxLength={500} />
        </div>
        <Check label="Sells through connected stores" checked={connected} onChange={setConnected} />
        <Check label="Release orders to production automatically after the edit window" checked={autoRelease} onChange={setAutoRelease} />
        {account.mode === "test" && (
          <Check
            label="Sandbox: move orders on automatically (off: only the merchant's sandbox/advance moves them)"
            checked={autoAdvance}
            onChange={setAutoAdvance}
          />
        )}
        <Check label="A fixed return address for this account's orders" checked={hasReturn} onChange={setHasReturn} />
        {hasReturn && <ReturnAddressFields address={address} onValue={(key, value) => setAddress((a) => ({ ...a, [key]: value }))} />}
      </ActionForm>
    </section>
  );
}

function Access({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  return (
    <section class="card" aria-labelledby="access-title">
      <h2 id="access-title">Access</h2>
      {account.disabled ? (
        <>
          <p class="warn" data-testid="account-state">
            Disabled: every token of this account gets 403 account_disabled. Its data stays.
          </p>
          <ActionForm label="Enable the account" action={() => admin("accounts/update", { account_id: account.account_id, disabled: false })} done={onChange} />
        </>
      ) : (
        <>
          <p data-testid="account-state">Active: its tokens work.</p>
          <ActionForm
            label="Disable the account"
            danger
            busyLabel="Disabling"
            confirm={{
              title: `Disable ${account.name}?`,
              body: <p>Every token of this account is refused (403 account_disabled) until it is enabled again. Its orders and data stay.</p>,
              confirmLabel: `Disable ${account.name}`,
              cancelLabel: "Keep it active",
            }}
            action={() => admin("accounts/update", { account_id: account.account_id, disabled: true })} done={onChange} />
        </>
      )}
    </section>
  );
}

/** A datetime-local value (the browser's local time) as an RFC 3339 instant in UTC; empty: no expiry. */
function expiryOf(local: string): string | undefined {
  return local === "" ? undefined : new Date(local).toISOString();
}

function CreateToken({ accountId, onCreated }: { accountId: string; onCreated: (token: CreatedToken) => void }) {
  const [name, setName] = useState("");
  const [expires, setExpires] = useState("");
  const [scopes, setScopes] = useState<NonNullable<RequestOf<"tokens/create">["scopes"]>>([...SCOPES]);
  const toggle = (scope: string, on: boolean) => setScopes(SCOPES.filter((s) => (s === scope ? on : scopes.includes(s))));
  return (
    <ActionForm
      label="Create a token"
      busyLabel="Creating"
      action={() => {
        const expiresAt = expiryOf(expires);
        return admin("tokens/create", {
          account_id: accountId,
          scopes,
          ...(name.trim() !== "" ? { name: name.trim() } : {}),
          ...(expiresAt ? { expires_at: expiresAt } : {}),
        });
      }}
      done={onCreated}
      class="row"
    >
      <Field label="Token name (optional)" value={name} onValue={setName} maxLength={100} hint="What the token is for, e.g. the integration using it" />
      <Field label="Expires (optional, your local time)" type="datetime-local" value={expires} onValue={setExpires} hint="Empty: the token does not expire" />
      <fieldset class="scopes">
        <legend>Scopes</legend>
        {SCOPES.map((scope) => (
          <Check key={scope} label={scope} checked={scopes.includes(scope)} onChange={(on) => toggle(scope, on)} />
        ))}
      </fieldset>
    </ActionForm>
  );
}

function Tokens({ accountId }: { accountId: string }) {
  const [created, setCreated] = useState<CreatedToken | undefined>();
  const [revoked, setRevoked] = useState("");
  const list = useLoad(() => admin("tokens/list", { account_id: accountId, limit: 100 }), [accountId]);
  return (
    <section class="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Tokens</h2>
      <CreateToken
        accountId={accountId}
        onCreated={(token) => {
          setCreated(token);
          list.reload();
        }}
      />
      {created && <ShownOnce label={`New token ${created.token_id}`} value={created.token} />}
      {revoked && <Notice key={revoked}>Token {revoked} revoked: whatever uses it is refused from now on.</Notice>}
      {list.loading && !list.data && <Loading what="tokens" />}
      <ErrorMessage error={list.error} title="Tokens not loaded" />
      {list.data && list.data.tokens.length === 0 && <Empty>No tokens yet: the account cannot call the API until you create one.</Empty>}
      {list.data && list.data.tokens.length > 0 && (
        <ul class="plain tokens">
          {list.data.tokens.map((t) => (
            <li key={t.token_id}>
              {t.name && <strong>{t.name} </strong>}
              <code>{t.token_id}</code> created <When at={t.created_at} /> · last used <When at={t.last_used_at} /> · {t.expires_at ? <>expires <When at={t.expires_at} /></> : "never expires"}{" "}
              {t.revoked_at ? (
                <span class="muted">
                  revoked <When at={t.revoked_at} />
                </span>
              ) : (
                <ActionForm
                  label={`Revoke ${t.token_id}`}
                  danger
                  busyLabel="Revoking"
                  confirm={{
                    title: `Revoke token ${t.token_id}${t.name ? ` (${t.name})` : ""}?`,
                    body: <p>Whatever uses this token is refused from now on. A revoked token cannot be restored; a new one would have to be created and installed.</p>,
                    confirmLabel: `Revoke ${t.token_id}`,
                    cancelLabel: "Keep the token",
                  }}
                  action={() => admin("tokens/revoke", { token_id: t.token_id })}
                  done={() => {
                    setRevoked(t.token_id);
                    list.reload();
                  }}
                  class="inline"
                />
              )}
              <div class="muted token-scopes">
                Scopes: {t.scopes.length === SCOPES.length ? "all" : t.scopes.join(", ")}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AccountScreen({ accountId }: { accountId: string }) {
  const account = useLoad(() => admin("accounts/get", { account_id: accountId }), [accountId]);
  const methods = useLoad(() => admin("shipping-methods/list", {}), []);
  const [updated, setUpdated] = useState<Account | undefined>();
  // What the last change did, in words; it takes the focus (the form it came from is drawn anew with the account).
  const [notice, setNotice] = useState<{ text: string; n: number } | undefined>();
  const changed = (text: string) => (next: Account) => {
    setUpdated(next);
    setNotice((last) => ({ text: text.replace("NAME", next.name), n: (last?.n ?? 0) + 1 }));
  };
  const current = updated ?? account.data;
  if (account.loading && !current) return <Loading what="the account" />;
  if (!current)
    return (
      <>
        <Heading>Account {accountId}</Heading>
        <ErrorMessage error={account.error} title="Account not loaded" />
      </>
    );
  return (
    <>
      <p class="crumbs">
        <a href={href(["accounts"])}>Accounts</a> / {current.name}
      </p>
      <Heading>
        {current.name}
        {current.mode === "test" && <TestBadge />}
      </Heading>
      <p class="muted">
        <code>{current.account_id}</code>, created <When at={current.created_at} /> ·{" "}
        {/* A test account's orders are left out of the orders list unless test orders are asked for. */}
        <a href={href(["orders"], { account: current.account_id, ...(current.mode === "test" ? { test: "1" } : {}) })}>its orders</a>
      </p>
      {current.mode === "test" && (
        <p data-testid="account-mode">
          A test account (sandbox): its tokens read pod_test_…, and its orders are never produced.{" "}
          {current.sandbox_auto_advance ? "The sandbox moves its orders on by itself." : "The sandbox leaves its orders where they are: only the merchant's sandbox/advance moves them."}
        </p>
      )}
      <p data-testid="account-pricing">
        {current.currency ? (
          <>
            Priced in <strong>{current.currency}</strong>; default shipping method{" "}
            {current.default_shipping_method ? <a href={href(["shipping", current.default_shipping_method])}>{current.default_shipping_method}</a> : "none (the cheapest that serves)"}.
          </>
        ) : (
          <>Unpriced: no currency, so its orders carry no costs and its quotes are refused (pricing_not_enabled).</>
        )}
      </p>
      <p data-testid="account-tax">
        {current.billing_country ? (
          <>
            Billed in <strong>{current.billing_country}</strong>
            {current.vat_id ? (
              <>
                , VAT id <code>{current.vat_id}</code>
              </>
            ) : (
              ", no VAT id"
            )}
            : later orders are taxed at <a href={href(["settings"])}>its country's rate</a> (none for an EU VAT id of another state than the company's: reverse charge).
          </>
        ) : (
          <>No billing country: its orders are not taxed.</>
        )}
      </p>
      <ErrorMessage error={methods.error} title="Shipping methods not loaded" />
      {notice && (
        <Notice key={notice.n} testId="account-notice">
          {notice.text}
        </Notice>
      )}
      <Access account={current} onChange={(next) => changed(next.disabled ? "NAME is disabled: its tokens are refused." : "NAME is enabled: its tokens work again.")(next)} />
      <Settings
        key={`${JSON.stringify(current)} ${methods.data ? "with methods" : ""}`}
        account={current}
        methods={methods.data?.methods ?? []}
        onChange={changed("Settings of NAME saved. Later orders get them; orders already placed keep theirs.")}
      />
      <AccountStores accountId={current.account_id} />
      <Tokens accountId={current.account_id} />
    </>
  );
}
