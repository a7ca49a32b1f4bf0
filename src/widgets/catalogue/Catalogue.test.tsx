import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { Catalogue } from './Catalogue';
import { catalogueServer } from './fixtures';

/** A request's body without the session fields the client adds to every call. */
function formBody(body: unknown) {
  const { organizationid, userid, usertype, useruuid, ...form } = body as Record<string, unknown>;
  void [organizationid, userid, usertype, useruuid];
  return form;
}

describe('lp-catalogue', () => {
  it('finds a record with its copies and withdraws a copy after a confirmation', async () => {
    setTestSession(DEMO_LIBRARIAN);
    const rendered = renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('题名、责任者、ISBN 或条码'), '活着');
    await user.click(screen.getByRole('button', { name: '查找' }));
    const table = await screen.findByRole('table', { name: '《活着》的复本' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(within(table).getByRole('button', { name: '剔除 YT2001' }));
    expect(rendered.requests.some((r) => r.path.endsWith(ApiPath.catalogueCopyStatus))).toBe(false);
    await user.click(within(table).getByRole('button', { name: '确定' }));
    await within(table).findByText('YT2001 的状态已更改');
    const sent = rendered.requests.find((r) => r.path.endsWith(ApiPath.catalogueCopyStatus));
    expect(sent?.body).toMatchObject({ barcode: 'YT2001', status: 'withdraw' });
  });

  it('offers no status change for a copy on loan, and shows when it is due', async () => {
    setTestSession(DEMO_LIBRARIAN);
    renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('题名、责任者、ISBN 或条码'), 'YT2002');
    await user.click(screen.getByRole('button', { name: '查找' }));
    const table = await screen.findByRole('table', { name: '《活着》的复本' });
    const row = within(table).getByText('YT2002').closest('tr') as HTMLElement;
    expect(row.textContent).toMatch(/借出 · 应还 \S*12\S*/);
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
  });

  it('tells a student the catalogue is for staff', async () => {
    setTestSession(true);
    renderWidget(<Catalogue />, catalogueServer());
    await screen.findByText('只有图书馆工作人员可以使用编目。');
  });

  it('creates a record: the body sent, a status line, and the list finds it', async () => {
    setTestSession(DEMO_LIBRARIAN);
    const rendered = renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建书目' }));
    const form = within(screen.getByRole('region', { name: '新建书目' }));
    await user.type(form.getByLabelText('题名'), '兄弟');
    await user.type(form.getByLabelText('责任者'), '余华');
    await user.type(form.getByLabelText('出版年'), '2012');
    await user.type(form.getByLabelText('ISBN'), '978-7-5063-6543-0');
    await user.type(form.getByLabelText('内容简介'), '一对兄弟的故事。');
    await user.click(form.getByRole('button', { name: '保存' }));
    await screen.findByText('书目《兄弟》已新建');
    const sent = rendered.requests.filter((r) => r.path.endsWith(ApiPath.catalogueRecordSave));
    expect(sent).toHaveLength(1);
    expect(formBody(sent[0]?.body)).toEqual({
      requestid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/),
      title: '兄弟',
      author: '余华',
      year: 2012,
      isbn: '978-7-5063-6543-0',
      summary: '一对兄弟的故事。',
    });
    expect(await screen.findByText('这条记录没有复本。')).toBeTruthy();
  });

  it('shows a refusal beside its field and keeps what was typed', async () => {
    setTestSession(DEMO_LIBRARIAN);
    const rendered = renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建书目' }));
    const form = within(screen.getByRole('region', { name: '新建书目' }));
    await user.type(form.getByLabelText('题名'), '兄弟');
    await user.type(form.getByLabelText('出版者'), '作家出版社');
    await user.type(form.getByLabelText('ISBN'), '9787506365437');
    await user.click(form.getByRole('button', { name: '保存' }));
    const isbn = form.getByLabelText('ISBN');
    await waitFor(() => expect(isbn.getAttribute('aria-invalid')).toBe('true'));
    expect(isbn.getAttribute('aria-describedby')).toBeTruthy();
    const message = document.getElementById(isbn.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('本馆书目《活着》已使用这个 ISBN');
    expect(form.getByLabelText('题名').getAttribute('aria-invalid')).toBeNull();
    expect(form.getByLabelText('题名')).toHaveProperty('value', '兄弟');
    expect(form.getByLabelText('出版者')).toHaveProperty('value', '作家出版社');
    expect(isbn).toHaveProperty('value', '9787506365437');
    // A year that is not a number is said at once, and nothing is sent.
    await user.type(form.getByLabelText('出版年'), '20x2');
    await user.click(form.getByRole('button', { name: '保存' }));
    await form.findByText('出版年须为 4 位数字');
    expect(
      rendered.requests.filter((r) => r.path.endsWith(ApiPath.catalogueRecordSave)),
    ).toHaveLength(1);
  });

  it('edits a record with its id, and adds a copy under it', async () => {
    setTestSession(DEMO_LIBRARIAN);
    const rendered = renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('题名、责任者、ISBN 或条码'), '活着');
    await user.click(screen.getByRole('button', { name: '查找' }));
    await user.click(await screen.findByRole('button', { name: '编辑《活着》' }));
    const form = within(screen.getByRole('region', { name: '编辑《活着》' }));
    expect(form.getByLabelText('责任者')).toHaveProperty('value', '余华');
    await user.clear(form.getByLabelText('出版年'));
    await user.type(form.getByLabelText('出版年'), '2017');
    await user.click(form.getByRole('button', { name: '保存' }));
    await screen.findByText('书目《活着》已保存');
    const saved = rendered.requests.find((r) => r.path.endsWith(ApiPath.catalogueRecordSave));
    expect(saved?.body).toMatchObject({ id: 11, title: '活着', year: 2017 });
    expect(saved?.body).not.toHaveProperty('requestid');

    await user.click(screen.getByRole('button', { name: '为《活着》添加复本' }));
    const copyForm = within(screen.getByRole('region', { name: '为《活着》添加复本' }));
    await copyForm.findByRole('option', { name: '阅览室' });
    await user.type(copyForm.getByLabelText('条码'), 'YT2001');
    await user.click(copyForm.getByRole('button', { name: '添加复本' }));
    await copyForm.findByText('条码 YT2001 已被本馆其他馆藏使用');
    const barcode = copyForm.getByLabelText('条码');
    expect(barcode).toHaveProperty('value', 'YT2001');
    await user.clear(barcode);
    await user.type(barcode, 'YT2003');
    await user.selectOptions(copyForm.getByLabelText('馆藏地'), '阅览室');
    await user.click(copyForm.getByRole('button', { name: '添加复本' }));
    await copyForm.findByText('复本 YT2003 已添加');
    const added = rendered.requests.filter((r) => r.path.endsWith(ApiPath.catalogueCopyAdd));
    expect(formBody(added.at(-1)?.body)).toEqual({
      recordid: 11,
      barcode: 'YT2003',
      callnumber: 'I247.57/Y77',
      locationid: 2,
    });
    const table = await screen.findByRole('table', { name: '《活着》的复本' });
    await within(table).findByText('YT2003');
  });

  it('imports a file: progress while it runs, then the report (a dry run wrote nothing)', async () => {
    setTestSession(DEMO_LIBRARIAN);
    const rendered = renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: '导入编目文件' }));
    const file = new File(['00026nam0 22000'], 'catalogue.mrc', { type: 'application/marc' });
    await user.upload(panel.getByLabelText('编目文件'), file);
    await user.click(panel.getByLabelText('试运行（不写入）'));
    await user.click(panel.getByRole('button', { name: '开始导入' }));
    const progress = await panel.findByRole('progressbar', { name: '正在导入' });
    expect(progress.getAttribute('value')).toBe('420000');
    expect(progress.getAttribute('max')).toBe('1000000');
    const live = await panel.findByText('已读取 3,120 条记录（42%）');
    expect(live.getAttribute('aria-live')).toBe('polite');
    const report = await panel.findByRole('status', {}, { timeout: 3000 });
    expect(report.textContent).toContain('试运行完成：什么都没有写入');
    const figure = (label: string) =>
      within(report).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(figure('新增')).toBe('7203');
    expect(figure('更新')).toBe('12');
    expect(figure('未变')).toBe('215');
    expect(figure('拒绝')).toBe('1');
    expect(figure('副本新增')).toBe('9120');
    expect(within(report).getByRole('listitem').textContent).toContain(
      '第 17 条记录: 缺少题名（200 $a）',
    );
    const start = rendered.requests.find((r) => r.path.endsWith(ApiPath.catalogueImport));
    expect(String(start?.body?.raw)).toMatch(/name="dryrun"\r\n\r\ntrue/);
    // jsdom's File reaches undici's FormData as a Blob ("blob"): the name is the browser's.
    expect(String(start?.body?.raw)).toMatch(/name="file"; filename="[^"]+"\r\n[^]*00026nam0/);
    const polls = rendered.requests.filter((r) => r.path.endsWith(ApiPath.catalogueImportStatus));
    expect(polls.map((r) => formBody(r.body))).toEqual([{ jobid: 'job-1' }, { jobid: 'job-1' }]);
  });

  it('shows a refused start in the caller’s language and keeps the file chosen', async () => {
    setTestSession(DEMO_LIBRARIAN);
    const rendered = renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: '导入编目文件' }));
    const input = panel.getByLabelText<HTMLInputElement>('编目文件');
    await user.upload(input, new File(['%PDF-1.7'], 'scan.iso'));
    await user.click(panel.getByRole('button', { name: '开始导入' }));
    expect((await panel.findByRole('alert')).textContent).toContain(
      '无法识别文件格式（MARC、MARCXML、CSV 或 XLSX），请在“格式”中指定',
    );
    expect(input.files?.[0]?.name).toBe('scan.iso');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(panel.queryByRole('progressbar')).toBeNull();
    expect(rendered.requests.some((r) => r.path.endsWith(ApiPath.catalogueImportStatus))).toBe(
      false,
    );
  });
});
