import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { myBorrowServer, type MyBorrowServerOptions } from './fixtures';
import { MyBorrow } from './MyBorrow';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: MyBorrowServerOptions = {}) => withStoryApi(myBorrowServer(options));

const meta = {
  title: 'Widgets/MyBorrow',
  component: MyBorrow,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-my-borrow>`: the reader’s loans (renew one or all), fines, urges to return and reservations.',
      },
    },
  },
} satisfies Meta<typeof MyBorrow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loans: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '当前借阅' }, LOAD);
    await expect(within(table).getByRole('row', { name: /骆驼祥子/ })).toHaveTextContent(
      '逾期 4 天',
    );
    await expect(canvas.getByText('在借 5 本，其中逾期 1 本')).toBeVisible();
  },
};

export const RenewalRefused: Story = {
  decorators: [server({ refuse: { 4: 'onReserve' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: '当前借阅' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '续借《The Little Prince》' }));
    await expect(
      (await canvas.findAllByText('不能续借：该书已被其他读者预约', undefined, LOAD)).length,
    ).toBeGreaterThan(0);
  },
};

export const Reservations: Story = {
  args: { sections: 'reservations' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/排第 2 位，共 3 人/, undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看我的借阅。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Loading: Story = { decorators: [server({ delay: 60_000 })] };

export const Error: Story = {
  decorators: [server({ fails: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('请求错误', undefined, LOAD))[0]).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'On loan' }, LOAD)).toBeVisible();
  },
};

export const Dark: Story = { decorators: [server()], globals: { theme: 'dark' } };
