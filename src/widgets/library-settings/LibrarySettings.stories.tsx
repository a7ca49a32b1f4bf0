import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_ADMIN, DEMO_LIBRARIAN, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { settingsServer } from './fixtures';
import { LibrarySettings } from './LibrarySettings';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/LibrarySettings',
  component: LibrarySettings,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(settingsServer()), withStorySession(DEMO_ADMIN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-library-settings>`: the library’s settings for its admins — name, phone, AI librarian, opening hours and address, footer links, the home menu, embed origins, loan rules, copy-cataloguing sources, online payment methods.',
      },
    },
  },
} satisfies Meta<typeof LibrarySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '页脚链接' }, LOAD)).toBeVisible();
    for (const name of [
      '基本信息',
      '开放时间与地址',
      '允许嵌入的网站',
      '借阅规则',
      '联机编目来源',
      '在线支付方式',
      '首页菜单',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(canvas.getByLabelText('图书馆名称')).toHaveValue('一厂实验学校图书馆');
  },
};

export const FooterRefusedThenSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(await canvas.findByRole('region', { name: '页脚链接' }, LOAD));
    const first = within(links.getByRole('group', { name: '链接 1' }));
    const url = first.getByLabelText('网址');
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://books.example');
    await userEvent.click(links.getByRole('button', { name: '保存' }));
    await expect(
      await links.findByText('第 1 项：网址须是 http:// 或 https:// 开头的网址', undefined, LOAD),
    ).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://books.example');
    await userEvent.click(links.getByRole('button', { name: '保存' }));
    await expect(await links.findByText('已保存，门户已更新。', undefined, LOAD)).toBeVisible();
  },
};

export const HomeMenuEdited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('region', { name: '首页菜单' }, LOAD));
    await userEvent.click(menu.getByRole('button', { name: '下移“图书馆简介”' }));
    await expect(menu.getByText('“图书馆简介”已移到第 2 项。')).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: '添加菜单项' }));
    const added = within(menu.getByRole('group', { name: '菜单项 5' }));
    await userEvent.type(added.getByLabelText('标题'), '阅读推广');
    await userEvent.type(added.getByLabelText('链接'), '/reading');
    await userEvent.click(menu.getByRole('button', { name: '保存' }));
    await expect(await menu.findByText('已保存，门户已更新。', undefined, LOAD)).toBeVisible();
  },
};

export const Librarian: Story = {
  decorators: [withStorySession(DEMO_LIBRARIAN)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('只有图书馆管理员可以修改设置。', undefined, LOAD),
    ).toBeVisible();
  },
};
