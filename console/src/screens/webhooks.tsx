// Webhooks: endpoints (create, change, enable or disable, delete), and one endpoint's deliveries with their attempts,
// redelivery, secret rotation and a test event.
import { useEffect, useRef, useState } from "preact/hooks";
import { admin } from "../api.js";
import { go, href, urlPages } from "../router.js";
import { DELIVERY_STATUSES, EVENT_TYPES, type Delivery, type Webhook } from "../types.js";
import { ActionForm, Check, Empty, ErrorMessage, Field, Heading, Loading, Notice, Pager, Select, ShownOnce, useLoad, usePages, When } from "../ui.js";
import { DeliveryTable } from "./order.js";
import { AccountName } from "../names.js";

function CreateWebhook({ onCreated }: { onCreated: () => void }) {
  const accounts = useLoad(() => admin("accounts/list", { limit: 100 }), []);
  const [accountId, setAccountId] = useState("");
  const [url, setUrl] = useState("");
  const [created, setCreated] = useState<{ webhook_id: string; url: string; secret: string } | undefined>();
  const options = accounts.data?.accounts.map((a) => ({ value: a.account_id, label: a.name })) ?? [];
  const result = useRef<HTMLDivElement>(null);
  // The result of the action takes the focus: the secret is what the operator must act on now.
  useEffect(() => result.current?.focus(), [created]);
  return (
    <section class="card" aria-labelledby="new-webhook-title">
      <h2 id="new-webhook-title">New endpoint</h2>
      <ErrorMessage error={accounts.error} title="Accounts not loaded" />
      <ActionForm
        label="Create endpoint"
        busyLabel="Creating"
        action={() => admin("webhooks/create", { account_id: accountId || options[0]?.value || "", url: url.trim() })}
        done={(endpoint) => {
          // The form empties, so a second click cannot register the same URL again; the list shows the new one.
          setUrl("");
          setCreated(endpoint);
          onCreated();
        }}
        class="row"
      >
        <Select label="Account" value={accountId || options[0]?.value || ""} options={options} onValue={setAccountId} />
        <Field label="Receiver URL (https)" type="url" value={url} onValue={setUrl} required />
      </ActionForm>
      {created && (
        <div ref={result} tabIndex={-1} data-testid="created-endpoint">
          <p role="status">
            Endpoint {created.webhook_id} registered for {created.url}.
          </p>
          <ShownOnce label={`Signing secret of ${created.webhook_id}`} value={created.secret} />
          <p>
            <a href={href(["webhooks", created.webhook_id])}>Open the new endpoint →</a>
          </p>
        </div>
      )}
    </section>
  );
}

