import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bookshelf, ColumnStatistics } from '../../core';
import { ColumnButton, ColumnName, ShelfFrame, Small, Spines } from './styles';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One shelf drawn as one faces it: its columns side by side, each a toggle button naming its
 * position, call-number range and copies. Tab reaches each column; the arrow keys move
 * between them as well, Home and End to the first and last; Enter or Space opens one.
 */
export function ShelfView({
  shelf,
  statistics,
  selected,
  onSelect,
}: {
  shelf: Bookshelf;
  statistics: ColumnStatistics[] | undefined;
  selected: number | undefined;
  onSelect: (columnid: number) => void;
}) {
  const { t } = useTranslation('shelves');
  const frame = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent) => {
    const buttons = [...(frame.current?.querySelectorAll('button') ?? [])];
    const current = buttons.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const step = STEP[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : step === undefined
            ? null
            : Math.min(buttons.length - 1, Math.max(0, current + step));
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  return (
    <ShelfFrame
      ref={frame}
      role="group"
      aria-label={t('bookshelf.shelfColumns', { code: shelf.code })}
      onKeyDown={move}
      part="shelf"
    >
      {shelf.columns.map((column) => {
        const copies = statistics?.find((entry) => entry.columnid === column.columnid)?.copies;
        return (
          <ColumnButton
            key={column.columnid}
            type="button"
            part="column"
            aria-pressed={column.columnid === selected}
            onClick={() => onSelect(column.columnid)}
          >
            <Spines aria-hidden="true" />
            <ColumnName>{t('bookshelf.column', { position: column.position })}</ColumnName>
            <Small>
              {t('bookshelf.columnRange', {
                first: column.firstcallnumber,
                last: column.lastcallnumber,
              })}
            </Small>
            {copies === undefined ? null : (
              <Small>{t('bookshelf.columnCopies', { count: copies })}</Small>
            )}
          </ColumnButton>
        );
      })}
    </ShelfFrame>
  );
}
