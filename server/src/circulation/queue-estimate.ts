/**
 * How long a reader waiting in a book's queue should wait, in days (Evergreen shows the place
 * in the queue and an estimate beside it). Each copy that circulates comes back on its due day;
 * the queue takes the copies in order, each reader keeping a copy one loan period, so place p
 * gets the p-th copy to come free in that replay. Copies being repaired, lost or the like are
 * not counted; with none circulating there is no estimate.
 *
 * @param position 1-based place in the queue.
 * @param copyDays days from today until each circulating copy comes back (0: any day now).
 * @param loanDays the loan period a reader keeps a copy.
 * @returns days, at least 1; null when no copy circulates.
 */
export function estimateWaitDays(
  position: number,
  copyDays: readonly number[],
  loanDays: number,
): number | null {
  if (copyDays.length === 0 || position < 1) return null;
  const free = [...copyDays].sort((a, b) => a - b);
  let turn = 0;
  for (let place = 1; place <= position; place++) {
    // The copy that comes back first goes to this place; it comes back a loan period later.
    turn = free.shift() ?? 0;
    const back = turn + loanDays;
    const at = free.findIndex((days) => days > back);
    free.splice(at === -1 ? free.length : at, 0, back);
  }
  return Math.max(1, turn);
}
