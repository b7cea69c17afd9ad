// The depth limit of request bodies: where a parsed body is nested deeper than MAX_BODY_DEPTH, found without recursion.
import { pathOf } from "./validation.js";

/**
 * The most levels of objects and arrays a body may nest (the body itself is level 1). The deepest real body
 * (an order's line, its print areas, a text field) is under ten; every later step that walks a body (the NUL
 * check, one-round validation's copy, canonical JSON) recurses, and a limit here keeps each of them far from the
 * stack's end. docs/caller-guide.md ("Errors") states it.
 */
export const MAX_BODY_DEPTH = 32;

/** A container met on the way down, with the way back up to the body for the path. */
interface Node {
  value: object;
  depth: number;
  key: string;
  parent: Node | undefined;
}

function pointerOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) keys.push(at.key.replace(/~/g, "~0").replace(/\//g, "~1"));
  return keys.reverse().map((key) => `/${key}`).join("");
}

/**
 * The path (as in field errors) of the first object or array, in the body's order, that lies deeper than `limit`
 * levels, or undefined when none does. Iterative: the body may be nested as deeply as its bytes allow.
 */
export function tooDeepAt(body: unknown, limit = MAX_BODY_DEPTH): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const stack: Node[] = [{ value: body, depth: 1, key: "", parent: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.depth > limit) return pathOf(pointerOf(node));
    const children: [string, unknown][] = Array.isArray(node.value) ? node.value.map((child: unknown, i) => [String(i), child]) : Object.entries(node.value);
    // Pushed last to first, so the first child is looked at first.
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i]!;
      if (typeof child === "object" && child !== null) stack.push({ value: child, depth: node.depth + 1, key, parent: node });
    }
  }
  return undefined;
}
