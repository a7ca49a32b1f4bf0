/** The server of the teaching suites, opened once per test file. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { seededReader, type SeededReader } from './circulation-fixtures';
import { openTestDatabase, testApp } from './helpers';

/** The seeded people the teaching suites act as: reader code and organisation. */
const TEACHING_PEOPLE = {
  /** 李明 of 初二(3)班, the default student. */
  liMing: ['20230001', 1],
  siyu: ['20230002', 1],
  zhouHang: ['20230005', 1],
  /** A student of 初一(1)班: none of 初二(3)班's work is theirs. */
  otherClass: ['20230003', 1],
  /** 王芳, who teaches 初二(3)班. */
  teacher: ['T0001', 1],
  teacher2: ['T0002', 1],
  demo2: ['20230001', 2],
  demo2Teacher: ['T0001', 2],
} as const;

export interface TeachingSuite {
  handle: DatabaseHandle;
  app: FastifyInstance;
  /** The server's now, which a test may move (an exam's time running out). */
  clock: number;
  people: Record<keyof typeof TEACHING_PEOPLE, SeededReader>;
}

/**
 * A teaching suite's server (homework, question bank, departments): a seeded database, an app on the suite's movable clock and a
 * logged-in session for each of the people. Opened before the file's tests, closed after.
 */
export function openTeachingSuite(): TeachingSuite {
  const suite = { clock: Date.now(), people: {} } as TeachingSuite;
  beforeAll(async () => {
    suite.handle = await openTestDatabase();
    suite.app = await testApp(suite.handle, { now: () => suite.clock });
    for (const [name, [code, orgId]] of Object.entries(TEACHING_PEOPLE)) {
      suite.people[name as keyof typeof TEACHING_PEOPLE] = await seededReader(
        suite.handle.db,
        code,
        orgId,
      );
    }
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.handle?.close();
  });
  return suite;
}
