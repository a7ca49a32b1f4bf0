import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { organizationServer } from '../../test/organization-fixtures';
import { withStoryApi } from '../../test/story-api';
import { OrganizationProfile } from './OrganizationProfile';

const meta = {
  title: 'Widgets/OrganizationProfile',
  component: OrganizationProfile,
  decorators: [withStoryApi(organizationServer())],
  args: { organizationId: '1' },
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-organization-profile>`: one school or library running libportal, its logo and public figures.',
      },
    },
  },
} satisfies Meta<typeof OrganizationProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '公开数据' })).toBeVisible();
  },
};

export const NotFound: Story = { args: { organizationId: '999' } };

export const English: Story = { globals: { lang: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
