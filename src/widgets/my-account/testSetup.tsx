import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { moneyServer, type MoneyServerOptions } from './fixtures';
import { MyAccount, type MyAccountProps } from './MyAccount';

/** The account widget against a fake money server; `calls(path)` are the requests to one path. */
export function setup(
  options: MoneyServerOptions & {
    loggedIn?: boolean;
    lang?: 'en';
    props?: Partial<MyAccountProps>;
  } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <MyAccount onNavigate={onNavigate} {...options.props} />,
    moneyServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}
