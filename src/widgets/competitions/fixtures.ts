import { ApiPath, type CompetitionStandings, type ReadingCompetition } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';

const API_BASE = /^.*?(?=\/LibraryReaderApi\/)/;

export const COMPETITIONS: ReadingCompetition[] = [
  {
    id: 1,
    title: '读书月借阅竞赛',
    startdate: '2026-03-01',
    enddate: '2026-05-31',
    rules: '借阅最多的同学获胜。\n续借不重复计算。',
    state: 'running',
  },
  {
    id: 2,
    title: '寒假阅读挑战',
    startdate: '2025-01-10',
    enddate: '2025-02-20',
    rules: '寒假期间借阅最多的同学获胜。',
    state: 'ended',
  },
];

const STANDINGS: Record<number, CompetitionStandings['standings']> = {
  1: [
    { rank: 1, name: '陈思雨', alias: 'A1B2', classname: '初二(3)班', borrows: 9, me: false },
    { rank: 2, name: null, alias: 'C3D4', classname: '初一(1)班', borrows: 7, me: false },
    { rank: 3, name: '李明', alias: 'E5F6', classname: '初二(3)班', borrows: 5, me: true },
  ],
  2: [],
};

export interface CompetitionsServerOptions {
  empty?: boolean;
}

export function competitionsServer(options: CompetitionsServerOptions = {}): FakeHandler {
  return (request) => {
    if (!request.headers.has('authorization')) return fail(40101, 'unauthenticated', 401);
    switch (request.path.replace(API_BASE, '')) {
      case ApiPath.competitionList:
        return ok(options.empty ? [] : COMPETITIONS);
      case ApiPath.competitionStandings: {
        const id = Number(request.body?.id);
        const competition = COMPETITIONS.find((c) => c.id === id);
        if (!competition) return fail(20102, '竞赛不存在');
        const standings = STANDINGS[id] ?? [];
        const me = standings.find((row) => row.me);
        return ok({
          competition,
          standings,
          mine: me ? { rank: me.rank, borrows: me.borrows } : null,
        });
      }
      default:
        return fail(40401, 'not found', 404);
    }
  };
}