export function WebhooksScreen({ query }: { query: URLSearchParams }) {
  // The deletion notice belongs to the moment after the delete, not to the pages that follow.
  const pages = urlPages(["webhooks"], new URLSearchParams([...query].filter(([key]) => key !== "deleted")));
  const list = useLoad(() => admin("webhooks/list", { limit: 50, ...(pages.cursor ? { cursor: pages.cursor } : {}) }), [pages.cursor]);
  const deleted = query.get("deleted");
  return (
    <>
      <Heading>Webhooks</Heading>
      {deleted && <Notice key={deleted}>Endpoint {deleted} deleted, with its delivery log.</Notice>}
      {list.loading && !list.data && <Loading what="webhook endpoints" />}
      <ErrorMessage error={list.error} title="Endpoints not loaded" />
      {list.data && list.data.webhooks.length === 0 && <Empty>No webhook endpoints yet.</Empty>}
      {list.data && list.data.webhooks.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Webhook endpoints</caption>
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Account</th>
                <th scope="col">Registered by</th>
                <th scope="col">Events</th>
                <th scope="col">Health</th>
              </tr>
            </thead>
            <tbody>
              {list.data.webhooks.map((w) => (
                <tr key={w.webhook_id}>
                  <td>
                    <a href={href(["webhooks", w.webhook_id])}>{w.url}</a>
                    <div class="muted">{w.webhook_id}</div>
                  </td>
                  <td>
                    <AccountName id={w.account_id} name={w.account_name} />
                  </td>
                  <td>{createdBy(w)}</td>
                  <td>{w.events ? w.events.join(", ") : "all"}</td>
                  <td>
                    <Health webhook={w} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager label="Endpoint pages" page={pages.page} hasNext={list.data.next_cursor !== null} onNext={() => pages.next(list.data!.next_cursor!)} onPrevious={pages.previous} />}
      <CreateWebhook onCreated={list.reload} />
    </>
  );
}

function Health({ webhook }: { webhook: Webhook }) {
  if (!webhook.enabled) return <span class="warn">disabled: {webhook.disabled_reason ?? "by the operator"}</span>;
  if (webhook.failing_since)
    return (
      <span class="warn">
        failing since <When at={webhook.failing_since} />
      </span>
    );
  return <span>delivering</span>;
}

function Secret({ webhook }: { webhook: Webhook }) {
  const [rotated, setRotated] = useState<{ secret: string; previous_secret_expires_at: string | null } | undefined>();
  const [ttl, setTtl] = useState("86400");
  return (
    <section class="card" aria-labelledby="secret-title">
      <h2 id="secret-title">Signing secret</h2>
      <ActionForm
        label="Rotate the secret"
        busyLabel="Rotating"
        confirm={{
          title: "Rotate the signing secret?",
          body: <p>A new secret is made and shown once. The receiver must switch to it before the old one stops signing ({Number(ttl) > 0 ? `in ${ttl} seconds` : "at once"}).</p>,
          confirmLabel: "Rotate the secret",
          cancelLabel: "Keep the current secret",
        }}
        action={() => admin("webhooks/rotate-secret", { webhook_id: webhook.webhook_id, previous_secret_ttl_seconds: Number(ttl) })}
        done={setRotated}
        class="row"
      >
        <Field label="Old secret keeps signing for (seconds)" type="number" min={0} max={604800} value={ttl} onValue={setTtl} />
      </ActionForm>
      {rotated && (
        <>
          <ShownOnce label="New signing secret" value={rotated.secret} />
          <p class="muted">
            The old secret signs too until <When at={rotated.previous_secret_expires_at} />.
          </p>
        </>
      )}
    </section>
  );
}

/** The endpoint's URL and the events it receives (none ticked: every event, as the service's `events: null`). */
function EditEndpoint({ webhook, onSaved }: { webhook: Webhook; onSaved: (webhook: Webhook) => void }) {
  const [url, setUrl] = useState(webhook.url);
  const [events, setEvents] = useState<NonNullable<Webhook["events"]>>(webhook.events ?? []);
  const [saved, setSaved] = useState("");
  return (
    <section class="card" aria-labelledby="edit-title">
      <h2 id="edit-title">Change the endpoint</h2>
      <ActionForm
        label="Save the endpoint"
        busyLabel="Saving"
        action={() => admin("webhooks/update", { webhook_id: webhook.webhook_id, url: url.trim(), events: events.length === 0 ? null : events })}
        done={(updated) => {
          setSaved(`Saved: ${updated.url} receives ${updated.events ? updated.events.join(", ") : "every event"}.`);
          onSaved(updated);
        }}
      >
        <Field label="Receiver URL (https)" type="url" value={url} onValue={(value) => (setUrl(value), setSaved(""))} required path="url" />
        <fieldset class="scopes">
          <legend>Events (none ticked: every event)</legend>
          {EVENT_TYPES.map((type) => (
            <Check
              key={type}
              label={type}
              checked={events.includes(type)}
              onChange={(on) => (setEvents(EVENT_TYPES.filter((t) => (t === type ? on : events.includes(t)))), setSaved(""))}
            />
          ))}
        </fieldset>
      </ActionForm>
      {saved && <Notice key={saved}>{saved}</Notice>}
    </section>
  );
}

/** Deleting removes the delivery log too (disabling keeps it): the dialog says so. */
function DeleteEndpoint({ webhook }: { webhook: Webhook }) {
  return (
    <ActionForm
      label="Delete the endpoint"
      busyLabel="Deleting"
      danger
      confirm={{
        title: `Delete the endpoint ${webhook.url}?`,
        body: <p>Its delivery log goes with it and deliveries still queued are not sent. To stop deliveries and keep the log, disable it instead.</p>,
        confirmLabel: `Delete ${webhook.webhook_id}`,
        cancelLabel: "Keep the endpoint",
      }}
      action={() => admin("webhooks/delete", { webhook_id: webhook.webhook_id })}
      done={() => go(["webhooks"], { deleted: webhook.webhook_id })}
    />
  );
}

/** What the receiver made of a test event, in words: the one attempt's HTTP status or error. */
function testOutcome(delivery: Delivery): string {
  const attempt = delivery.attempts[0];
  if (delivery.status === "succeeded") return `Test event delivered: the endpoint answered HTTP ${attempt?.http_status ?? ""}.`;
  const why = attempt?.http_status ? `the endpoint answered HTTP ${attempt.http_status}` : (attempt?.error ?? delivery.last_error ?? "no answer");
  return `Test event not accepted: ${why}.`;
}

function TestEvent({ webhook, onSent }: { webhook: Webhook; onSent: () => void }) {
  const [type, setType] = useState<(typeof EVENT_TYPES)[number]>("shipment.created");
  const [sent, setSent] = useState<Delivery | undefined>(undefined);
  return (
    <section class="card" aria-labelledby="test-title">
      <h2 id="test-title">Test event</h2>
      <ActionForm
        label="Send test event"
        busyLabel="Sending"
        action={() => admin("webhooks/test", { webhook_id: webhook.webhook_id, type })}
        done={(delivery) => {
          setSent(delivery);
          onSent();
        }}
        class="row"
      >
        <Select label="Event type" value={type} options={EVENT_TYPES.map((t) => ({ value: t, label: t }))} onValue={setType} />
      </ActionForm>
      {sent && (
        <Notice key={sent.delivery_id} warn={sent.status !== "succeeded"}>
          {testOutcome(sent)} It is logged among the deliveries below, marked as a test.
        </Notice>
      )}
    </section>
  );
}

export function WebhookScreen({ webhookId }: { webhookId: string }) {
  const endpoint = useLoad(() => admin("webhooks/get", { webhook_id: webhookId }), [webhookId]);
  const [status, setStatus] = useState<(typeof DELIVERY_STATUSES)[number] | "">("");
  const pages = usePages();
  const deliveries = useLoad(
    () =>
      admin("webhooks/deliveries", {
        webhook_id: webhookId,
        limit: 25,
        ...(status ? { status } : {}),
        ...(pages.cursor ? { cursor: pages.cursor } : {}),
      }),
    [webhookId, status, pages.cursor],
  );
  const [since, setSince] = useState(() => new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 16));
  const [queued, setQueued] = useState<{ count: number; more: boolean; n: number } | undefined>();
  if (endpoint.loading && !endpoint.data) return <Loading what="the endpoint" />;
  if (!endpoint.data)
    return (
      <>
        <Heading>Endpoint {webhookId}</Heading>
        <ErrorMessage error={endpoint.error} title="Endpoint not loaded" />
      </>
    );
  const w = endpoint.data;
  return (
    <>
      <p class="crumbs">
        <a href={href(["webhooks"])}>Webhooks</a> / {w.webhook_id}
      </p>
      <Heading>Endpoint {w.url}</Heading>
      <dl class="facts">
        <dt>Account</dt>
        <dd>
          <AccountName id={w.account_id} name={w.account_name} />
        </dd>
        <dt>Registered by</dt>
        <dd>{createdBy(w)}</dd>
        <dt>Events</dt>
        <dd>{w.events ? w.events.join(", ") : "all"}</dd>
        <dt>Health</dt>
        <dd>
          <Health webhook={w} />
        </dd>
        <dt>Template</dt>
        <dd>{w.template ? <code>{w.template}</code> : "the standard payload"}</dd>
      </dl>
      <div class="two">
        <section class="card" aria-labelledby="state-title">
          <h2 id="state-title">State</h2>
          {w.enabled ? (
            <ActionForm label="Disable the endpoint" danger action={() => admin("webhooks/update", { webhook_id: w.webhook_id, enabled: false })} done={endpoint.reload} />
          ) : (
            <ActionForm label="Enable the endpoint" action={() => admin("webhooks/update", { webhook_id: w.webhook_id, enabled: true })} done={endpoint.reload} />
          )}
          <ActionForm
            label="Redeliver every failed delivery since"
            busyLabel="Queueing"
            action={() => admin("webhooks/redeliver", { webhook_id: w.webhook_id, failed_since: new Date(`${since}Z`).toISOString() })}
            done={(result) => {
              setQueued((last) => ({ count: result.delivery_ids.length, more: result.more, n: (last?.n ?? 0) + 1 }));
              deliveries.reload();
            }}
            class="row"
          >
            <Field label="Failed since (UTC)" type="datetime-local" value={since} onValue={setSince} />
          </ActionForm>
          {queued && (
            <Notice key={queued.n}>
              {queued.count === 0 ? "No failed deliveries since then: nothing queued." : `${queued.count} ${queued.count === 1 ? "delivery" : "deliveries"} queued again.`}
              {queued.more ? " More remain: redeliver again." : ""}
            </Notice>
          )}
          <DeleteEndpoint webhook={w} />
        </section>
        <Secret webhook={w} />
      </div>
      <EditEndpoint webhook={w} onSaved={endpoint.reload} />
      <TestEvent webhook={w} onSent={deliveries.reload} />
      <section aria-labelledby="endpoint-deliveries-title">
        <h2 id="endpoint-deliveries-title">Deliveries</h2>
        <div class="toolbar">
          <Select
            label="Delivery status"
            value={status}
            options={[{ value: "", label: "Any status" }, ...DELIVERY_STATUSES.map((s) => ({ value: s, label: s }))]}
            onValue={(value) => {
              pages.reset();
              setStatus(value);
            }}
          />
          <button type="button" onClick={deliveries.reload}>
            Refresh
          </button>
        </div>
        {deliveries.loading && <Loading what="deliveries" />}
        <ErrorMessage error={deliveries.error} title="Deliveries not loaded" />
        {deliveries.data && deliveries.data.deliveries.length === 0 && <Empty>No deliveries{status ? ` with status ${status}` : ""} yet.</Empty>}
        {deliveries.data && deliveries.data.deliveries.length > 0 && <DeliveryTable deliveries={deliveries.data.deliveries} onChange={deliveries.reload} />}
        {deliveries.data && (
          <Pager label="Delivery pages" page={pages.page} hasNext={deliveries.data.next_cursor !== null} onNext={() => pages.next(deliveries.data!.next_cursor!)} onPrevious={pages.previous} />
        )}
      </section>
      <p>
        <button type="button" class="link" onClick={() => go(["webhooks"])}>
          ← All endpoints
        </button>
      </p>
    </>
  );
}

/** Who registered the endpoint, in words: the merchant's own integration, or the operator for them. */
function createdBy(webhook: Webhook): string {
  return webhook.created_by === "account" ? "the account (its own token)" : "the operator";
}
