// Table-driven unit tests of src/domain/fields.ts: UTC timestamps, phones, http(s) URLs, SKUs, colours, control characters.
import { describe, expect, it } from "vitest";
import { hasControlCharacters, isBlank, isColor, isHttpUrl, isPhone, isPrintable, isSku, parseUtcTimestamp, requireText } from "../../src/domain/fields.js";
import type { FieldError } from "../../src/domain/errors.js";

describe("parseUtcTimestamp", () => {
  describe("accepts RFC 3339 in UTC and returns the instant as ISO (ms, Z)", () => {
    it.each([
      ["Z", "2026-11-22T10:00:00Z", "2026-11-22T10:00:00.000Z"],
      ["+00:00", "2026-11-22T10:00:00+00:00", "2026-11-22T10:00:00.000Z"],
      ["lower-case t and z", "2026-11-22t10:00:00z", "2026-11-22T10:00:00.000Z"],
      ["one fractional digit", "2026-11-22T10:00:00.5Z", "2026-11-22T10:00:00.500Z"],
      ["three fractional digits", "2026-11-22T10:00:00.123Z", "2026-11-22T10:00:00.123Z"],
      ["nine fractional digits (truncated to ms)", "2026-11-22T10:00:00.123456789Z", "2026-11-22T10:00:00.123Z"],
      ["fraction truncated, not rounded into the next second", "2026-12-31T23:59:59.9999Z", "2026-12-31T23:59:59.999Z"],
      ["fraction with +00:00", "2026-11-22T10:00:00.250+00:00", "2026-11-22T10:00:00.250Z"],
      ["small fraction", "2026-11-22T10:00:00.001Z", "2026-11-22T10:00:00.001Z"],
      ["zero fraction", "2026-11-22T10:00:00.000000000Z", "2026-11-22T10:00:00.000Z"],
      ["leap day in a leap year", "2024-02-29T12:00:00Z", "2024-02-29T12:00:00.000Z"],
      ["leap day in a 400-year leap year", "2000-02-29T00:00:00Z", "2000-02-29T00:00:00.000Z"],
      ["last instant of a day", "2026-11-22T23:59:59Z", "2026-11-22T23:59:59.000Z"],
      ["first instant of a year", "2027-01-01T00:00:00Z", "2027-01-01T00:00:00.000Z"],
      ["31st of a 31-day month", "2026-12-31T00:00:00Z", "2026-12-31T00:00:00.000Z"],
      ["the epoch", "1970-01-01T00:00:00Z", "1970-01-01T00:00:00.000Z"],
      ["a far-future year", "9999-12-31T23:59:59Z", "9999-12-31T23:59:59.000Z"],
    ])("%s: %s", (_case, text, expected) => {
      expect(parseUtcTimestamp(text)).toBe(expected);
    });
  });

  describe("refuses invalid dates and times", () => {
    it.each([
      ["30 February", "2026-02-30T10:00:00Z"],
      ["29 February outside a leap year", "2026-02-29T10:00:00Z"],
      ["29 February in a century non-leap year", "1900-02-29T10:00:00Z"],
      ["31 April", "2026-04-31T10:00:00Z"],
      ["31 June", "2026-06-31T10:00:00Z"],
      ["day 00", "2026-11-00T10:00:00Z"],
      ["day 32", "2026-01-32T10:00:00Z"],
      ["month 00", "2026-00-10T10:00:00Z"],
      ["month 13", "2026-13-01T10:00:00Z"],
      ["hour 24", "2026-11-22T24:00:00Z"],
      ["minute 60", "2026-11-22T10:60:00Z"],
      ["second 61", "2026-11-22T10:00:61Z"],
      ["second 60 (leap seconds are not representable)", "2026-11-22T10:00:60Z"],
    ])("%s: %s", (_case, text) => {
      expect(parseUtcTimestamp(text)).toBeUndefined();
    });
  });

  describe("refuses non-UTC offsets", () => {
    it.each([
      ["+01:00", "2026-11-22T10:00:00+01:00"],
      ["-05:00", "2026-11-22T10:00:00-05:00"],
      ["+05:30", "2026-11-22T10:00:00+05:30"],
      ["-00:00 (unknown local offset)", "2026-11-22T10:00:00-00:00"],
      ["+00:01", "2026-11-22T10:00:00+00:01"],
      ["+0000 without colon", "2026-11-22T10:00:00+0000"],
      ["+00 without minutes", "2026-11-22T10:00:00+00"],
      ["fraction and +02:00", "2026-11-22T10:00:00.5+02:00"],
    ])("%s: %s", (_case, text) => {
      expect(parseUtcTimestamp(text)).toBeUndefined();
    });
  });

  describe("refuses what is not RFC 3339", () => {
    it.each([
      ["no offset (local time)", "2026-11-22T10:00:00"],
      ["date only", "2026-11-22"],
      ["time only", "10:00:00Z"],
      ["no seconds", "2026-11-22T10:00Z"],
      ["space instead of T", "2026-11-22 10:00:00Z"],
      ["a dot without fraction digits", "2026-11-22T10:00:00.Z"],
      ["ten fraction digits", "2026-11-22T10:00:00.1234567890Z"],
      ["comma as fraction separator", "2026-11-22T10:00:00,5Z"],
      ["two-digit year", "26-11-22T10:00:00Z"],
      ["single-digit month and day", "2026-1-2T10:00:00Z"],
      ["basic (compact) ISO 8601 form", "20261122T100000Z"],
      ["leading space", " 2026-11-22T10:00:00Z"],
      ["trailing space", "2026-11-22T10:00:00Z "],
      ["trailing newline", "2026-11-22T10:00:00Z\n"],
      ["UTC spelled out", "2026-11-22T10:00:00 UTC"],
      ["slashed date", "22/11/2026 10:00"],
      ["epoch number as text", "1795341600"],
      ["non-ASCII digits", "２０２６-11-22T10:00:00Z"],
      ["empty", ""],
    ])("%s: %j", (_case, text) => {
      expect(parseUtcTimestamp(text)).toBeUndefined();
    });
  });

  // Years 0–99 are valid RFC 3339 years (Date.UTC alone would read them as 1900–1999).
  it.each([
    ["year 0050", "0050-06-15T12:00:00Z", "0050-06-15T12:00:00.000Z"],
    ["year 0000", "0000-01-01T00:00:00Z", "0000-01-01T00:00:00.000Z"],
  ])("accepts the RFC 3339 %s (%s)", (_case, text, expected) => {
    expect(parseUtcTimestamp(text)).toBe(expected);
  });
});

