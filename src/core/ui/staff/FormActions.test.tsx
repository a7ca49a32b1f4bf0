import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActions, type FormActionKey, type FormActionsProps } from './FormActions';

/** The words a widget's namespace gives under the keys. */
const WORDS: Record<FormActionKey, string> = {
  save: '保存',
  saving: '保存中…',
  delete: '删除',
  confirmDelete: '确认删除',
  confirmDeleteHint: '再按一次即删除。',
  back: '返回列表',
};

function renderActions(props: Partial<FormActionsProps> = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onConfirmed = vi.fn();
  const onBack = vi.fn();
  render(
    <form onSubmit={onSubmit}>
      <FormActions
        t={(key) => WORDS[key]}
        pending={false}
        status=""
        error={false}
        remove={{ pending: false, onConfirmed }}
        onBack={onBack}
        {...props}
      />
    </form>,
  );
  return { onSubmit, onConfirmed, onBack, user: userEvent.setup() };
}

describe('FormActions', () => {
  it('deletes on the second press only, the first one asking and saying what will happen', async () => {
    const { user, onConfirmed, onSubmit } = renderActions();
    const remove = screen.getByRole('button', { name: '删除' });
    expect(screen.queryByText('再按一次即删除。')).toBeNull();
    await user.click(remove);
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(remove.textContent).toBe('确认删除');
    const hint = screen.getByText('再按一次即删除。');
    expect(remove.getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(screen.getByRole('button', { name: '确认删除' }));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    // Neither press sends the form.
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('goes back without handing the click to the form (no message)', async () => {
    const { user, onBack, onSubmit } = renderActions();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onBack.mock.calls[0]).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves through the form, the status line empty until something happened', async () => {
    const { user, onSubmit } = renderActions();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('disables the save while one is pending and says a refusal in the status line', () => {
    renderActions({ pending: true, status: '名额不能少于 2', error: true });
    expect(screen.getByRole('button', { name: '保存中…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('名额不能少于 2');
  });

  it('offers neither delete nor back where there is none (a new record, a section)', () => {
    renderActions({ remove: undefined, onBack: undefined });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['保存']);
  });
});
