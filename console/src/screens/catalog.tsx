// Catalog: the blanks with their prices and production days (each editable), and a form to add one with its print areas.
import { useState } from "preact/hooks";
import { admin } from "../api.js";
import { showPrices } from "../money.js";
import type { Blank } from "../types.js";
import { BlankEditor } from "./blank-editor.js";
import { BlankCustoms } from "./customs.js";
import { ActionForm, Check, Empty, ErrorMessage, Field, Heading, Loading, Notice, Pager, Select, useLoad, usePages } from "../ui.js";

interface AreaRow {
  name: string;
  width: string;
  height: string;
  dpi: string;
}

function CreateBlank({ onCreated }: { onCreated: (blank: Blank) => void }) {
  const [sku, setSku] = useState("");
  const [name, setName] = useState("");
  const [type, setType] = useState<"pod" | "fulfillment">("pod");
  const [slip, setSlip] = useState(true);
  const [areas, setAreas] = useState<AreaRow[]>([{ name: "front", width: "4500", height: "5400", dpi: "300" }]);
  const set = (i: number, key: keyof AreaRow, value: string) => setAreas((rows) => rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const printAreas = Object.fromEntries(areas.filter((a) => a.name.trim()).map((a) => [a.name.trim(), { width_px: Number(a.width), height_px: Number(a.height), dpi: Number(a.dpi) }]));
  return (
    <section class="card" aria-labelledby="new-blank-title">
      <h2 id="new-blank-title">New blank</h2>
      <ActionForm
        label="Create blank"
        busyLabel="Creating"
        action={() => admin("catalog/create", { sku: sku.trim(), name: name.trim(), type, packing_slip_supported: slip, ...(type === "pod" ? { print_areas: printAreas } : {}) })}
        done={onCreated}
      >
        <div class="grid">
          <Field label="SKU" value={sku} onValue={setSku} required maxLength={64} />
          <Field label="Name" value={name} onValue={setName} required maxLength={200} />
          <Select
            label="Type"
            value={type}
            options={[
              { value: "pod", label: "print on demand" },
              { value: "fulfillment", label: "fulfillment (no print areas)" },
            ]}
            onValue={setType}
          />
        </div>
        <Check label="Supports a custom packing slip" checked={slip} onChange={setSlip} />
        {type === "pod" && (
          <fieldset class="areas">
            <legend>Print areas</legend>
            {areas.map((a, i) => (
              <div class="grid" key={i}>
                <Field label={`Area ${i + 1} name`} value={a.name} onValue={(v) => set(i, "name", v)} />
                <Field label={`Area ${i + 1} width (px)`} type="number" min={1} value={a.width} onValue={(v) => set(i, "width", v)} />
                <Field label={`Area ${i + 1} height (px)`} type="number" min={1} value={a.height} onValue={(v) => set(i, "height", v)} />
                <Field label={`Area ${i + 1} DPI`} type="number" min={1} value={a.dpi} onValue={(v) => set(i, "dpi", v)} />
              </div>
            ))}
            <button type="button" onClick={() => setAreas((rows) => [...rows, { name: "", width: "4500", height: "5400", dpi: "300" }])}>
              Add a print area
            </button>
          </fieldset>
        )}
      </ActionForm>
    </section>
  );
}

function Prices({ prices, extra }: { prices: Record<string, number>; extra: Record<string, number> }) {
  if (Object.keys(prices).length === 0) return <span class="muted">no prices</span>;
  return (
    <>
      <div class="money">{showPrices(prices)}</div>
      {Object.keys(extra).length > 0 && <div class="muted money">each further area +{showPrices(extra)}</div>}
    </>
  );
}

export function CatalogScreen() {
  const pages = usePages();
  const [editing, setEditing] = useState<Blank | undefined>();
  const [saved, setSaved] = useState<string>("");
  const list = useLoad(() => admin("catalog/list", { limit: 50, ...(pages.cursor ? { cursor: pages.cursor } : {}) }), [pages.cursor]);
  return (
    <>
      <Heading>Catalog</Heading>
      {list.loading && <Loading what="blanks" />}
      <ErrorMessage error={list.error} title="Blanks not loaded" />
      {list.data && list.data.blanks.length === 0 && <Empty>No blanks yet: add the first one below.</Empty>}
      {list.data && list.data.blanks.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Catalog blanks by SKU</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Packing slip</th>
                <th scope="col">Print areas</th>
                <th scope="col">Prices</th>
                <th scope="col">Production days</th>
                <th scope="col">Customs</th>
                <th scope="col">
                  <span class="sr-only">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.blanks.map((b) => (
                <tr key={b.sku}>
                  <td>
                    <code>{b.sku}</code>
                  </td>
                  <td>{b.name}</td>
                  <td>{b.type}</td>
                  <td>{b.packing_slip_supported ? "yes" : "no"}</td>
                  <td>
                    {Object.entries(b.print_areas ?? {})
                      .map(([area, size]) => `${area} ${size.width_px}×${size.height_px} @ ${size.dpi} DPI`)
                      .join("; ") || <span class="muted">none</span>}
                  </td>
                  <td data-testid={`prices-${b.sku}`}>
                    <Prices prices={b.prices} extra={b.extra_area_prices} />
                  </td>
                  <td>{b.production_days}</td>
                  <td>
                    <BlankCustoms blank={b} />
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Edit prices and production of ${b.sku}`}
                      onClick={() => {
                        setSaved("");
                        setEditing(b);
                        requestAnimationFrame(() => document.getElementById("edit-blank-title")?.focus());
                      }}
                    >
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager label="Blank pages" page={pages.page} hasNext={list.data.next_cursor !== null} onNext={() => pages.next(list.data!.next_cursor!)} onPrevious={pages.previous} />}
      {saved && <Notice key={saved}>{saved}</Notice>}
      {editing && (
        <BlankEditor
          key={editing.sku}
          blank={editing}
          onSaved={(blank) => {
            setEditing(undefined);
            setSaved(`Saved ${blank.sku}: later orders get these prices; orders already placed keep theirs.`);
            list.reload();
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
      <CreateBlank
        onCreated={(blank) => {
          setSaved(`Created ${blank.sku}: its prices and production days are set with its Edit button in the list.`);
          list.reload();
        }}
      />
    </>
  );
}