describe("isPhone", () => {
  it.each([
    ["international with brackets and dash", "+1 (555) 010-0000", true],
    ["UK number with spaces", "+44 20 7946 0958", true],
    ["dotted", "555.0100", true],
    ["five digits exactly", "12345", true],
    ["dashes only between digits", "+1-555-0100", true],
    ["32 characters", "1".repeat(32), true],
    ["five digits padded with separators to 32 characters", `${"1".repeat(5)}${" ".repeat(27)}`, true],
    ["four digits", "1234", false],
    ["four digits in five characters", "12 34", false],
    ["only separators", "+++++", false],
    ["only dashes", "-----", false],
    ["33 characters", "1".repeat(33), false],
    ["a letter", "1234a5", false],
    ["an extension word", "+1 555 0100 ext 2", false],
    ["words", "call me", false],
    ["slash", "555/0100", false],
    ["newline inside", "555\n0100", false],
    ["tab inside", "555\t0100", false],
    ["full-width digits", "５５５５５", false],
    ["empty", "", false],
  ])("%s: %j → %s", (_case, text, ok) => {
    expect(isPhone(text)).toBe(ok);
  });
});

describe("isHttpUrl", () => {
  it.each([
    ["https", "https://art.example.com/logo.png", true],
    ["http", "http://art.example.com", true],
    ["upper-case scheme and host", "HTTPS://ART.EXAMPLE.COM/x.png", true],
    ["port, query and fragment", "https://art.example.com:8443/x.png?v=2#top", true],
    ["IP address", "http://192.0.2.10/file.png", true],
    ["ftp", "ftp://art.example.com/x.png", false],
    ["file", "file:///etc/passwd", false],
    ["data URL", "data:image/png;base64,AAAA", false],
    ["javascript", "javascript:alert(1)", false],
    ["mailto", "mailto:ops@example.com", false],
    ["relative path", "images/front.png", false],
    ["absolute path", "/images/front.png", false],
    ["protocol-relative", "//art.example.com/x.png", false],
    ["a single slash after the scheme", "http:/art.example.com", false],
    ["scheme without host", "https://", false],
    ["space in host", "https://art example.com/x.png", false],
    ["leading space", " https://art.example.com/x.png", false],
    ["scheme name only", "https", false],
    ["empty", "", false],
  ])("%s: %j → %s", (_case, text, ok) => {
    expect(isHttpUrl(text)).toBe(ok);
  });
});

