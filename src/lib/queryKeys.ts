/**
 * Invalidation by operation: orval's query keys are [method, path, body?, params?]. The first two
 * elements name the operation; invalidating with them refreshes every cached page of that list.
 * Always build them from the generated `get<Op>QueryKey` so no path is written by hand.
 */
export function operationKey(key: readonly unknown[]): readonly unknown[] {
  return key.slice(0, 2);
}
