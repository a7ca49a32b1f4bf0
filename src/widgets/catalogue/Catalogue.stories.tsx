import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_LIBRARIAN, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { Catalogue } from './Catalogue';
import { catalogueServer } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/Catalogue',
  component: Catalogue,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(catalogueServer()), withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-catalogue>`: the librarian’s catalogue — find records and copies, change a copy’s status, create and edit records, add copies, and copy cataloguing.',
      },
    },
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText('题名、责任者、ISBN 或条码', undefined, LOAD),
      '活着',
    );
    await userEvent.click(canvas.getByRole('button', { name: '查找' }));
    const table = await canvas.findByRole('table', { name: '《活着》的复本' }, LOAD);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: '编辑《活着》' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '为《活着》添加复本' })).toBeVisible();
  },
};

export const NewRecordForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新建书目' }, LOAD));
    const form = within(canvas.getByRole('region', { name: '新建书目' }));
    await userEvent.type(form.getByLabelText('题名'), '兄弟');
    await userEvent.type(form.getByLabelText('责任者'), '余华');
    await userEvent.type(form.getByLabelText('ISBN'), '978-7-5063-6543-7');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    // The ISBN is 活着's: refused beside the field, and what was typed stays.
    await expect(
      await form.findByText('本馆书目《活着》已使用这个 ISBN', undefined, LOAD),
    ).toBeVisible();
    await expect(form.getByLabelText('题名')).toHaveValue('兄弟');
    await userEvent.clear(form.getByLabelText('ISBN'));
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.getByText('书目《兄弟》已新建')).toBeVisible(), LOAD);
  },
};

export const LoggedOut: Story = {
  decorators: [withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请用工作人员账号登录。', undefined, LOAD)).toBeVisible();
  },
};

/** A catalogue file imported: the progress bar while it runs, then the report. */
export const ImportFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: '导入编目文件' }, LOAD));
    await userEvent.upload(
      panel.getByLabelText('编目文件'),
      new File(['00026nam0 22000'], 'catalogue.mrc', { type: 'application/marc' }),
    );
    await userEvent.click(panel.getByRole('button', { name: '开始导入' }));
    await expect(await panel.findByRole('progressbar', { name: '正在导入' }, LOAD)).toBeVisible();
    const report = await panel.findByRole('status', {}, LOAD);
    await expect(report).toHaveTextContent('导入完成');
    await expect(within(report).getByRole('listitem')).toHaveTextContent('第 17 条记录');
  },
};
