import { render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_STRINGS_NAMESPACE } from '../i18n/book-strings';
import { getRuntime } from '../runtime';
import { LibportalProvider, WidgetProviders } from './WidgetProviders';

const Panel = styled.section`
  padding: 4px;
`;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the providers of a React app', () => {
  it('let `part` reach the DOM without a development warning', () => {
    // styled-components warns only in development, once per prop name per page.
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <LibportalProvider withNotifications={false}>
        <Panel part="panel" data-testid="panel">
          text
        </Panel>
      </LibportalProvider>,
    );
    expect(container.querySelector('section')?.getAttribute('part')).toBe('panel');
    const said = [...warn.mock.calls, ...error.mock.calls].map((call) => call.join(' '));
    expect(said.filter((message) => message.includes('part'))).toEqual([]);
  });
});

/** What an element shows first: whether the book strings were in by then. */
function FirstPaint() {
  const { t, i18n } = useTranslation();
  return (
    <p data-testid="first">
      {String(i18n.hasLoadedNamespace(BOOK_STRINGS_NAMESPACE))} {t('common.loading')}
    </p>
  );
}

describe('the providers of an element', () => {
  it('hold its first paint for the book strings where the embed ships them apart', async () => {
    vi.stubGlobal('__LIBPORTAL_BOOK_STRINGS_APART__', true);
    expect(getRuntime().i18n.hasLoadedNamespace(BOOK_STRINGS_NAMESPACE)).toBe(false);
    render(
      <WidgetProviders settings={{}} element={document.createElement('lp-search-box')}>
        <FirstPaint />
      </WidgetProviders>,
    );
    // The search box shows none: it paints without them.
    expect((await screen.findByTestId('first')).textContent).toBe('false 加载中...');
    render(
      <WidgetProviders settings={{}} element={document.createElement('lp-book-detail')}>
        <FirstPaint />
      </WidgetProviders>,
    );
    await waitFor(() => expect(screen.getAllByTestId('first')).toHaveLength(2));
    expect(screen.getAllByTestId('first')[1]?.textContent).toBe('true 加载中...');
  });
});
