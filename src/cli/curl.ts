// Copy-paste-ready curl command lines for the caller API, quoted for POSIX shells.

function singleQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `text` as one shell word: bare when it is plainly safe, else single-quoted. */
export function shellWord(text: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(text) ? text : singleQuoted(text);
}

/** One line, so it can be pasted (or extracted by a test) as a whole. */
export function curlCommand(baseUrl: string, path: string, token: string, body: unknown): string {
  return [
    "curl -sS",
    shellWord(`${baseUrl}${path}`),
    // Double quotes as the docs show them; tokens are base64url, so nothing inside needs escaping.
    `-H "Authorization: Bearer ${token}"`,
    '-H "Content-Type: application/json"',
    `-d ${singleQuoted(JSON.stringify(body))}`,
  ].join(" ");
}

/** An http URL for `host`:`port` a client on this machine can reach (a wildcard listener answers on loopback). */
export function localBaseUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
