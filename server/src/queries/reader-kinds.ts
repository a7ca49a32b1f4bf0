/**
 * Who counts as what among the rows of `reader`: students, teachers (usertype 1) and the
 * library's staff (STAFF_USERTYPE), who share the table so that one login serves all. Class
 * lists, class sizes, rankings and reader searches list readers, never staff; the conditions
 * are here so no query spells out usertype numbers of its own.
 */
import { sql } from 'drizzle-orm';
import { STAFF_USERTYPE, TEACHER_USERTYPE } from '../../../src/core/api/contract';
import { reader } from '../db/schema';

export const STAFF_USERTYPES: number[] = Object.values(STAFF_USERTYPE);

/**
 * Literal lists (constants of the contract, never input), not bound parameters: the reading
 * statistics use them inside CREATE TABLE AS, which takes no parameters.
 */
const literalList = (values: number[]) => sql.raw(`(${values.map(Number).join(', ')})`);

/** A student: neither a teacher nor staff. */
export const isStudent = () =>
  sql`${reader.usertype} not in ${literalList([TEACHER_USERTYPE, ...STAFF_USERTYPES])}`;

/** A reader (student or teacher), not a member of staff. */
export const isReaderNotStaff = () =>
  sql`${reader.usertype} not in ${literalList(STAFF_USERTYPES)}`;
