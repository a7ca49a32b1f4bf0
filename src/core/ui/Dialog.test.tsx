import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LibportalProvider } from '../widget/WidgetProviders';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <LibportalProvider withNotifications={false}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} title="标题" onClose={() => setOpen(false)}>
        <input aria-label="first" />
        <button type="button">last</button>
      </Dialog>
    </LibportalProvider>
  );
}

describe('Dialog', () => {
  it('moves focus in, traps Tab, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = await screen.findByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '标题' });
    const close = screen.getByRole('button', { name: '关闭' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
