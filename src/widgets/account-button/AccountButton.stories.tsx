import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ok } from '../../test/fake-api';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { AccountButton } from './AccountButton';

const meta = {
  title: 'Widgets/AccountButton',
  component: AccountButton,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(() => ok(null))],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-account-button>`: Log in for a logged-out reader; the reader’s name with My Library and Log out once logged in.',
      },
    },
  },
} satisfies Meta<typeof AccountButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  decorators: [withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '登录' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: '读者登录' }),
    ).toBeVisible();
  },
};

export const LoggedIn: Story = {
  decorators: [withStorySession(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('button', { name: /小明/ });
    account.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['我的图书馆', '退出登录']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(account).toHaveFocus());
  },
};
