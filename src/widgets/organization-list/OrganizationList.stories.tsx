import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { organizationServer } from '../../test/organization-fixtures';
import { withStoryApi } from '../../test/story-api';
import { OrganizationList } from './OrganizationList';

const meta = {
  title: 'Widgets/OrganizationList',
  component: OrganizationList,
  decorators: [withStoryApi(organizationServer())],
  args: { onNavigate: fn((event: Event) => event.preventDefault()) },
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-organization-list>`: the schools and libraries that run libportal, with their public figures.',
      },
    },
  },
} satisfies Meta<typeof OrganizationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: '查看 示范第二中学图书馆 的介绍' }),
    );
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Error: Story = { decorators: [withStoryApi(organizationServer({ fails: true }))] };

export const English: Story = { globals: { lang: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
