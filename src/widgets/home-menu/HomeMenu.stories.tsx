import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStoryApi } from '../../test/story-api';
import { homeMenuServer } from './fixtures';
import { HomeMenu } from './HomeMenu';

const meta = {
  title: 'Widgets/HomeMenu',
  component: HomeMenu,
  decorators: [withStoryApi(homeMenuServer())],
  args: { onNavigate: fn((event: Event) => event.preventDefault()) },
  parameters: {
    docs: {
      description: {
        component:
          "`<lp-home-menu>`: the library's home menu with its icons, the quick services first (reservation and renewal, customer service with the phone).",
      },
    },
  },
} satisfies Meta<typeof HomeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '客服咨询' }));
    await expect(canvas.getByRole('link', { name: '拨打客服电话 0571-88886666' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('link', { name: '新闻' }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const NoPhone: Story = { decorators: [withStoryApi(homeMenuServer({ content: '[]' }))] };

export const WithoutIcons: Story = {
  decorators: [withStoryApi(homeMenuServer({ iconsFail: true }))],
};

export const English: Story = { globals: { lang: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
