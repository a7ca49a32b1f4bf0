import type { ShelfName } from '../../core';

/** The three shelves (reading, pre-borrowed, read), in the order the widget shows them. */
export const SHELF_NAMES: readonly ShelfName[] = ['reading', 'preborrow', 'read'];

/** An attribute's shelf, or `reading` when it names none of them. */
export function toShelfName(value: string | undefined): ShelfName {
  return SHELF_NAMES.find((shelf) => shelf === value?.trim()) ?? 'reading';
}
