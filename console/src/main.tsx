// The operator console: sign-in, the navigation and the screens of docs/console.md#screens, on top of the operator API.
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { post, tellOtherTabs, whenOtherTab, whenSignedOut, whoami, type SessionOperator } from "./api.js";
import { href, useRoute } from "./router.js";
import { AccountScreen, AccountsScreen } from "./screens/accounts.js";
import { StoreScreen } from "./screens/stores.js";
import { CatalogScreen } from "./screens/catalog.js";
import { OrderScreen } from "./screens/order.js";
import { ImportScreen } from "./screens/import.js";
import { OrdersScreen } from "./screens/orders.js";
import { ScanBox } from "./screens/scan.js";
import { OperatorsScreen } from "./screens/operators.js";
import { ReceivingScreen } from "./screens/receiving.js";
import { ReceivingsScreen } from "./screens/receivings.js";
import { StockScreen } from "./screens/stock.js";
import { StockItemScreen } from "./screens/stock-item.js";
import { OverviewScreen } from "./screens/overview.js";
import { MethodScreen, ShippingScreen } from "./screens/shipping.js";
import { SettingsScreen } from "./screens/settings.js";
import { SignIn } from "./screens/sign-in.js";
import { WebhookScreen, WebhooksScreen } from "./screens/webhooks.js";
import { ShipFromContext } from "./ship-from.js";
import { Loading } from "./ui.js";
import { signedOutReason } from "./wording.js";

type Session = { state: "checking" } | { state: "out"; reason?: string } | { state: "in"; expiresAt: string; operator?: SessionOperator; shipFrom?: string };

/** The signed-in state from the service's answer (sign-in or whoami). */
function signedIn(answer: { expires_at?: string; operator?: SessionOperator; ship_from_country?: string }): Session {
  return {
    state: "in",
    expiresAt: answer.expires_at ?? "",
    ...(answer.operator ? { operator: answer.operator } : {}),
    ...(answer.ship_from_country ? { shipFrom: answer.ship_from_country } : {}),
  };
}

const SECTIONS = [
  ["overview", "Overview"],
  ["orders", "Orders"],
  ["accounts", "Accounts"],
  ["catalog", "Catalog"],
  ["stock", "Stock"],
  ["receiving", "Receiving"],
  ["shipping", "Shipping"],
  ["webhooks", "Webhooks"],
  ["operators", "Operators"],
  ["settings", "Settings"],
] as const;

function Screen({ operator }: { operator: SessionOperator | undefined }) {
  const { parts, query } = useRoute();
  const [section = "overview", id] = parts;
  switch (section) {
    case "orders":
      return id ? <OrderScreen key={id} orderRef={id} /> : <OrdersScreen query={query} />;
    case "import":
      return <ImportScreen />;
    case "accounts":
      if (id && parts[2] === "stores" && parts[3]) return <StoreScreen key={`${id}/${parts[3]}`} accountId={id} storeId={parts[3]} />;
      return id ? <AccountScreen key={id} accountId={id} /> : <AccountsScreen />;
    case "catalog":
      return <CatalogScreen />;
    case "stock":
      return id && parts[2] ? <StockItemScreen key={`${id}/${parts[2]}`} owner={id} sku={parts[2]} /> : <StockScreen query={query} />;
    case "receiving":
      return id ? <ReceivingScreen key={id} receivingRef={id} query={query} /> : <ReceivingsScreen query={query} />;
    case "shipping":
      return id ? <MethodScreen key={id} code={id} /> : <ShippingScreen />;
    case "webhooks":
      return id ? <WebhookScreen key={id} webhookId={id} /> : <WebhooksScreen query={query} />;
    case "operators":
      return <OperatorsScreen me={operator?.operator_id} />;
    case "settings":
      return <SettingsScreen />;
    default:
      return <OverviewScreen />;
  }
}

function Console({ onSignOut, operator }: { onSignOut: () => void; operator: SessionOperator | undefined }) {
  const { parts } = useRoute();
  const section = parts[0] ?? "overview";
  return (
    <>
      <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), document.getElementById("main")?.focus())}>
        Skip to content
      </a>
      <header class="top">
        <span class="brand">pod-orders console</span>
        <nav aria-label="Sections">
          <ul>
            {SECTIONS.map(([key, label]) => (
              <li key={key}>
                <a href={href([key])} aria-current={section === key ? "page" : undefined}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ScanBox />
        <span class="session">
          {operator && (
            <span class="whoami" data-testid="whoami">
              Signed in as <strong>{operator.name}</strong>
            </span>
          )}
          <button type="button" class="link" onClick={onSignOut}>
            Sign out
          </button>
        </span>
      </header>
      <main id="main" tabIndex={-1}>
        <Screen operator={operator} />
      </main>
    </>
  );
}

function App() {
  const [session, setSession] = useState<Session>({ state: "checking" });
  const check = () =>
    whoami().then(
      (me) =>
        setSession(
          me.signed_in
            ? signedIn(me)
            : { state: "out", ...(me.reason && me.reason !== "not signed in" ? { reason: signedOutReason(me.reason) } : {}) },
        ),
      () => setSession({ state: "out", reason: "The service could not be reached." }),
    );
  useEffect(() => {
    // A request refused with 401 (session expired, ended elsewhere, token revoked): back to sign-in, in words.
    whenSignedOut((message) => setSession((s) => (s.state === "in" ? { state: "out", reason: signedOutReason(message) } : s)));
    void check();
    return whenOtherTab((change) => {
      if (change === "signed-out") setSession({ state: "out", reason: "You signed out in another tab: sign in again to go on." });
      // Signed in elsewhere: the cookie is shared, so this tab is signed in too.
      else void check();
    });
  }, []);
  const signOut = async () => {
    try {
      await post("/console/session/end");
    } finally {
      tellOtherTabs("signed-out");
      setSession({ state: "out", reason: "You signed out." });
    }
  };
  if (session.state === "checking") return <Loading what="the console" />;
  if (session.state === "out")
    return (
      <SignIn
        reason={session.reason}
        onSignedIn={(answer) => {
          tellOtherTabs("signed-in");
          setSession(signedIn(answer));
        }}
      />
    );
  return (
    <ShipFromContext.Provider value={session.shipFrom}>
      <Console onSignOut={() => void signOut()} operator={session.operator} />
    </ShipFromContext.Provider>
  );
}

render(<App />, document.getElementById("app")!);
