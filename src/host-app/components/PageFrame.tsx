import type { ReactNode } from 'react';
import { PageTitleContext, VisuallyHidden } from '../../core';
import { PagePanel, Title } from './styles';

/** The panel lives in ./styles with the other styled components; pages import it from here. */
export { PagePanel };

/**
 * A portal page: the panel and the page's h1. `titleHidden` keeps the h1 for screen readers
 * only, where the widget's own heading (h2) names what is shown; the search pages' titles are
 * a little smaller (`compactTitle`). With the h1 shown, a widget heading of the same words is
 * hidden from sight.
 */
export function PageFrame({
  title,
  titleHidden = false,
  compactTitle = false,
  children,
}: {
  title: string;
  titleHidden?: boolean;
  compactTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <PagePanel>
      {titleHidden ? (
        <VisuallyHidden as="h1">{title}</VisuallyHidden>
      ) : (
        <Title $compact={compactTitle}>{title}</Title>
      )}
      <PageTitleContext.Provider value={titleHidden ? null : title}>
        {children}
      </PageTitleContext.Provider>
    </PagePanel>
  );
}
