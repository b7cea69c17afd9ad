// An account's stores (docs/console.md "## Stores"): listed on the account's page with a form to make one; a store's
// page shows its logo's state, edits its settings, downloads its sample packing slip and archives it.
import { useState } from "preact/hooks";
import { admin, adminFile, saveFile } from "../api.js";
import { addressFieldsOf, returnAddressOf, ReturnAddressFields, type AddressKey } from "../return-address.js";
import { go, href } from "../router.js";
import type { Store } from "../types.js";
import { ActionForm, Check, Empty, ErrorMessage, Field, Heading, Loading, Notice, Pager, TestBadge, useLoad, usePages, When } from "../ui.js";

/** A logo's state in a word or two, for the list. */
function logoWords(logo: Store["logo"]): string {
  if (!logo) return "none";
  return logo.status === "ready" ? "ready" : logo.status === "pending" ? "pending (being fetched)" : "failed";
}

function CreateStore({ accountId }: { accountId: string }) {
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  return (
    <ActionForm
      label="Create store"
      busyLabel="Creating"
      action={() => admin("stores/create", { account_id: accountId, name: name.trim(), ...(url.trim() !== "" ? { url: url.trim() } : {}) })}
      done={(store) => go(["accounts", accountId, "stores", store.store_id])}
      class="row"
    >
      <Field label="Store name" value={name} onValue={setName} required maxLength={200} path="name" hint="Printed at the head of its packing slips" />
      <Field label="Store URL (optional)" type="url" value={url} onValue={setUrl} maxLength={2000} path="url" placeholder="https://shop.example.com" />
    </ActionForm>
  );
}

