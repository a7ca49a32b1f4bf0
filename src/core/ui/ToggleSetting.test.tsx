import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/client';
import { defineMutation } from '../api/queries/mutation';
import { LibportalProvider } from '../widget/WidgetProviders';
import { ToggleSetting } from './ToggleSetting';

type Answer = { on: boolean };

/** A setting whose saves wait until the test lets them answer, counting what was sent. */
function Harness({ sent, refuse }: { sent: boolean[]; refuse?: boolean }) {
  const [on, setOn] = useState(false);
  const change = defineMutation({
    call: async (_api, next: boolean): Promise<ApiResult<Answer>> => {
      sent.push(next);
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (refuse) return { ok: false, code: 50001, msg: '', data: null, detail: undefined };
      setOn(next);
      return { ok: true, code: 0, msg: '', data: { on: next } };
    },
    invalidates: [],
  });
  return (
    <LibportalProvider withNotifications={false}>
      <ToggleSetting
        checked={on}
        label="显示我的姓名"
        hint="其他读者看到的是化名"
        change={change}
        describe={(answer) => (answer.on ? 'shown' : 'hidden')}
      />
    </LibportalProvider>
  );
}

describe('ToggleSetting', () => {
  it('sends one change for a double click, then says what the setting is', async () => {
    const user = userEvent.setup();
    const sent: boolean[] = [];
    render(<Harness sent={sent} />);
    const box = await screen.findByRole('checkbox', { name: '显示我的姓名' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('其他读者看到的是化名').id);
    await user.dblClick(box);
    await screen.findByText('shown');
    expect(sent).toEqual([true]);
    expect(box).toHaveProperty('checked', true);
  });

  it('keeps the setting and says the request failed when it is refused without a message', async () => {
    const user = userEvent.setup();
    const sent: boolean[] = [];
    render(<Harness sent={sent} refuse />);
    const box = await screen.findByRole('checkbox', { name: '显示我的姓名' });
    await user.click(box);
    expect(await screen.findByText('请求错误')).toHaveProperty('role', 'status');
    expect(sent).toEqual([true]);
    expect(box).toHaveProperty('checked', false);
  });
});
