import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { PagerBar } from './lists';

/**
 * Previous / "page x of y" / next under a paged list. Nothing when everything fits one page.
 * The button just used may become disabled (first or last page): the focus moves to the other
 * one, or a keyboard user would be dropped onto the document body.
 */
export function Pager({
  page,
  total,
  pageSize,
  label,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  /** Names the navigation landmark (several lists may share a page). */
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const used = useRef<'previous' | 'next' | null>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  useEffect(() => {
    const which = used.current;
    used.current = null;
    if (!which) return;
    const [usedButton, other] =
      which === 'next'
        ? [nextRef.current, previousRef.current]
        : [previousRef.current, nextRef.current];
    if (usedButton?.disabled) other?.focus();
  }, [page]);

  if (pages <= 1) return null;
  const go = (next: number, which: 'previous' | 'next') => {
    used.current = which;
    onPage(next);
  };
  return (
    <PagerBar aria-label={label} part="pagination">
      <Button
        ref={previousRef}
        type="button"
        $variant="secondary"
        disabled={page <= 1}
        onClick={() => go(page - 1, 'previous')}
      >
        {t('common.previousPage')}
      </Button>
      <span aria-current="page">{t('common.pageOf', { page, pages })}</span>
      <Button
        ref={nextRef}
        type="button"
        $variant="secondary"
        disabled={page >= pages}
        onClick={() => go(page + 1, 'next')}
      >
        {t('common.nextPage')}
      </Button>
    </PagerBar>
  );
}
