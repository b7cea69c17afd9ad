// A CSV export of what a list's filters find (every page), saved as a file: the orders list and the stock list.
import { useState } from "preact/hooks";
import { adminFile, saveFile } from "./api.js";
import { ActionForm } from "./ui.js";

export function ExportButton({ operation, filter, file, label, what }: { operation: "orders/export" | "stock/export"; filter: object; file: string; label: string; what: string }) {
  const [saved, setSaved] = useState("");
  return (
    <div class="export">
      <ActionForm
        label={label}
        busyLabel="Exporting"
        class="inline"
        action={async () => {
          setSaved("");
          const { blob } = await adminFile(operation, filter);
          saveFile(blob, file);
          return blob.size;
        }}
        done={(size) => setSaved(`Exported to ${file} (${size.toLocaleString("en")} bytes): ${what}.`)}
      />
      {saved && (
        <p class="muted" role="status" data-testid="export-done">
          {saved}
        </p>
      )}
    </div>
  );
}
