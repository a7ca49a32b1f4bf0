/**
 * The emulator's pages: the "phone" page a WeChat or Alipay QR code opens, and the bank's
 * page for bank online. Plain HTML forms, no script: the page works with a keyboard, on any
 * phone, and under a CSP that allows nothing but its own inline style.
 */
import type { EmulatedMethod } from './protocol';

export type PageLang = 'zh' | 'en';

const strings = {
  zh: {
    wechat: '微信支付（模拟）',
    alipay: '支付宝（模拟）',
    bank: '网上银行（模拟）',
    emulated: '这是演示用的支付模拟器，不会产生真实扣款。',
    item: '商品',
    amount: '金额',
    confirm: '确认支付',
    decline: '取消支付',
    bankConfirm: '支付',
    bankDecline: '取消并返回',
    paid: '支付成功',
    paidDetail: '您可以关闭此页面，回到图书馆页面查看结果。',
    declined: '已取消支付',
    declinedDetail: '本次支付已取消，没有扣款。',
    closed: '订单已关闭',
    closedDetail: '该订单已关闭或已过期，请回到图书馆页面重新发起支付。',
    unknown: '付款码无效',
    unknownDetail: '找不到这笔订单，请回到图书馆页面重新发起支付。',
    back: '返回商户页面',
  },
  en: {
    wechat: 'WeChat Pay (emulated)',
    alipay: 'Alipay (emulated)',
    bank: 'Online banking (emulated)',
    emulated: 'This is the demo payment emulator: no real money moves.',
    item: 'Item',
    amount: 'Amount',
    confirm: 'Confirm payment',
    decline: 'Decline',
    bankConfirm: 'Pay',
    bankDecline: 'Cancel and go back',
    paid: 'Payment complete',
    paidDetail: 'You may close this page and see the result on the library page.',
    declined: 'Payment declined',
    declinedDetail: 'The payment was cancelled; nothing was charged.',
    closed: 'Order closed',
    closedDetail:
      'This order is closed or has expired. Start the payment again on the library page.',
    unknown: 'Invalid payment code',
    unknownDetail: 'No such order. Start the payment again on the library page.',
    back: 'Back to the merchant',
  },
} as const;

export type Outcome = 'paid' | 'declined' | 'closed' | 'unknown';

/** en when the browser prefers English, zh otherwise (the product's default). */
export function pageLang(acceptLanguage: unknown): PageLang {
  return typeof acceptLanguage === 'string' && acceptLanguage.trim().toLowerCase().startsWith('en')
    ? 'en'
    : 'zh';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

const brandColour: Record<EmulatedMethod, string> = {
  wechat: '#07883f',
  alipay: '#0b63ce',
  bank: '#8a1c1c',
};

function layout(lang: PageLang, title: string, colour: string, body: string): string {
  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f2f2;color:#1a1a1a}
header{background:${colour};color:#fff;padding:14px 18px;font-weight:600}
main{max-width:420px;margin:16px auto;padding:0 12px}
.card{background:#fff;border-radius:8px;padding:18px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 14px;margin:0 0 18px}
dt{color:#555}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.8em;font-weight:700}
form{display:flex;flex-direction:column;gap:10px;margin:0}
button{min-height:44px;font:inherit;border-radius:6px;border:1px solid #767676;background:#fff;color:#1a1a1a;cursor:pointer}
button[value=confirm]{background:${colour};border-color:${colour};color:#fff;font-weight:600}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.note{color:#555;font-size:.875em;margin:14px 0 0}
h1{font-size:1.3em;margin:0 0 8px}
a{color:${colour}}
</style>
</head>
<body>
<header>${escapeHtml(title)}</header>
<main>${body}</main>
</body>
</html>`;
}

export interface PageOrder {
  method: EmulatedMethod;
  amountFen: number;
  description: string;
  /** Bank online: where "back" goes. */
  returnUrl: string | null;
}

/** The page with the payer's choice: confirm or decline. */
export function decisionPage(order: PageOrder, lang: PageLang, action: string): string {
  const t = strings[lang];
  const bank = order.method === 'bank';
  const body = `<div class="card">
<dl>
<dt>${t.item}</dt><dd>${escapeHtml(order.description)}</dd>
<dt>${t.amount}</dt><dd class="amount">${yuan(order.amountFen)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="confirm">${bank ? t.bankConfirm : t.confirm} ${yuan(order.amountFen)}</button>
<button type="submit" name="decision" value="decline">${bank ? t.bankDecline : t.decline}</button>
</form>
<p class="note">${t.emulated}</p>
</div>`;
  return layout(lang, t[order.method], brandColour[order.method], body);
}

/** What happened to the order, with a way back for bank online. */
export function outcomePage(
  outcome: Outcome,
  lang: PageLang,
  order: PageOrder | undefined,
): string {
  const t = strings[lang];
  const back =
    order?.returnUrl !== undefined && order.returnUrl !== null
      ? `<p><a href="${escapeHtml(order.returnUrl)}">${t.back}</a></p>`
      : '';
  const body = `<div class="card" role="status">
<h1>${t[outcome]}</h1>
<p>${t[`${outcome}Detail`]}</p>
${order ? `<p>${yuan(order.amountFen)} · ${escapeHtml(order.description)}</p>` : ''}
${back}
</div>`;
  const method = order?.method ?? 'wechat';
  return layout(lang, t[method], brandColour[method], body);
}