/** The account page's Stores card: every store (default first, archived ones too) and a form to make another. */
export function AccountStores({ accountId }: { accountId: string }) {
  const pages = usePages();
  const list = useLoad(() => admin("stores/list", { account_id: accountId, limit: 50, ...(pages.cursor ? { cursor: pages.cursor } : {}) }), [accountId, pages.cursor]);
  return (
    <section class="card" aria-labelledby="stores-title">
      <h2 id="stores-title">Stores</h2>
      <p class="muted">
        The account's shops: each prints its own name, logo, messages and return address on its orders' packing slips (where a store has none, the
        account's apply).
      </p>
      {list.loading && !list.data && <Loading what="stores" />}
      <ErrorMessage error={list.error} title="Stores not loaded" />
      {list.data && list.data.stores.length === 0 && <Empty>No stores on this page.</Empty>}
      {list.data && list.data.stores.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Stores of the account, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Store id</th>
                <th scope="col">Default</th>
                <th scope="col">State</th>
                <th scope="col">Logo</th>
              </tr>
            </thead>
            <tbody>
              {list.data.stores.map((s) => (
                <tr key={s.store_id} data-testid="store-row">
                  <td>
                    <a href={href(["accounts", accountId, "stores", s.store_id])}>{s.name}</a>
                  </td>
                  <td>
                    <code>{s.store_id}</code>
                  </td>
                  <td>{s.default ? <span class="badge">default</span> : ""}</td>
                  <td>{s.archived ? <span class="warn">archived</span> : "open"}</td>
                  <td class={s.logo?.status === "failed" ? "warn" : undefined}>{logoWords(s.logo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (list.data.next_cursor !== null || pages.page > 1) && (
        <Pager label="Store pages" page={pages.page} hasNext={list.data.next_cursor !== null} onNext={() => pages.next(list.data!.next_cursor!)} onPrevious={pages.previous} />
      )}
      <h3>New store</h3>
      <CreateStore accountId={accountId} />
    </section>
  );
}

/** The logo as the service holds it: the picture once ready, what is happening while pending, why when failed. */
function Logo({ store, onReload }: { store: Store; onReload: () => void }) {
  const logo = store.logo;
  return (
    <section class="card" aria-labelledby="logo-title" data-testid="store-logo">
      <h2 id="logo-title">Logo</h2>
      {!logo && <p>No logo: this store's slips print its name without one. Set a logo URL under Settings.</p>}
      {logo?.status === "pending" && (
        <>
          <p>
            <span class="badge">pending</span> The service is fetching and checking <code>{store.packing_slip.logo_url}</code>. Until it is ready, slips print
            without it.
          </p>
          <button type="button" onClick={onReload}>
            Look again
          </button>
        </>
      )}
      {logo?.status === "failed" && (
        <p class="warn-box logo-failed">
          <span class="badge warn">failed</span> <code>{store.packing_slip.logo_url}</code> was not kept: {logo.reason ?? "no reason given"}. Slips print
          without a logo; set another logo URL (a PNG or JPEG of at most 5 MB) under Settings.
        </p>
      )}
      {logo?.status === "ready" && logo.file && (
        <figure class="file">
          <a href={`/v1/admin/files/${logo.file}`} target="_blank" rel="noopener" aria-label={`Open the logo of ${store.name} full size`}>
            <img src={`/v1/admin/files/${logo.file}/thumbnail`} alt={`Logo of ${store.name}`} width={160} height={160} />
          </a>
          <figcaption>
            <span class="badge">ready</span> Printed at the top left of this store's slips (within 50 × 20 mm).
            <div class="muted">
              From <code>{store.packing_slip.logo_url}</code>
            </div>
          </figcaption>
        </figure>
      )}
    </section>
  );
}

function StoreSettings({ accountId, store, onChange }: { accountId: string; store: Store; onChange: (store: Store) => void }) {
  const [name, setName] = useState(store.name);
  const [url, setUrl] = useState(store.url ?? "");
  const [branding, setBranding] = useState(store.packing_slip.branding_message ?? "");
  const [contact, setContact] = useState(store.packing_slip.contact_message ?? "");
  const [logoUrl, setLogoUrl] = useState(store.packing_slip.logo_url ?? "");
  const [hasReturn, setHasReturn] = useState(store.return_address !== null);
  const [address, setAddress] = useState<Record<AddressKey, string>>(() => addressFieldsOf(store.return_address));
  const slip = {
    ...(branding.trim() ? { branding_message: branding.trim() } : {}),
    ...(contact.trim() ? { contact_message: contact.trim() } : {}),
    ...(logoUrl.trim() ? { logo_url: logoUrl.trim() } : {}),
  };
  return (
    <section class="card" aria-labelledby="store-settings-title">
      <h2 id="store-settings-title">Settings</h2>
      <p class="muted">An empty setting is not the store's own: the account's applies. Changes apply to orders made afterwards.</p>
      <ActionForm
        label="Save store"
        busyLabel="Saving"
        action={() =>
          admin("stores/update", {
            account_id: accountId,
            store_id: store.store_id,
            name: name.trim(),
            url: url.trim() === "" ? null : url.trim(),
            packing_slip: Object.keys(slip).length > 0 ? slip : null,
            // Only the fields filled in: a missing one is refused by the service at its field, in its words.
            return_address: returnAddressOf(hasReturn, address) as Store["return_address"],
          })
        }
        done={onChange}
      >
        <div class="grid">
          <Field label="Name" value={name} onValue={setName} required maxLength={200} path="name" />
          <Field label="URL" type="url" value={url} onValue={setUrl} maxLength={2000} path="url" hint="The shop's address on the web; empty: none" />
          <Field label="Packing slip: branding message" value={branding} onValue={setBranding} maxLength={500} path="packing_slip.branding_message" hint="Empty: the account's" />
          <Field label="Packing slip: contact message" value={contact} onValue={setContact} maxLength={500} path="packing_slip.contact_message" hint="Empty: the account's" />
          <Field
            label="Logo URL"
            type="url"
            value={logoUrl}
            onValue={setLogoUrl}
            maxLength={2000}
            path="packing_slip.logo_url"
            hint="A PNG or JPEG of at most 5 MB; a new URL is fetched and checked again. Empty: no logo."
          />
        </div>
        <Check label="Its own return address (otherwise the account's)" checked={hasReturn} onChange={setHasReturn} />
        {hasReturn && <ReturnAddressFields address={address} onValue={(key, value) => setAddress((a) => ({ ...a, [key]: value }))} />}
      </ActionForm>
    </section>
  );
}

function SampleSlip({ accountId, store }: { accountId: string; store: Store }) {
  return (
    <section class="card" aria-labelledby="sample-title">
      <h2 id="sample-title">Sample packing slip</h2>
      <p class="muted">
        A made-up order printed as this store's orders are now: its name{store.logo?.status === "ready" ? " and logo" : ""}, and its messages and return
        address (the account's where it has none).
      </p>
      <ActionForm
        label="Download a sample slip (PDF)"
        busyLabel="Rendering the sample"
        class="inline"
        action={() => adminFile("stores/sample-slip", { account_id: accountId, store_id: store.store_id })}
        done={({ blob }) => saveFile(blob, `sample-slip-${store.store_id}.pdf`)}
      />
    </section>
  );
}

function Archive({ accountId, store, onChange }: { accountId: string; store: Store; onChange: (store: Store) => void }) {
  return (
    <section class="card" aria-labelledby="archive-title">
      <h2 id="archive-title">Archive</h2>
      {store.archived ? (
        <p data-testid="store-state">Archived: kept with its orders; it takes no new orders. Archiving cannot be undone: make a new store instead.</p>
      ) : (
        <>
          <p data-testid="store-state">
            Open: orders may be made in it.
            {store.default && " This is the account's default store: orders that name no store belong to it."}
          </p>
          <ActionForm
            label={`Archive ${store.name}`}
            danger
            busyLabel="Archiving"
            confirm={{
              title: `Archive ${store.name}?`,
              body: <p>The store keeps its orders but takes no new ones, and its store tokens can make no orders. Archiving cannot be undone.</p>,
              confirmLabel: `Archive ${store.name}`,
              cancelLabel: "Keep it open",
            }}
            action={() => admin("stores/archive", { account_id: accountId, store_id: store.store_id })}
            done={onChange}
          />
        </>
      )}
    </section>
  );
}

export function StoreScreen({ accountId, storeId }: { accountId: string; storeId: string }) {
  const account = useLoad(() => admin("accounts/get", { account_id: accountId }), [accountId]);
  const loaded = useLoad(() => admin("stores/get", { account_id: accountId, store_id: storeId }), [accountId, storeId]);
  const [updated, setUpdated] = useState<Store | undefined>();
  const [notice, setNotice] = useState<{ text: string; n: number } | undefined>();
  const changed = (text: string) => (next: Store) => {
    setUpdated(next);
    setNotice((last) => ({ text: text.replace("NAME", next.name), n: (last?.n ?? 0) + 1 }));
  };
  // A read after the last change wins over it (Look again), a change over the read before it.
  const current = loaded.data && updated && loaded.data.updated_at >= updated.updated_at ? loaded.data : (updated ?? loaded.data);
  const accountName = account.data?.name ?? accountId;
  if (loaded.loading && !current) return <Loading what="the store" />;
  if (!current)
    return (
      <>
        <Heading>Store {storeId}</Heading>
        <ErrorMessage error={loaded.error} title="Store not loaded" />
      </>
    );
  return (
    <>
      <p class="crumbs">
        <a href={href(["accounts"])}>Accounts</a> / <a href={href(["accounts", accountId])}>{accountName}</a> / {current.name}
      </p>
      <Heading>
        {current.name}
        {current.default && <span class="badge store-badge">default</span>}
        {current.archived && <span class="badge store-badge warn">archived</span>}
        {account.data?.mode === "test" && <TestBadge />}
      </Heading>
      <p class="muted">
        <code>{current.store_id}</code> of {accountName}, created <When at={current.created_at} />
        {current.url && (
          <>
            {" "}
            · <a href={current.url} target="_blank" rel="noopener noreferrer">{current.url}</a>
          </>
        )}{" "}
        · <a href={href(["orders"], { account: accountId, ...(account.data?.mode === "test" ? { test: "1" } : {}) })}>the account's orders</a>
      </p>
      {notice && (
        <Notice key={notice.n} testId="store-notice">
          {notice.text}
        </Notice>
      )}
      <Logo store={current} onReload={loaded.reload} />
      <StoreSettings
        key={JSON.stringify(current)}
        accountId={accountId}
        store={current}
        onChange={changed("Settings of NAME saved. Orders made from now on get them; orders already placed keep theirs.")}
      />
      <SampleSlip accountId={accountId} store={current} />
      <Archive accountId={accountId} store={current} onChange={changed("NAME is archived: it keeps its orders and takes no new ones.")} />
    </>
  );
}
