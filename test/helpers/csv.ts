// Reading CSV answers in tests (orders/export, stock/export): a strict RFC 4180 reader.
import { expect } from "vitest";

/** A minimal RFC 4180 reader for the test: quoted fields, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field).toBe("");
  return rows;
}

/** The rows after the header as objects keyed by the header's names. */
export const records = (rows: string[][]) => rows.slice(1).map((r) => Object.fromEntries(rows[0]!.map((name, i) => [name, r[i]])));
