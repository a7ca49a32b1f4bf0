/**
 * The older strip (targets 0–10): the personal strip of the old interface, in its
 * order; it shows the pages the new strip defines but does not display (reservations,
 * subtenancy, history, loans on hand). Each target is a page of personal-area.ts.
 */
export const OLD_PERSONAL_STRIP = [
  { target: 0, to: '/student-borrow', label: 'routes.studentBorrow' },
  { target: 1, to: '/student-subtenancy', label: 'routes.studentSubtenancy' },
  { target: 2, to: '/student-borrowhistory', label: 'routes.studentBorrowHistory' },
  { target: 3, to: '/student-collection', label: 'routes.studentCollection' },
  { target: 4, to: '/student-borrowing', label: 'routes.studentBorrowing' },
  { target: 5, to: '/student-mybill', label: 'routes.studentMyBill' },
  { target: 6, to: '/student-fine', label: 'routes.studentFine' },
  { target: 7, to: '/student-askreturn', label: 'routes.studentAskReturn' },
  { target: 8, to: '/student-board', label: 'routes.studentBoard' },
  { target: 9, to: '/student-portrait', label: 'routes.studentPortrait' },
  { target: 10, to: '/student-personal-settings', label: 'routes.studentPersonalSettings' },
] as const;

/** The target lit on a page of the old interface (`/old/student-fine` → 6), if any. */
export function oldStripTarget(pathname: string): number | null {
  const path = pathname.replace(/^\/old(?=\/|$)/, '').replace(/\/+$/, '');
  return OLD_PERSONAL_STRIP.find((entry) => entry.to === path)?.target ?? null;
}
