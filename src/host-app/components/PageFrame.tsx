import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  PageTitleContext,
  REPEATS_PAGE_TITLE,
  VisuallyHidden,
  token,
  visuallyHidden,
} from '../../core';

/**
 * The panel a portal page's content sits on. A widget heading that repeats the page's h1
 * (marked by `useRepeatsPageTitle`) stays for screen readers only: the title shows once.
 */
export const PagePanel = styled.div`
  padding: 20px;
  background: ${token('--lp-color-surface')};
  border-radius: 10px;
  [${REPEATS_PAGE_TITLE}] {
    ${visuallyHidden}
  }
`;

const Title = styled.h1<{ $compact: boolean }>`
  margin: 0 0 16px;
  font-size: ${({ $compact }) => ($compact ? '1.4em' : '1.5em')};
`;

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