describe("isSku", () => {
  it.each([
    ["letters and dash", "TEE-BLK", true],
    ["dot, underscore, dash, digit", "a.b_c-1", true],
    ["one character", "X", true],
    ["64 characters", "x".repeat(64), true],
    ["65 characters", "x".repeat(65), false],
    ["empty", "", false],
    ["space", "TEE BLK", false],
    ["slash", "tee/1", false],
    ["non-ASCII letter", "TÉE", false],
    ["plus", "TEE+1", false],
    ["trailing newline", "TEE\n", false],
  ])("%s: %j → %s", (_case, text, ok) => {
    expect(isSku(text)).toBe(ok);
  });
});

describe("isColor", () => {
  it.each([
    ["black", "#000000", true],
    ["mixed case", "#a1B2c3", true],
    ["upper case", "#ABCDEF", true],
    ["short form", "#fff", false],
    ["no hash", "000000", false],
    ["seven digits", "#0000000", false],
    ["non-hex digit", "#abcdeg", false],
    ["with alpha", "#00000000", false],
    ["a colour name", "red", false],
    ["rgb()", "rgb(0,0,0)", false],
    ["empty", "", false],
  ])("%s: %j → %s", (_case, text, ok) => {
    expect(isColor(text)).toBe(ok);
  });
});

describe("hasControlCharacters (tab and newline allowed)", () => {
  it.each([
    ["plain text", "plain", false],
    ["empty", "", false],
    ["tab", "a\tb", false],
    ["newline", "a\nb", false],
    ["accents and emoji", "Ünïcödé 😀", false],
    ["no-break space", "a\u00a0b", false],
    ["NUL", "a\u0000b", true],
    ["bell", "a\u0007b", true],
    ["vertical tab", "a\u000bb", true],
    ["carriage return", "a\rb", true],
    ["escape", "a\u001bb", true],
    ["unit separator", "a\u001fb", true],
    ["DEL", "a\u007fb", true],
    ["C1 control U+0080", "a\u0080b", true],
    ["C1 control U+009F", "a\u009fb", true],
    ["non-character U+FFFE", "a\ufffeb", true],
    ["non-character U+FFFF", "a\uffffb", true],
    ["lone high surrogate", "a\ud800b", true],
    ["lone low surrogate", "a\udc00b", true],
  ])("%s → %s", (_case, text, control) => {
    expect(hasControlCharacters(text)).toBe(control);
  });
});

describe("isPrintable (no control characters at all)", () => {
  it.each([
    ["plain text", "order-2026/11#7", true],
    ["spaces", "order 7", true],
    ["accents and emoji", "Bestellung Nº 7 😀", true],
    ["empty", "", true],
    ["tab", "a\tb", false],
    ["newline", "a\nb", false],
    ["carriage return", "a\rb", false],
    ["NUL", "a\u0000b", false],
    ["DEL", "a\u007fb", false],
    ["C1 control", "a\u0085b", false],
    ["lone surrogate", "a\ud800b", false],
  ])("%s → %s", (_case, text, ok) => {
    expect(isPrintable(text)).toBe(ok);
  });
});

describe("isBlank and requireText", () => {
  it.each([
    [undefined, true],
    ["", true],
    ["   ", true],
    ["\t\n", true],
    ["x", false],
    [" x ", false],
  ])("isBlank(%j) → %s", (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });

  it.each([
    ["absent", undefined, []],
    ["present", "Ada", []],
    ["with a tab", "a\tb", []],
    ["empty", "", [["f", "required"]]],
    ["blank", "  ", [["f", "required"]]],
    ["a control character", "a\u0001", [["f", "invalid_text"]]],
  ] as const)("%s", (_case, value, expected) => {
    const errors: FieldError[] = [];
    requireText(errors, "f", value);
    expect(errors.map((e) => [e.path, e.code])).toEqual(expected);
  });
});
