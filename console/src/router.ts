// Hash routes (#/orders/ord_…?status=on_hold): the server serves one page, and links, back and reload all work.
import { useEffect, useState } from "preact/hooks";

export interface Route {
  /** Path segments after "#/", e.g. ["orders", "ord_123"]. */
  parts: string[];
  query: URLSearchParams;
}

function current(): Route {
  const hash = location.hash.replace(/^#\/?/, "");
  const [path = "", search = ""] = hash.split("?");
  return { parts: path.split("/").filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(search) };
}

export function useRoute(): Route {
  const [seen, setSeen] = useState(() => ({ hash: location.hash, route: current() }));
  useEffect(() => {
    const onChange = () => setSeen({ hash: location.hash, route: current() });
    addEventListener("hashchange", onChange);
    // The hash may have changed between the first render and this effect (effects run after paint, late on a busy
    // machine): look again now that the listener is there, or that change is never seen.
    if (location.hash !== seen.hash) onChange();
    return () => removeEventListener("hashchange", onChange);
  }, []);
  return seen.route;
}

export function href(parts: string[], query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== "")).toString();
  return `#/${parts.map(encodeURIComponent).join("/")}${search ? `?${search}` : ""}`;
}

export function go(parts: string[], query: Record<string, string | undefined> = {}): void {
  location.hash = href(parts, query);
}
