import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok } from '../../test/fake-api';
import { withStoryApi } from '../../test/story-api';
import { LoginDialog } from './LoginDialog';

// The public half of a key pair whose private half was thrown away: stories never log in.
const DEMO_KEY = `-----BEGIN PUBLIC KEY-----
MIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEA1AQHhP1HYQQ2WE+Azn6w
kIvofkW9r2FnvLEM+HftS56IpZFXzNCWKXL+c6aO61chMIOmdCvnCeE7234e+Qh5
DbWpMdcKxTzPRDeONYiFIyJAvYICqLwlWReLfOHspyNdENpWDJTcT5G5CnKgGjnt
catUl6upGpzB+ERNwY46akIggLHuZooqEgK0pLulGb59MdRxHiDkEPZOPjQ8n2/e
mCoojGQMr9tsL22HY8g5wnrqtYexHA+zKteY8V18+BtDIwDvSDrTjP0ZHH+0m80H
8H/luWr2LbCOQn+/7SNaF/JCgyKE5epHhqYetKCJCRsnGSV8dciEQK6/Fm0JpXoj
zx0JuJTtJCZ5Mkyh/YsghkNDcplVADVZQdckBd6o0sXXig41ET4KXfTxlavWgJtD
Anu8iRcaXd6+g/aWcUxEeiAeRE1Dp4IGlJUbEZaz37ramQbQS9SjOf7O3RdTipaM
9OahZtRa2oAVr26Kiansq5m6qcS21o9TnkDydbctf/wLAgMBAAE=
-----END PUBLIC KEY-----`;

const server = (loginReply: ReturnType<typeof ok>) =>
  withStoryApi((request) =>
    request.path.endsWith('/Reader/LoginKey/Js') ? ok(DEMO_KEY) : loginReply,
  );

const meta = {
  title: 'Widgets/LoginDialog',
  component: LoginDialog,
  args: { open: true, onNavigate: (event) => event.preventDefault() },
  parameters: {
    docs: { description: { component: '`<lp-login-dialog>`: reader login, 400 px.' } },
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { decorators: [server(fail(10001, '用户名或密码错误'))] };

export const Inline: Story = {
  args: { inline: true },
  decorators: [server(fail(10001, '用户名或密码错误'))],
};

export const ValidationErrors: Story = {
  decorators: [server(fail(10001, '用户名或密码错误'))],
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('读者证号'), 'bad name!');
    await userEvent.type(body.getByLabelText('密码'), '123');
    await userEvent.tab();
    await expect(await body.findByText('请输入正确的用户名')).toBeVisible();
    await expect(await body.findByText('密码不能少于6位')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [server({ ...ok(null), delay: 60_000 })],
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('读者证号'), '20230001');
    await userEvent.type(body.getByLabelText('密码'), 'Passw0rd!');
    await userEvent.click(body.getByRole('button', { name: '登录' }));
    await expect(await body.findByRole('button', { name: '登录中...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = {
  decorators: [server(fail(10001, '用户名或密码错误'))],
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('读者证号'), '20230001');
    await userEvent.type(body.getByLabelText('密码'), 'wrong-password');
    await userEvent.click(body.getByRole('button', { name: '登录' }));
    await expect(await body.findByText('用户名或密码错误')).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server(fail(10001, 'Wrong reader code or password'))],
  globals: { lang: 'en' },
};

export const Dark: Story = {
  args: { inline: true },
  decorators: [server(fail(10001, '用户名或密码错误'))],
  globals: { theme: 'dark' },
};

/** A reader whose password the library generated (a class-list import): the first login. */
const FIRST_LOGIN = {
  id: 7,
  uuid: 'u7',
  readercode: '20240001',
  name: '李雷',
  nickname: '李雷',
  usertype: 0,
  roles: ['student'],
  organizationid: 1,
  organizationname: '云图科技实验学校图书馆',
  token: 'story-token',
  tokentype: 'Bearer',
  refreshtoken: '',
  expiresin: 7200,
  mustchangepassword: true,
};

export const FirstLoginNewPassword: Story = {
  decorators: [server(ok(FIRST_LOGIN))],
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('读者证号'), '20240001');
    await userEvent.type(body.getByLabelText('密码'), 'k7mp4rtx9a');
    await userEvent.click(body.getByRole('button', { name: '登录' }));
    await expect(await body.findByRole('dialog', { name: '设置新密码' })).toBeVisible();
    // The focus moves once the step has rendered (a frame later under Preact).
    await waitFor(() => expect(body.getByLabelText('新密码')).toHaveFocus());
    await userEvent.type(body.getByLabelText('新密码'), 'short');
    await userEvent.click(body.getByRole('button', { name: '保存并继续' }));
    await expect(await body.findByText('密码不能少于6位')).toBeVisible();
  },
};
