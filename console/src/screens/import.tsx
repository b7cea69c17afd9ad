// Shipments imported from a carrier's or warehouse's CSV (shipments/import): a file chosen or text pasted, checked
// first (dry run) and then imported, with a result per row in words.
import { useEffect, useRef, useState } from "preact/hooks";
import { admin, type ResponseOf } from "../api.js";
import { href } from "../router.js";
import { ActionForm, Heading } from "../ui.js";
import { refusalWording } from "../wording.js";

/** Largest CSV the service reads (MAX_IMPORT_CSV_BYTES): a bigger file is refused here, before it is sent. */
const MAX_BYTES = 5 * 1024 * 1024;

type ImportAnswer = ResponseOf<"shipments/import">;
type RowResult = ImportAnswer["results"][number];

function rows(n: number): string {
  return n === 1 ? "1 row" : `${n.toLocaleString("en")} rows`;
}

function summary(answer: ImportAnswer): string {
  const ok = answer.results.filter((r) => r.ok).length;
  const refused = answer.results.length - ok;
  if (answer.results.length === 0) return "The file has a header but no rows: nothing to ship.";
  const head = answer.dry_run ? `Checked, nothing recorded: ${rows(ok)} would ship` : `Imported: ${rows(ok)} shipped`;
  return `${head}, ${rows(refused)} refused.`;
}

function okWords(r: RowResult, dryRun: boolean): string {
  const status = r.status ? r.status.replace(/_/g, " ") : undefined;
  if (dryRun) return `Would ship${status ? ` (the order would be ${status})` : ""}`;
  return `Shipped as ${r.shipment_ref ?? "a shipment"}${status ? ` (the order is now ${status})` : ""}`;
}

function ImportResult({ answer }: { answer: ImportAnswer }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [answer]);
  return (
    <section class="card import-result" aria-labelledby="import-result-title" tabIndex={-1} ref={box} data-testid="import-result">
      <h2 id="import-result-title">{answer.dry_run ? "Check (dry run)" : "Import"}: result</h2>
      <p role="status">
        <strong>{summary(answer)}</strong>
        {answer.dry_run && answer.results.some((r) => r.ok) ? " Press Import to record the shipments." : ""}
      </p>
      {answer.results.length > 0 && (
        <div class="table-wrap">
          <table class="import-rows">
            <caption class="sr-only">Each row of the file, numbered as a spreadsheet numbers it (the header is row 1)</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Order</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {answer.results.map((r) => (
                <tr key={r.row} class={r.ok ? undefined : "refused"}>
                  <td class="num">{r.row}</td>
                  <td class="ref">
                    {r.order_ref && r.code !== "order_not_found" ? <a href={href(["orders", r.order_ref])}>{r.order_ref}</a> : r.order_ref ?? <span class="muted">not found</span>}
                  </td>
                  <td>
                    {r.ok ? (
                      <span>{okWords(r, answer.dry_run)}</span>
                    ) : (
                      <span class="error-text">
                        Refused: {refusalWording(r.code ?? "") ?? r.message}
                        {r.code && <span class="code"> ({r.code})</span>}
                        {refusalWording(r.code ?? "") && r.message && r.code !== "order_not_found" && <span class="muted detail">{r.message}</span>}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ImportScreen() {
  const [csv, setCsv] = useState("");
  const [fileNote, setFileNote] = useState("");
  const [answer, setAnswer] = useState<ImportAnswer | undefined>(undefined);
  const run = (dryRun: boolean) => async () => {
    if (!csv.trim()) throw new Error("Choose a CSV file or paste its text first.");
    if (new Blob([csv]).size > MAX_BYTES) throw new Error("The CSV is larger than 5 MiB: split it into smaller files.");
    return admin("shipments/import", { csv, ...(dryRun ? { dry_run: true } : {}) });
  };
  const readFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setFileNote(`${file.name} is larger than 5 MiB: split it into smaller files.`);
      return;
    }
    setCsv(await file.text());
    setAnswer(undefined);
    setFileNote(`${file.name} read: ${file.size.toLocaleString("en")} bytes. Check it, then import.`);
  };
  return (
    <>
      <Heading>Import shipments</Heading>
      <p>
        A CSV file from a carrier or a warehouse: a header row, then one shipment per row. Columns: <code>order_ref</code> or <code>external_ref</code>{" "}
        (with <code>account_id</code> when several accounts use the same one), <code>carrier</code>, <code>tracking_number</code>, and optionally{" "}
        <code>tracking_url</code>, <code>sku</code> and <code>quantity</code> (a row without a SKU ships everything still open of the order). Check first: it
        answers what the import would do and records nothing. Importing the same file twice ships nothing twice.
      </p>
      <div class="card">
        <div class="field">
          <label for="import-file">CSV file</label>
          <input id="import-file" type="file" accept=".csv,text/csv,text/plain" aria-describedby="import-file-note" onChange={(e) => void readFile(e.target as HTMLInputElement)} />
          <small id="import-file-note" class="hint" role="status">
            {fileNote}
          </small>
        </div>
        <div class="field">
          <label for="import-csv">CSV text (or paste it here)</label>
          <textarea
            id="import-csv"
            rows={8}
            spellcheck={false}
            value={csv}
            placeholder={"order_ref,carrier,tracking_number\nord_…,UPS,1Z999AA10123456784"}
            onInput={(e) => {
              setCsv((e.target as HTMLTextAreaElement).value);
              setAnswer(undefined);
            }}
          />
        </div>
        <div class="inline">
          <ActionForm label="Check (dry run)" busyLabel="Checking" class="inline" action={run(true)} done={setAnswer} />
          <ActionForm label="Import" busyLabel="Importing" class="inline" action={run(false)} done={setAnswer} />
        </div>
      </div>
      {answer && <ImportResult answer={answer} />}
    </>
  );
}
