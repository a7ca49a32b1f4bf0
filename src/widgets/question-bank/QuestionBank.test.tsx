import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime } from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import { renderWidget } from '../../test/render';
import { bankServer } from './fixtures';
import { QuestionBank } from './QuestionBank';

function setup() {
  getRuntime().session.setLogin({ ...DEMO_READER, usertype: 1 });
  const rendered = renderWidget(<QuestionBank />, bankServer());
  return { ...rendered, user: userEvent.setup() };
}

describe('QuestionBank', () => {
  it('lists shared questions as text and collects one', async () => {
    const { user, requests, container } = setup();
    await screen.findByText('B. <i>罗贯中</i>');
    expect(screen.getByText(/出题人：李强/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(requests.some((r) => r.path.endsWith(ApiPath.questionCollect))).toBe(true);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('adds a single-choice question with its key chosen by radio', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: '新建题目' }));
    await user.type(screen.getByLabelText('题目'), '谁写了《红楼梦》？');
    await user.type(screen.getByLabelText('选项 A'), '曹雪芹');
    await user.type(screen.getByLabelText('选项 B'), '施耐庵');
    await user.click(screen.getByLabelText('选项 A 是正确答案'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const add = requests.find((r) => r.path.endsWith(ApiPath.questionAdd));
    expect(add?.body).toMatchObject({ type: 1, title: '谁写了《红楼梦》？', key: 'A' });
  });

  it('imports a sheet and lists the wrong rows', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '批量导入' }));
    const file = new File(['type,title\n'], 'bank.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('选择文件'), file);
    await user.click(screen.getByRole('button', { name: '导入' }));
    await screen.findByText('第 3 行（type）：题型须为 1–5');
  });

  it('says so when the browser cannot read the file, and sends nothing', async () => {
    const { user, requests } = setup();
    // A file removed or changed on disk after it was chosen: the read fails.
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementationOnce(function (
      this: FileReader,
    ) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    await user.click(await screen.findByRole('button', { name: '批量导入' }));
    await user.upload(screen.getByLabelText('选择文件'), new File(['x'], 'bank.csv'));
    await user.click(screen.getByRole('button', { name: '导入' }));
    expect((await screen.findByRole('alert')).textContent).toBe('无法读取这个文件，请重新选择');
    expect(requests.filter((r) => r.path.endsWith(ApiPath.questionImport))).toEqual([]);
  });
});
