// Receiving: the goods merchants announce they send in, newest first, by status and account, a page at a time
// (docs/console.md#receiving); a row opens the receiving to receive its boxes.
import { admin } from "../api.js";
import { AccountById, useAccountNames } from "../names.js";
import { go, href, urlPages } from "../router.js";
import { RECEIVING_STATUSES, type Receiving } from "../types.js";
import { Empty, ErrorMessage, Heading, Loading, Pager, Select, Status, useLoad, When } from "../ui.js";

const PAGE_SIZE = 50;

/** Units over all of a receiving's SKUs: expected, received good, damaged. */
function totals(receiving: Receiving): { expected: number; received: number; damaged: number } {
  const sum = { expected: 0, received: 0, damaged: 0 };
  for (const line of receiving.lines) {
    sum.expected += line.expected;
    sum.received += line.received;
    sum.damaged += line.damaged;
  }
  return sum;
}

export function ReceivingsScreen({ query }: { query: URLSearchParams }) {
  const status = RECEIVING_STATUSES.find((s) => s === query.get("status")) ?? "";
  const accountId = query.get("account") ?? "";
  const pages = urlPages(["receiving"], query);
  const names = useAccountNames();
  const list = useLoad(
    () =>
      admin("receiving/list", {
        limit: PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(accountId ? { account_id: accountId } : {}),
        ...(pages.cursor ? { cursor: pages.cursor } : {}),
      }),
    [status, accountId, pages.cursor],
  );
  // A new filter starts again at the first page.
  const filter = (next: { status?: string; account?: string }) => go(["receiving"], { status, account: accountId, ...next });
  return (
    <>
      <Heading>Receiving</Heading>
      <p class="muted">Goods merchants send in, newest first. Scan a box label in the scan box above to open its receiving at that box.</p>
      <form class="toolbar" role="search" aria-label="Find receivings" onSubmit={(e) => e.preventDefault()}>
        <Select
          label="Status"
          value={status}
          options={[{ value: "", label: "Every status" }, ...RECEIVING_STATUSES.map((s) => ({ value: s, label: s }))]}
          onValue={(value) => filter({ status: value })}
        />
        <Select
          label="Account"
          value={accountId}
          options={[{ value: "", label: "Every account" }, ...[...names].map(([value, label]) => ({ value, label }))]}
          onValue={(value) => filter({ account: value })}
        />
      </form>
      <ErrorMessage error={list.error} title="The receivings could not be listed" />
      {list.loading && <Loading what="receivings" />}
      {list.data && list.data.receivings.length === 0 && (
        <Empty>{status || accountId ? "No receiving matches: choose another status or account." : "No receivings yet: merchants announce the goods they send in with receiving/create."}</Empty>
      )}
      {list.data && list.data.receivings.length > 0 && (
        <div class="table-wrap">
          <table aria-label="Receivings">
            <thead>
              <tr>
                <th scope="col">Receiving</th>
                <th scope="col">Status</th>
                <th scope="col">Account</th>
                <th scope="col">External ref</th>
                <th scope="col" class="num">Boxes</th>
                <th scope="col" class="num">Expected</th>
                <th scope="col" class="num">Received</th>
                <th scope="col" class="num">Damaged</th>
                <th scope="col">Expected at</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.receivings.map((r) => {
                const sum = totals(r);
                return (
                  <tr key={r.receiving_ref} data-testid="receiving-row">
                    <td>
                      <a class="ref" href={href(["receiving", r.receiving_ref])}>
                        {r.receiving_ref}
                      </a>
                    </td>
                    <td>
                      <Status value={r.status} />
                    </td>
                    <td>
                      <AccountById id={r.account_id} names={names} />
                    </td>
                    <td>{r.external_ref ?? <span class="muted">—</span>}</td>
                    <td class="num">{r.boxes.length}</td>
                    <td class="num">{sum.expected}</td>
                    <td class="num">{sum.received}</td>
                    <td class="num">{sum.damaged}</td>
                    <td>
                      <When at={r.expected_at} />
                    </td>
                    <td>
                      <When at={r.created_at} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (pages.page > 1 || list.data.next_cursor !== null) && (
        <Pager label="Receiving pages" page={pages.page} hasNext={list.data.next_cursor !== null} onNext={() => pages.next(list.data!.next_cursor!)} onPrevious={pages.previous} />
      )}
    </>
  );
}
