import { useState } from 'react';

/** `known` first, in their order, then the ids not seen before, in the order they came. */
function mergedOrder(known: readonly number[], ids: readonly number[]): number[] {
  const present = new Set(ids);
  const kept = known.filter((id) => present.has(id));
  const seen = new Set(kept);
  return [...kept, ...ids.filter((id) => !seen.has(id))];
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The rows in the order the reader first saw them: the server lists loans soonest due first,
 * so a renewed loan would jump to the bottom of the table just as its "renewed" note appears.
 * New rows go after the known ones; rows gone from the list go. A new visit (a new mount)
 * takes the server's order again.
 */
export function useStableOrder<T>(items: readonly T[], idOf: (item: T) => number): T[] {
  const ids = items.map(idOf);
  const [order, setOrder] = useState<number[]>(ids);
  const next = mergedOrder(order, ids);
  // Derived state, updated during render (React's documented pattern; no extra paint).
  if (!same(next, order)) setOrder(next);
  const place = new Map(next.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (place.get(idOf(a)) ?? 0) - (place.get(idOf(b)) ?? 0));
}
