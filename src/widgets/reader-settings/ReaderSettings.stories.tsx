import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { CAPTCHA_ANSWER, settingsServer, type SettingsServerOptions } from './fixtures';
import { ReaderSettings } from './ReaderSettings';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: SettingsServerOptions = {}) => withStoryApi(settingsServer(options));

const meta = {
  title: 'Widgets/ReaderSettings',
  component: ReaderSettings,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-reader-settings>`: profile, avatar (cropped) and face image, password, phone binding.',
      },
    },
  },
} satisfies Meta<typeof ReaderSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '个人设置' }, LOAD)).toBeVisible();
    await expect(
      await canvas.findByDisplayValue('xiaoming@example.com', undefined, LOAD),
    ).toBeVisible();
  },
};

export const ProfileSaved: Story = {
  args: { section: 'profile' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByLabelText('昵称', undefined, LOAD);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '明明');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('个人资料已保存', undefined, LOAD)).toBeVisible();
  },
};

export const ProfileRefused: Story = {
  args: { section: 'profile' },
  decorators: [server({ refuseProfile: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('昵称', undefined, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('修改失败', undefined, LOAD)).toBeVisible();
  },
};

export const EmailRequired: Story = {
  args: { section: 'profile' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('邮箱', undefined, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请输入邮箱')).toBeVisible();
  },
};

export const AvatarNotAnImage: Story = {
  args: { section: 'avatar' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [picker] = await canvas.findAllByLabelText('选择图片', undefined, LOAD);
    const text = new File(['not a picture'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(picker as HTMLElement, text);
    await expect(await canvas.findByText('只能上传图片文件!', undefined, LOAD)).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  args: { section: 'password' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('原密码', undefined, LOAD), 'Passw0rd!');
    await userEvent.type(canvas.getByLabelText('新密码'), 'NewPassw0rd');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'NewPassw0rd?');
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expect(await canvas.findByText('确认密码错误')).toBeVisible();
  },
};

export const PhoneCodeSent: Story = {
  args: { section: 'phone' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: '图形验证码图片' }, LOAD);
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.type(canvas.getByLabelText('图形验证码'), CAPTCHA_ANSWER);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(
      await canvas.findByText('验证码已发送，请查看短信', undefined, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /秒后可重新发送/ })).toBeVisible();
  },
};

export const PhoneIncorrect: Story = {
  args: { section: 'phone' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('手机号', undefined, LOAD), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('手机号码不正确')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('登录后修改个人设置。', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  args: { section: 'password' },
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password', undefined, LOAD), 'abcdefg');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'gfedcba');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Confirm password error')).toBeVisible();
    await expect(canvas.getByText('Please enter your current password')).toBeVisible();
  },
};

export const Dark: Story = { decorators: [server()], globals: { theme: 'dark' } };
