import { render } from '@testing-library/react';
import styled from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LibportalProvider } from './WidgetProviders';

const Panel = styled.section`
  padding: 4px;
`;

afterEach(() => {
  vi.unstubAllEnvs();
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
