import type { MessageTable } from './lang';

/** Server messages for bills, fines, the deposit and payments; amounts are yuan ("12.50"). */
export const moneyMessages = {
  tooManyPayments: {
    zh: '支付操作太频繁，请稍后再试',
    en: 'You are starting payments too often, please try again later',
  },
  paymentKeyRequired: {
    zh: '请求参数无效：idempotencykey',
    en: 'Invalid request: idempotencykey',
  },
  paymentKeyReused: {
    zh: '该支付请求的标识已用于另一笔支付，请刷新页面后重试',
    en: 'This payment request was already used for another payment. Reload the page and try again',
  },
  paymentMethodUnavailable: {
    zh: '本馆暂不支持该支付方式，请选择其他方式',
    en: 'The library does not take this payment method; choose another',
  },
  paymentReturnUrlInvalid: {
    zh: '网银支付的返回地址无效',
    en: 'The return address for online banking is not allowed',
  },
  paymentNothingDue: { zh: '没有需要缴纳的罚款', en: 'There are no fines to pay' },
  paymentAmountChanged: {
    zh: '应缴金额已变化，现应缴 {amount, yuan}，请确认后重新支付',
    en: 'The amount due has changed: {amount, yuan} is due now. Please check it and pay again',
  },
  paymentInProgress: {
    zh: '已有一笔相同的支付正在进行（订单号 {orderno}），请继续完成或取消该订单',
    en: 'A payment of the same is already in progress (order {orderno}). Continue or cancel it',
  },
  depositNotRequired: {
    zh: '您的读者类型无需缴纳押金',
    en: 'Your reader type needs no deposit',
  },
  depositAlreadyPaid: { zh: '押金已缴纳，无需重复缴纳', en: 'Your deposit is already paid' },
  refundNotPaid: { zh: '您没有可退还的押金', en: 'You have no deposit to refund' },
  refundLoans: {
    zh: '您还有未归还的图书，归还后才能退押金',
    en: 'Return your borrowed books before the deposit can be refunded',
  },
  refundDebt: {
    zh: '您还有未缴清的罚款，缴清后才能退押金',
    en: 'Pay your fines before the deposit can be refunded',
  },
  refundPending: {
    zh: '押金正在办理中，请稍后再试',
    en: 'A deposit payment or refund is in progress, please try again later',
  },
  paymentUnavailable: {
    zh: '支付服务暂时不可用，请稍后再试或选择现金支付',
    en: 'The payment service is unavailable. Try again later or pay in cash at the desk',
  },
  paymentNotFound: { zh: '订单不存在', en: 'No such order' },
  paymentNotCancellable: {
    zh: '退款已提交，无法取消',
    en: 'The refund has been sent and cannot be cancelled',
  },
  paymentCancelled: { zh: '支付已取消', en: 'The payment was cancelled' },
  deskUnauthorized: {
    zh: '服务台密钥无效',
    en: 'The desk secret is not valid for this organisation',
  },
  deskNothingToSettle: {
    zh: '该订单无需在服务台处理',
    en: 'There is nothing to settle at the desk for this order',
  },
  // What the payer sees on the gateway's page: "<library> · <trade type>".
  tradeDepositPayment: { zh: '押金缴纳', en: 'Deposit' },
  tradeBalanceRecharge: { zh: '余额充值', en: 'Balance recharge' },
  tradeFinePayment: { zh: '罚款缴纳', en: 'Fine payment' },
  tradeBookPurchase: { zh: '图书购买', en: 'Book purchase' },
  tradeCardFee: { zh: '办证费', en: 'Card fee' },
  tradeDepositRefund: { zh: '押金退还', en: 'Deposit refund' },
} as const satisfies MessageTable;
