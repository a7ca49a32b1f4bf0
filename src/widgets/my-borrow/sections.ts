/** The parts of the panel, in the order they are shown. */
export const MY_BORROW_SECTIONS = ['loans', 'fines', 'urges', 'reservations'] as const;
export type MyBorrowSection = (typeof MY_BORROW_SECTIONS)[number];

/**
 * The `sections` attribute ("loans reservations", commas too) as the parts to show, in the
 * panel's own order. Unknown names are ignored; nothing usable means every part, so a typo
 * never leaves an empty box on a school's page.
 */
export function toSections(value: string | null | undefined): Set<MyBorrowSection> {
  const names = new Set((value ?? '').toLowerCase().split(/[\s,]+/));
  const chosen = MY_BORROW_SECTIONS.filter((section) => names.has(section));
  return new Set(chosen.length > 0 ? chosen : MY_BORROW_SECTIONS);
}
