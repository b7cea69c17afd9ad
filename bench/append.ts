// Growing a list by another, however long (the bench's acknowledged orders); no other import, so tests can load it.

/**
 * Adds `items` to the end of `list`. Not `list.push(...items)`: spread passes every item as an argument on the stack,
 * and a long quiet run acknowledges more orders than a call can take (RangeError: Maximum call stack size exceeded).
 */
export function append<T>(list: T[], items: readonly T[]): void {
  for (const item of items) list.push(item);
}
