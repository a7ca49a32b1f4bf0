import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_LIBRARIAN, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { ReaderAdmin } from './ReaderAdmin';
import { readersServer } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/ReaderAdmin',
  component: ReaderAdmin,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(readersServer()), withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-reader-admin>`: the librarian’s readers — find, create, edit, reset a password, block and unblock, a teacher’s classes, term-end class moves, import class lists.',
      },
    },
  },
} satisfies Meta<typeof ReaderAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 3 位读者', undefined, LOAD)).toBeVisible();
    await expect(canvas.getByText('已停用：借书证遗失')).toBeVisible();
  },
};

export const RefusedThenCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新建读者' }, LOAD));
    // The search bar has a class field too: the form's are found inside the form.
    const form = within(canvas.getByRole('region', { name: '新建读者' }));
    await userEvent.type(form.getByLabelText('读者证号'), 'S0009');
    await userEvent.type(form.getByLabelText('姓名'), '名'.repeat(51));
    await userEvent.type(form.getByLabelText('班级'), '三年级二班');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      '姓名最多 50 个字',
    );
    // Nothing typed is lost: the other fields keep their values.
    await expect(form.getByLabelText('班级')).toHaveValue('三年级二班');
    const name = form.getByLabelText('姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '张三');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.getByText('k7m2p9x4qa')).toBeVisible(), LOAD);
  },
};

/** The term-end moves: a class moves up into a new class, previewed, confirmed and applied. */
export const TermEndMoves: Story = {
  // A server of its own: the moves change its classes, and the other stories expect them as they were.
  decorators: [withStoryApi(readersServer())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: '学期末调班' }, LOAD));
    await userEvent.type(
      await panel.findByLabelText('三年级二班 调往班级', undefined, LOAD),
      '四年级二班',
    );
    await userEvent.click(panel.getByRole('button', { name: '预览' }));
    const preview = await panel.findByRole('region', { name: '预览（尚未执行）' }, LOAD);
    await expect(within(preview).getByRole('cell', { name: '新建' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: '执行调班' }));
    await userEvent.click(panel.getByRole('button', { name: '确定执行' }));
    await waitFor(
      () => expect(canvas.getByText('已完成调班：2 位学生调班，0 位学生毕业。')).toBeVisible(),
      LOAD,
    );
  },
};

export const LoggedOut: Story = {
  decorators: [withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请用馆员账号登录。', undefined, LOAD)).toBeVisible();
  },
};
