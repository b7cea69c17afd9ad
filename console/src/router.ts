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

/**
 * A cursor listing's page kept in the URL (`pages=<cursor>.<cursor>`: the cursors that led here, base64url so a dot
 * never occurs in one): Back from an order returns to the same page, and a reload or a shared link shows it too.
 */
export function urlPages(parts: string[], query: URLSearchParams) {
  const trail = (query.get("pages") ?? "").split(".").filter(Boolean);
  const to = (next: string[]) => go(parts, { ...Object.fromEntries(query), pages: next.join(".") || undefined });
  return {
    cursor: trail[trail.length - 1],
    page: trail.length + 1,
    next: (cursor: string) => to([...trail, cursor]),
    previous: () => to(trail.slice(0, -1)),
  };
}
