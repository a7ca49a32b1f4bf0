import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiPath, type DeskToday as DeskTodayFigures } from '../../core';
import { ok } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { DeskToday } from './DeskToday';

function setup(today: DeskTodayFigures, lang?: 'en', session: 'staff' | 'student' = 'staff') {
  setTestSession(session === 'staff' ? DEMO_LIBRARIAN : true);
  return renderWidget(
    <DeskToday />,
    (request) =>
      request.path.endsWith(ApiPath.deskToday)
        ? ok(today)
        : { status: 404, body: { code: 20102, msg: '', data: null } },
    lang,
  );
}

describe('DeskToday', () => {
  it("shows today's figures and what needs doing", async () => {
    setup({ loans: 12, returns: 8, renewals: 3, holdsready: 2, overdue: 5 });
    const loans = await screen.findByText('借出');
    expect(loans.nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('归还').nextElementSibling?.textContent).toBe('8');
    expect(screen.getByText('续借').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('预约到书待取 2 本')).toBeTruthy();
    expect(screen.getByText('逾期未还 5 本')).toBeTruthy();
  });

  it('says there is nothing to do when no hold waits and nothing is overdue', async () => {
    setup({ loans: 0, returns: 0, renewals: 0, holdsready: 0, overdue: 0 });
    await screen.findByText('没有待办事项。');
  });

  it('is for staff only', async () => {
    const { requests } = setup(
      { loans: 1, returns: 0, renewals: 0, holdsready: 0, overdue: 0 },
      undefined,
      'student',
    );
    await screen.findByText('只有图书馆员可以使用借还台。');
    expect(requests.some((request) => request.path.endsWith(ApiPath.deskToday))).toBe(false);
  });

  it('has no axe violations in zh and en', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { unmount } = setup(
        { loans: 1, returns: 1, renewals: 1, holdsready: 1, overdue: 1 },
        lang,
      );
      await screen.findByText(lang ? 'Lent' : '借出');
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      unmount();
    }
  });
});
