import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, NARROW_SCREEN_MAX_WIDTH } from '../../core';
import { FacetPanel, type FacetPanelProps } from './FacetPanel';
import { countFilters } from './search-state';
import { DrawerFooter, NarrowOnly } from './styles';

/** Wide enough for a facet value and its count; a phone's whole width below that. */
export const FILTER_DRAWER_WIDTH = 360;

/** Calls `onWide` when the screen grows past the narrow breakpoint (a phone turned, a window widened). */
function useOnWideScreen(onWide: () => void, active: boolean) {
  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(width > ${NARROW_SCREEN_MAX_WIDTH}px)`);
    const changed = () => {
      if (wide.matches) onWide();
    };
    wide.addEventListener('change', changed);
    return () => wide.removeEventListener('change', changed);
  }, [onWide, active]);
}

/**
 * Narrow screens (768 px or less): the results come first and the facets open from
 * a "筛选 / Filter" button that counts the filters in force, in a drawer (a modal dialog:
 * focus moves in and stays there, Escape closes it, focus returns to the button). Each choice
 * applies at once, so the count behind the drawer is already the new one when it closes. On
 * wide screens the button is not shown and the panel sits beside the results instead.
 */
export function FilterDrawer(props: FacetPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const active = countFilters(props.filters) + props.statuses.length;
  const close = useCallback(() => setOpen(false), []);
  // The panel beside the results takes over; a dialog over it would trap focus for nothing.
  useOnWideScreen(close, open);
  return (
    <NarrowOnly>
      <Button
        type="button"
        $variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        part="filter-button"
        onClick={() => setOpen(true)}
      >
        {active > 0 ? t('facets.filterCount', { count: active }) : t('facets.filter')}
      </Button>
      <Dialog
        open={open}
        title={t('facets.region')}
        placement="right"
        width={FILTER_DRAWER_WIDTH}
        onClose={close}
      >
        <FacetPanel {...props} />
        <DrawerFooter>
          <Button type="button" onClick={close}>
            {t('facets.showResults')}
          </Button>
        </DrawerFooter>
      </Dialog>
    </NarrowOnly>
  );
}
