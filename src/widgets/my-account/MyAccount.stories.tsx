import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { moneyServer, OVERVIEW, type MoneyServerOptions } from './fixtures';
import { MyAccount } from './MyAccount';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: MoneyServerOptions = {}) => withStoryApi(moneyServer(options));

const meta = {
  title: 'Widgets/MyAccount',
  component: MyAccount,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-my-account>`: the reader’s bills, fines, deposit and balance, and payments by WeChat, Alipay, bank online or cash.',
      },
    },
  },
} satisfies Meta<typeof MyAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fines = await canvas.findByRole('region', { name: '罚款记录' }, LOAD);
    await expect(fines).toHaveTextContent('应缴罚款：¥5.50');
    await expect(await canvas.findByRole('table', { name: '我的账单' }, LOAD)).toBeVisible();
    await expect(canvas.getByText('您还有未归还的图书，归还后才能退押金。')).toBeVisible();
  },
};

/** Pays every fine by WeChat with the keyboard: the QR code, then the result. */
export const PayByWeChat: Story = {
  decorators: [server({ pollsBeforeOutcome: 1 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payAll = await canvas.findByRole('button', { name: '全部缴纳（¥5.50）' }, LOAD);
    payAll.focus();
    await userEvent.keyboard('{Enter}');
    // The dialog is portalled nowhere: it is inside the canvas, in a fixed backdrop.
    const dialog = await canvas.findByRole('dialog', { name: '缴纳罚款' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('img', {}, LOAD)).toBeVisible();
    await expect(await within(dialog).findByText('支付成功，已入账。', {}, LOAD)).toBeVisible();
  },
};

/** The fines went up since the page loaded: the new amount, and a button to pay it. */
export const AmountChanged: Story = {
  decorators: [server({ dueNow: 600, pollsBeforeOutcome: 1000 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '全部缴纳（¥5.50）' }, LOAD));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await expect(
      await within(dialog).findByRole('button', { name: '支付 ¥6.00' }, LOAD),
    ).toBeVisible();
  },
};

export const RefundAllowed: Story = {
  decorators: [
    server({ overview: { ...OVERVIEW, deposit: { ...OVERVIEW.deposit, refundrefusal: null } } }),
  ],
  args: { view: 'deposit' },
};

export const BillsOnly: Story = { decorators: [server()], args: { view: 'bills' } };

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看我的账户。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Loading: Story = { decorators: [server({ delay: 60_000 })] };

export const Error: Story = {
  decorators: [server({ fails: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请求错误', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Fines' }, LOAD)).toHaveTextContent(
      'Fines due: CN¥5.50',
    );
  },
};

export const Dark: Story = { decorators: [server()], globals: { theme: 'dark' } };
