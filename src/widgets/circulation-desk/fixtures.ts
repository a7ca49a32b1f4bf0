import {
  ApiPath,
  ResultCode,
  type DeskLoan,
  type DeskReader,
  type DeskRefusalDetail,
  type DeskToday,
} from '../../core';
import { ok, type FakeHandler, type FakeReply } from '../../test/fake-api';

const COPIES: Record<string, string> = {
  YT1001: '骆驼祥子',
  YT1002: '平凡的世界',
  YT1003: '围城',
};

const reader = (): DeskReader => ({
  id: 3,
  readercode: 'S0001',
  name: '李明',
  department: '三年级二班',
  readertype: '学生',
  blocked: null,
  maxloans: 5,
  finelimit: 10,
  loans: [
    {
      id: 1,
      bookid: 11,
      title: '活着',
      barcode: 'YT0999',
      borrowtime: '2026-10-01T02:00:00Z',
      duetime: '2026-11-01T15:59:59Z',
      renewals: 0,
      overdue: true,
    },
  ],
  holdsready: [
    {
      id: 7,
      bookid: 12,
      title: '三体',
      barcode: 'YT2001',
      site: '总馆',
      expiretime: '2026-11-30T15:59:59Z',
    },
  ],
  fines: [
    {
      id: 21,
      amount: 1.5,
      reason: 'overdue',
      title: '活着',
      createdtime: '2026-11-20T02:00:00Z',
    },
  ],
  finetotal: 1.5,
});

export interface DeskServerOptions {
  /** Milliseconds before each answer (a slow network, a fast scanner). */
  delay?: number;
  /** The server's own `msg` with a refusal (the desk shows its translated text instead). */
  refusalMsg?: string;
}

/**
 * A desk server over a small library: reader S0001 (with an overdue loan, a hold ready and a
 * fine) and copies YT1001–YT1003 on the shelf. Lends, returns, renewals and undo change its
 * state, so a test sees what a run of scans did.
 */
export function deskServer(options: DeskServerOptions = {}): FakeHandler {
  const state = reader();
  const today: DeskToday = { loans: 3, returns: 2, renewals: 1, holdsready: 1, overdue: 4 };
  const done: { kind: 'lend' | 'return' | 'renew'; barcode: string }[] = [];
  const refuse = (refused: DeskRefusalDetail['refused'], detail: string | null = null) => ({
    body: {
      code: ResultCode.businessError,
      msg: options.refusalMsg ?? `refused: ${refused}`,
      data: { refused, detail },
    },
  });
  const answer = (request: { path: string; body: Record<string, unknown> | null }): FakeReply => {
    const body = request.body ?? {};
    const path = request.path;
    const barcode = String(body.barcode ?? '');
    if (path.endsWith(ApiPath.deskReader)) {
      return body.readercode === state.readercode
        ? ok(structuredClone(state))
        : refuse('readerNotFound');
    }
    if (path.endsWith(ApiPath.deskToday)) return ok(today);
    if (path.endsWith(ApiPath.deskLend)) {
      if (body.readercode !== state.readercode) return refuse('readerNotFound');
      const title = COPIES[barcode];
      if (!title) return refuse('copyNotFound');
      if (state.loans.some((loan) => loan.barcode === barcode)) return refuse('copyOnLoan');
      if (state.loans.length >= state.maxloans) return refuse('loanLimit', String(state.maxloans));
      const loan: DeskLoan = {
        id: 100 + state.loans.length,
        bookid: 50,
        title,
        barcode,
        borrowtime: '2026-11-27T02:00:00Z',
        duetime: '2026-12-27T15:59:59Z',
        renewals: 0,
        overdue: false,
      };
      state.loans.unshift(loan);
      done.push({ kind: 'lend', barcode });
      today.loans += 1;
      return ok(structuredClone(state));
    }
    if (path.endsWith(ApiPath.deskReturn)) {
      const loan = state.loans.find((item) => item.barcode === barcode);
      if (!loan) return refuse('notOnLoan');
      state.loans = state.loans.filter((item) => item !== loan);
      done.push({ kind: 'return', barcode });
      return ok({
        loan,
        readercode: state.readercode,
        readername: state.name,
        fine: loan.overdue ? 0.5 : null,
        hold: null,
      });
    }
    if (path.endsWith(ApiPath.deskRenew)) {
      const loan = state.loans.find((item) => item.barcode === barcode);
      if (!loan) return refuse('notOnLoan');
      if (loan.overdue) return refuse('renewRefused', 'overdue');
      loan.duetime = '2027-01-27T15:59:59Z';
      done.push({ kind: 'renew', barcode });
      return ok(loan);
    }
    if (path.endsWith(ApiPath.deskUndo)) {
      const last = done.pop();
      if (!last) return refuse('nothingToUndo');
      if (last.kind === 'lend') {
        state.loans = state.loans.filter((loan) => loan.barcode !== last.barcode);
      }
      return ok({ undone: last.kind, barcode: last.barcode });
    }
    if (path.endsWith(ApiPath.deskPayCash)) {
      const ids = (body.fineids as number[] | undefined) ?? [];
      const paid = state.fines.filter((fine) => ids.includes(fine.id));
      state.fines = state.fines.filter((fine) => !ids.includes(fine.id));
      state.finetotal = state.fines.reduce((sum, fine) => sum + fine.amount, 0);
      const amount = paid.reduce((sum, fine) => sum + fine.amount, 0);
      return ok({ orderno: 'C20261127001', amount, paid: paid.length });
    }
    return { status: 404, body: { code: 20102, msg: 'not found', data: null } };
  };
  return (request) => {
    const reply = answer(request);
    return options.delay ? { ...reply, delay: options.delay } : reply;
  };
}
