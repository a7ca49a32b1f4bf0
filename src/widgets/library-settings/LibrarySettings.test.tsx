import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ApiPath, SETTINGS_LIMITS } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_ADMIN, DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import type { FakeHandler } from '../../test/fake-api';
import { settingsFixture, settingsServer } from './fixtures';
import { LibrarySettings } from './LibrarySettings';

function setup(options: { lang?: 'en'; session?: 'librarian' | 'out'; server?: FakeHandler } = {}) {
  setTestSession(
    options.session === 'out'
      ? false
      : options.session === 'librarian'
        ? DEMO_LIBRARIAN
        : DEMO_ADMIN,
  );
  const rendered = renderWidget(
    <LibrarySettings onNavigate={(event) => event.preventDefault()} />,
    options.server ?? settingsServer(),
    options.lang,
  );
  const calls = (path: string) => rendered.requests.filter((r) => r.path.endsWith(path));
  return { ...rendered, calls, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('LibrarySettings', () => {
  it('saves the footer links in their new order and says so', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: '页脚链接' });
    const links = section('页脚链接');
    await user.click(within(links).getByRole('button', { name: '上移“区图书馆”' }));
    await user.click(within(links).getByRole('button', { name: '添加' }));
    const third = within(links).getByRole('group', { name: '链接 3' });
    await user.type(within(third).getByLabelText('链接名称'), '新链接');
    await user.type(within(third).getByLabelText('网址'), 'new.example');
    await user.click(within(links).getByRole('button', { name: '保存' }));
    await within(links).findByText('已保存，门户已更新。');
    expect(calls(ApiPath.settingsUpdate).at(-1)?.body).toMatchObject({
      section: 'footerLinks',
      value: [
        { title: '区图书馆', url: 'https://lib.example.org', isshow: false },
        { title: '当当网', url: 'https://www.dangdang.com', isshow: true },
        { title: '新链接', url: 'https://new.example', isshow: true },
      ],
    });
  });

  it('shows a refusal beside the field of its row and keeps everything typed', async () => {
    const { user } = setup();
    await screen.findByRole('region', { name: '页脚链接' });
    const links = section('页脚链接');
    const second = within(links).getByRole('group', { name: '链接 2' });
    const url = within(second).getByLabelText('网址');
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.type(within(second).getByLabelText('链接名称'), '（新）');
    await user.click(within(links).getByRole('button', { name: '保存' }));
    await within(links).findByText('第 2 项：网址须是 http:// 或 https:// 开头的网址');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(url.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toBe('网址须是 http:// 或 https:// 开头的网址');
    expect((url as HTMLInputElement).value).toBe('javascript:alert(1)');
    expect((within(second).getByLabelText('链接名称') as HTMLInputElement).value).toBe(
      '区图书馆（新）',
    );
    // The first row's fields are not marked.
    const first = within(links).getByRole('group', { name: '链接 1' });
    expect(within(first).getByLabelText('网址').getAttribute('aria-invalid')).toBeNull();
  });

  it('says a loan figure that is not a whole number without asking the server', async () => {
    const { user, calls } = setup({ lang: 'en' });
    await screen.findByRole('region', { name: 'Loan rules' });
    const rules = section('Loan rules');
    const teacher = within(rules).getByRole('group', { name: '教师' });
    const days = within(teacher).getByLabelText('Loan days');
    await user.clear(days);
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    await within(rules).findByText('Entry 2: Loan days must be a whole number');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(calls(ApiPath.settingsUpdate)).toHaveLength(0);
    await user.type(days, '45');
    await user.click(within(rules).getByRole('button', { name: 'Save' }));
    await within(rules).findByText('Saved; the portal shows it now.');
    const sent = calls(ApiPath.settingsUpdate).at(-1)?.body as { value: { loandays: number }[] };
    expect(sent.value.map((rule) => rule.loandays)).toEqual([30, 45]);
  });

  it('sends the origins a line each, and names the refused line', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: '允许嵌入的网站' });
    const origins = section('允许嵌入的网站');
    const box = within(origins).getByLabelText('来源（每行一个）');
    await user.type(box, '\n\nhttps://portal.school.example/page');
    await user.click(within(origins).getByRole('button', { name: '保存' }));
    await within(origins).findAllByText(
      '第 2 项：来源须是“协议://主机[:端口]”，不含路径，不能是 *',
    );
    expect(calls(ApiPath.settingsUpdate).at(-1)?.body).toMatchObject({
      section: 'origins',
      value: ['https://www.school.example', 'https://portal.school.example/page'],
    });
    expect((box as HTMLTextAreaElement).value).toContain('/page');
  });

  it('saves the opening hours, several lines, and the address', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: '开放时间与地址' });
    const hours = section('开放时间与地址');
    const text = within(hours).getByLabelText('开放时间');
    expect((text as HTMLTextAreaElement).value).toBe(
      '周一至周五 7:30–21:00\n周六、周日 9:00–17:00',
    );
    await user.clear(text);
    await user.type(text, '周一至周五 8:00–20:00{Enter}寒暑假闭馆');
    const address = within(hours).getByLabelText('地址');
    await user.clear(address);
    await user.click(within(hours).getByRole('button', { name: '保存' }));
    await within(hours).findByText('已保存，门户已更新。');
    expect(calls(ApiPath.settingsUpdate).at(-1)?.body).toMatchObject({
      section: 'hours',
      value: { openinghours: '周一至周五 8:00–20:00\n寒暑假闭馆', address: '' },
    });
  });

  it('shows a refusal of the opening hours beside them and keeps both fields as typed', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: '开放时间与地址' });
    const hours = section('开放时间与地址');
    const text = within(hours).getByLabelText('开放时间') as HTMLTextAreaElement;
    // A value past the field's maxlength, as a script or an old browser may set it.
    const long = '周'.repeat(SETTINGS_LIMITS.openingHoursMax + 1);
    fireEvent.input(text, { target: { value: long } });
    const address = within(hours).getByLabelText('地址') as HTMLInputElement;
    await user.type(address, '（东门）');
    await user.click(within(hours).getByRole('button', { name: '保存' }));
    const message = `开放时间最多 ${SETTINGS_LIMITS.openingHoursMax} 个字`;
    await within(hours).findAllByText(message);
    expect(calls(ApiPath.settingsUpdate)).toHaveLength(1);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(
      text.getAttribute('aria-describedby')!.split(' ')[0]!,
    );
    expect(described?.textContent).toBe(message);
    expect(text.value).toBe(long);
    expect(address.value).toBe('北京市海淀区学院路 1 号（东门）');
    expect(address.getAttribute('aria-invalid')).toBeNull();
  });

  it('saves the payment methods chosen, in the gateway order, cash not among them', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: '在线支付方式' });
    const payments = section('在线支付方式');
    const boxes = within(payments).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, true, false]);
    expect(within(payments).queryByRole('checkbox', { name: '现金' })).toBeNull();
    await user.click(within(payments).getByRole('checkbox', { name: '网银支付' }));
    await user.click(within(payments).getByRole('checkbox', { name: '支付宝' }));
    await user.click(within(payments).getByRole('button', { name: '保存' }));
    await within(payments).findByText('已保存，门户已更新。');
    expect(calls(ApiPath.settingsUpdate).at(-1)?.body).toMatchObject({
      section: 'payments',
      value: { methods: ['wechat', 'bank'] },
    });
    // None at all is a choice: the desk only.
    await user.click(within(payments).getByRole('checkbox', { name: '微信支付' }));
    await user.click(within(payments).getByRole('checkbox', { name: '网银支付' }));
    expect(within(payments).getByText('不选任何方式：读者只能在服务台缴纳现金。')).toBeTruthy();
    await user.click(within(payments).getByRole('button', { name: '保存' }));
    await within(payments).findByText('已保存，门户已更新。');
    expect(calls(ApiPath.settingsUpdate).at(-1)?.body).toMatchObject({
      value: { methods: [] },
    });
  });

  it('shows a refused payment method beside the methods and keeps the choice', async () => {
    const { user } = setup({
      server: settingsServer(settingsFixture(), { offeredNow: ['wechat'] }),
    });
    await screen.findByRole('region', { name: '在线支付方式' });
    const payments = section('在线支付方式');
    await user.click(within(payments).getByRole('checkbox', { name: '网银支付' }));
    await user.click(within(payments).getByRole('button', { name: '保存' }));
    const message = '支付方式只能选支付网关提供的在线方式（现金由服务台收取，不在此列）';
    await within(payments).findByText(`第 2 项：${message}`);
    const group = within(payments).getByRole('group', { name: '向读者提供' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      message,
    );
    const boxes = within(payments).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, true, true]);
  });

  it('says there is nothing to choose without a payment gateway', async () => {
    const state = settingsFixture();
    state.payments = { methods: [], offered: [] };
    setup({ server: settingsServer(state) });
    const payments = await screen.findByRole('region', { name: '在线支付方式' });
    expect(
      within(payments).getByText('门户没有接入支付网关：读者只能在服务台缴纳现金。'),
    ).toBeTruthy();
    expect(within(payments).queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('uploads a new logo and shows it', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: '标志与横幅' });
    const images = section('标志与横幅');
    expect(within(images).getByText('未设置标志')).toBeTruthy();
    const upload = within(images).getByRole('button', { name: '上传标志' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(within(images).getByLabelText('选择新的标志图片'), file);
    await user.click(upload);
    await within(images).findByText('标志已更新。');
    const logo = await within(images).findByRole('img', { name: '当前标志' });
    expect(logo.getAttribute('src')).toContain('fileid=logo-2');
    const sent = calls(ApiPath.settingsImage)[0];
    expect(sent?.query.get('kind')).toBe('logo');
    expect(String(sent?.body?.raw)).toContain('name="file"');
  });

  it('moves, renames, adds and removes home menu entries from the keyboard and saves them', async () => {
    const { user, calls } = setup();
    const menu = await screen.findByRole('region', { name: '首页菜单' });
    const news = within(menu).getByRole('group', { name: '菜单项 2' });
    // The move is said, and the focus stays on the button of the entry moved.
    const down = within(news).getByRole('button', { name: '下移“校园新闻”' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(within(menu).getByText('“校园新闻”已移到第 3 项。')).toBeTruthy();
    expect(document.activeElement).toBe(down);
    // At the top, Move up stays where it is, disabled to assistive technology.
    const first = within(menu).getByRole('group', { name: '菜单项 1' });
    const up = within(first).getByRole('button', { name: '上移“图书馆简介”' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    await user.click(up);
    await user.click(within(menu).getByRole('button', { name: '添加菜单项' }));
    const added = within(menu).getByRole('group', { name: '菜单项 5' });
    await user.type(within(added).getByLabelText('标题'), '阅读推广');
    await user.type(within(added).getByLabelText('链接'), '/reading');
    await user.selectOptions(within(added).getByLabelText('图标'), '图书');
    const fourth = within(menu).getByRole('group', { name: '菜单项 4' });
    await user.click(within(fourth).getByRole('button', { name: '删除“校史馆”' }));
    // The customer-service entry has no link field: it shows the phone.
    const service = within(menu).getByRole('group', { name: '菜单项 2' });
    expect(within(service).queryByLabelText('链接')).toBeNull();
    await user.click(within(menu).getByRole('button', { name: '保存' }));
    await within(menu).findByText('已保存，门户已更新。');
    const sent = calls(ApiPath.settingsUpdate).at(-1)?.body;
    expect(sent?.section).toBe('homeMenu');
    // Exactly these entries: the removed one gone, no path kept for customer service.
    expect(sent?.value).toEqual([
      { key: 'introduction', title: '图书馆简介', path: '/about', icon: 'library', isshow: true },
      { key: 'customerService', title: '客服咨询', icon: 'service', isshow: true },
      { key: 'news', title: '校园新闻', path: '/infos?type=news', icon: 'news', isshow: true },
      { key: 'custom-2', title: '阅读推广', path: '/reading', icon: 'book', isshow: true },
    ]);
  });

  it('draws only path data as an icon and shows the refusal beside the custom data', async () => {
    const { user } = setup();
    const menu = await screen.findByRole('region', { name: '首页菜单' });
    const custom = within(menu).getByRole('group', { name: '菜单项 4' });
    expect((within(custom).getByLabelText('图标') as HTMLSelectElement).value).toBe('');
    const data = within(custom).getByLabelText('图标的 SVG 路径数据') as HTMLTextAreaElement;
    expect(custom.querySelector('svg path')?.getAttribute('d')).toBe('M4 4h16v16H4z');
    fireEvent.input(data, { target: { value: 'M0 0" onload="alert(1)' } });
    // Not path data: no drawing of it at all.
    expect(custom.querySelector('svg')).toBeNull();
    await user.click(within(menu).getByRole('button', { name: '保存' }));
    const message = '图标须是内置图标之一，或只含路径命令和数字的 SVG 路径数据';
    await within(menu).findByText(`第 4 项：${message}`);
    expect(data.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(data.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe(message);
    expect(data.value).toBe('M0 0" onload="alert(1)');
    expect(document.querySelector('script')).toBeNull();
  });

  it('refuses a link that leaves the portal other than by https, beside it', async () => {
    const { user } = setup({ lang: 'en' });
    const menu = await screen.findByRole('region', { name: 'Home menu' });
    const first = within(menu).getByRole('group', { name: 'Entry 1' });
    const link = within(first).getByLabelText('Link');
    await user.clear(link);
    await user.type(link, '//evil.example');
    await user.click(within(menu).getByRole('button', { name: 'Save' }));
    await within(menu).findByText(/^Entry 1: /);
    expect(link.getAttribute('aria-invalid')).toBe('true');
  });

  it('restores the default menu, says so, and saves it', async () => {
    const { user, calls } = setup({ lang: 'en' });
    const menu = await screen.findByRole('region', { name: 'Home menu' });
    await user.click(within(menu).getByRole('button', { name: 'Restore the defaults' }));
    expect(within(menu).getByText('The default menu is back; save to apply it.')).toBeTruthy();
    expect(within(menu).getAllByRole('group')).toHaveLength(3);
    expect(within(menu).queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Save' }));
    await within(menu).findByText('Saved; the portal shows it now.');
    expect(calls(ApiPath.settingsUpdate).at(-1)?.body).toMatchObject({
      section: 'homeMenu',
      value: settingsFixture().homeMenuChoices.defaults,
    });
  });

  it('adds a Z39.50 source: its own address field, checked before saving, saved with its protocol', async () => {
    const { user, calls } = setup();
    await screen.findByRole('region', { name: '联机编目来源' });
    const sources = section('联机编目来源');
    await user.click(within(sources).getByRole('button', { name: '添加' }));
    const added = within(sources).getByRole('group', { name: '来源 2' });
    await user.type(within(added).getByLabelText('名称'), '区联合目录');
    expect((within(added).getByLabelText('SRU 网址') as HTMLInputElement).value).toBe('https://');
    await user.selectOptions(within(added).getByLabelText('协议'), 'z3950');
    // The blank SRU address becomes a blank Z39.50 one, with the form it takes said under it.
    const address = within(added).getByLabelText('Z39.50 地址') as HTMLInputElement;
    expect(address.value).toBe('');
    expect(address.type).toBe('text');
    expect(within(added).getByText('主机:端口/数据库，如 lx2.loc.gov:210/LCDB')).toBeTruthy();

    await user.type(address, 'https://z.example.org/db');
    await user.click(within(sources).getByRole('button', { name: '保存' }));
    await within(sources).findByText(
      '第 2 项：Z39.50 地址须是“主机:端口/数据库”，如 lx2.loc.gov:210/LCDB',
    );
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(calls(ApiPath.settingsUpdate)).toHaveLength(0);

    await user.clear(address);
    await user.type(address, ' z3950.example.org:210/Default ');
    await user.click(within(sources).getByRole('button', { name: '保存' }));
    await within(sources).findByText('已保存，门户已更新。');
    expect(calls(ApiPath.settingsUpdate).at(-1)?.body).toMatchObject({
      section: 'sources',
      value: [
        settingsFixture().sources[0],
        {
          name: '区联合目录',
          protocol: 'z3950',
          url: 'z3950.example.org:210/Default',
          allowprivate: false,
        },
      ],
    });
    // Back to SRU, a typed address is kept (the admin may be correcting the protocol).
    await user.selectOptions(within(added).getByLabelText('协议'), 'sru');
    expect((within(added).getByLabelText('SRU 网址') as HTMLInputElement).value).toBe(
      'z3950.example.org:210/Default',
    );
  });

  it('tells a librarian it is for admins, and asks nothing of the server', async () => {
    const { calls } = setup({ session: 'librarian' });
    await screen.findByText('只有图书馆管理员可以修改设置。');
    expect(calls(ApiPath.settingsGet)).toHaveLength(0);
  });

  // Axe walks every section of the page twice (nine forms, the home menu's selects among
  // them): seconds on a loaded machine.
  it('has no axe violations in zh and en', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { unmount } = setup({ lang });
      await screen.findByRole('region', { name: lang ? 'Footer links' : '页脚链接' });
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      unmount();
    }
  }, 40_000);
});
