// CSV text as RFC 4180 writes it (comma-separated, CRLF line ends, fields quoted when they hold a comma, a quote or
// a line break), with cells that a spreadsheet would run as a formula made inert.

/** A cell value: text, a number, or empty (null). */
export type CsvValue = string | number | boolean | null;

/**
 * Text a spreadsheet would read as a formula (=, @, a tab or CR first, or + / - before anything but a number
 * or phone number) gets a leading apostrophe: ship-to names and notes come from strangers, and the export is
 * opened in spreadsheets. "+44 20 7946 0000" and "-5" stay as they are.
 */
function inert(text: string): string {
  if (/^[=@\t\r]/u.test(text)) return `'${text}`;
  if (/^[+-]/u.test(text) && !/^[+-][\d\s().-]*$/u.test(text)) return `'${text}`;
  return text;
}

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  const text = inert(value);
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A UTF-8 byte-order mark: what makes spreadsheets (Excel) read the file as UTF-8, so Japanese names print. */
export const BYTE_ORDER_MARK = "\uFEFF";
