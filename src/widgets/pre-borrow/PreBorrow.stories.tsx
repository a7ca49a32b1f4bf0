import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fail } from '../../test/fake-api';
import {
  preBorrowServer,
  reservation,
  type PreBorrowServerOptions,
} from '../../test/pre-borrow-fixtures';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { PreBorrow } from './PreBorrow';

/** The first data of a story can take a while on a busy machine (several round trips). */
const LOAD = { timeout: 5000 };

const server = (options: PreBorrowServerOptions = {}) => withStoryApi(preBorrowServer(options));
const NONE_AVAILABLE = [
  { locationid: 1, location: '总馆一楼借阅区', copies: 3, available: 0 },
  { locationid: 2, location: '初中部图书角', copies: 1, available: 0 },
];

const meta = {
  title: 'Widgets/PreBorrow',
  component: PreBorrow,
  args: { bookid: '2', onNavigate: (event) => event.preventDefault() },
  // Logged in unless a story logs out (its decorator runs inside this one).
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          "`<lp-pre-borrow>`: availability by location, the reader's reservation (waiting, not arrived, arrived) with cancel, or a site choice and a reservation or a place in the queue.",
      },
    },
  },
} satisfies Meta<typeof PreBorrow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('共 4 册，可借 2 册，排队 0 人', undefined, LOAD),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '只看可借' }));
    await expect(canvas.queryByRole('rowheader', { name: '初中部图书角' })).toBeNull();
  },
};

/** The site must be chosen before reserving. */
export const SiteRequired: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: '总馆一楼服务台' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '预借' }));
    await expect(await canvas.findByText('请选择预借站点', undefined, LOAD)).toBeVisible();
  },
};

export const Reserve: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: '预借站点' }, LOAD),
      '总馆一楼服务台',
    );
    await userEvent.click(canvas.getByRole('button', { name: '预借' }));
    await expect(await canvas.findByText(/未到馆/, undefined, LOAD)).toBeVisible();
  },
};

/** No copy available: the reader can join the queue. */
export const NoneAvailableQueue: Story = {
  decorators: [server({ bylocation: NONE_AVAILABLE, queue: 3 })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '加入排队' }, LOAD),
    ).toBeVisible();
  },
};

export const Waiting: Story = {
  decorators: [server({ bylocation: NONE_AVAILABLE, queue: 2, mine: reservation('waiting') })],
};

export const NotArrived: Story = {
  decorators: [server({ mine: reservation('notArrived') })],
};

/** Arrived: the reader should borrow quickly, before the expiry time. */
export const ArrivedReservation: Story = {
  decorators: [server({ mine: reservation('arrived') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('已到馆 · 图书已到馆，请尽快借阅。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const CancelReservation: Story = {
  decorators: [server({ mine: reservation('arrived') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: '取消预约' }, LOAD));
    const dialog = await body.findByRole('alertdialog', undefined, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await expect(await body.findByText('预约已取消', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [withStorySession(false), server()],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('登录后才能预借图书。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Loading: Story = { decorators: [server({ slow: true })] };

export const Error: Story = {
  decorators: [withStoryApi(() => fail(20102, '', 500))],
};

export const English: Story = {
  decorators: [server({ mine: reservation('arrived') })],
  globals: { lang: 'en' },
};

export const Dark: Story = { decorators: [server()], globals: { theme: 'dark' } };
