import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiPath,
  BLOCK_REASON_MAX,
  CLASS_MOVES_MAX,
  TEACHER_CLASSES_MAX,
  READER_IMPORT_FIELD,
  READER_IMPORT_MAX_BYTES,
  READER_KEYWORD_MAX,
  READER_PAGE_MAX,
  ResultCode,
  type AdminReader,
  type ClassMoveSummary,
  type Envelope,
  type Page,
  type ReaderAdminRefusalDetail,
  type ReaderClass,
  type ReaderCreated,
  type ReaderField,
  type ReaderFieldProblem,
  type ReaderImportRefusal,
  type ReaderImportReport,
  type ReaderPasswordReset,
  type TeacherClasses,
} from '../../../src/core/api/contract';
import { hashPassword } from '../auth/password';
import { authOf, requireRole } from '../auth/guard';
import { revokeReaderSessions } from '../auth/sessions';
import type { RoutePlugin } from '../context';
import { ok } from '../http/envelope';
import { requestLang, translate, type Lang, type MessageKey } from '../http/messages';
import { Id, Int, OptionalBody, Text } from '../http/schemas';
import {
  adminReader,
  checkFields,
  createReader,
  importClassList,
  moveClasses,
  setTeacherClasses,
  teacherClasses,
  type ClassesRefused,
  readerClasses,
  readerPage,
  resetPassword,
  setBlock,
  updateReader,
  type ReadersRefused,
} from '../queries/library-admin-readers';
import { MAX_FILE_BYTES, MAX_ROWS, type FileRefusal, type RowError } from '../reader-import/read';
import { handoutCsv } from '../reader-import/handout';
import { initialPassword } from '../reader-import/passwords';
import { classListKind, readClassListBytes } from '../reader-import/read';
import { readerWriteLimit } from './rate-limit';
import { staffScope } from './scope';

/** A reader code as the login takes it (the column holds 64); the importer checks its form. */
const Code = Text(64);
const CodeBody = Type.Object({ readercode: Code });
const ListBody = OptionalBody(
  Type.Object({
    keyword: Type.Optional(Text(READER_KEYWORD_MAX)),
    department: Type.Optional(Id()),
    pageindex: Type.Optional(Int(1, 100_000)),
    pagesize: Type.Optional(Int(1, READER_PAGE_MAX)),
  }),
);
/**
 * The form's fields, bounded a little above the class list's own limits (name and class 50,
 * grade 20) so that an over-long value reaches the importer's check and is refused by field,
 * with its message, rather than by the schema.
 */
const FieldsBody = Type.Object({
  readercode: Code,
  name: Text(200),
  class: Text(200),
  grade: Type.Optional(Text(100)),
  sex: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  phone: Type.Optional(Text(40)),
  kind: Type.Optional(Type.Union([Type.Literal('student'), Type.Literal('teacher')])),
});
const BlockBody = Type.Object({ readercode: Code, reason: Text(BLOCK_REASON_MAX) });
const EmptyBody = OptionalBody(Type.Object({}));
/**
 * The term-end moves. A name is checked once trimmed (1–50, queries/…/classes.ts), so the schema
 * leaves room for spaces around it; the ids are bounded by the lists, not by a lookup.
 */
const MovesBody = Type.Object({
  moves: Type.Array(Type.Object({ fromclassid: Id(), toclassname: Text(100) }), {
    maxItems: CLASS_MOVES_MAX,
  }),
  graduate: Type.Optional(Type.Array(Id(), { maxItems: CLASS_MOVES_MAX })),
  dryrun: Type.Optional(Type.Boolean()),
});
const TeacherBody = Type.Object({ teacherid: Id() });
const TeacherSetBody = Type.Object({
  teacherid: Id(),
  classids: Type.Array(Id(), { maxItems: TEACHER_CLASSES_MAX }),
});

const problemKeys = {
  invalid: 'readersFieldInvalid',
  empty: 'readersFieldEmpty',
  tooLong: 'readersFieldTooLong',
  control: 'readersFieldControl',
} as const satisfies Record<ReaderFieldProblem, MessageKey>;

const fieldKeys = {
  readercode: 'readersFieldReadercode',
  name: 'readersFieldName',
  class: 'readersFieldClass',
  grade: 'readersFieldGrade',
  sex: 'readersFieldSex',
  phone: 'readersFieldPhone',
  type: 'readersFieldType',
} as const satisfies Record<ReaderField, MessageKey>;

const importKeys = {
  missing: 'readersImportMissing',
  tooLarge: 'readersImportTooLarge',
  notSheet: 'readersImportNotSheet',
  unreadable: 'readersImportUnreadable',
  empty: 'readersImportEmpty',
  tooManyRows: 'readersImportTooManyRows',
  header: 'readersImportHeader',
} as const satisfies Record<ReaderImportRefusal, MessageKey>;

function fieldMessage(
  lang: Lang,
  problem: { field: ReaderField; problem: ReaderFieldProblem; max?: number },
) {
  return translate(lang, problemKeys[problem.problem], {
    field: translate(lang, fieldKeys[problem.field]),
    max: String(problem.max ?? ''),
  });
}

type Refusal =
  | ReadersRefused
  | ClassesRefused
  | { refused: 'reasonRequired' }
  | { refused: 'importRefused'; why: ReaderImportRefusal };

/** The refusal envelope: 10158, the translated message, and the refusal as data for the form. */
function refused(request: FastifyRequest, outcome: Refusal): Envelope<ReaderAdminRefusalDetail> {
  const lang = requestLang(request);
  switch (outcome.refused) {
    case 'invalidField': {
      const { field, problem, max } = outcome;
      return {
        code: ResultCode.businessError,
        msg: fieldMessage(lang, outcome),
        data: { refused: 'invalidField', detail: null, field, problem, ...(max ? { max } : {}) },
      };
    }
    case 'importRefused':
      return {
        code: ResultCode.businessError,
        msg: translate(lang, importKeys[outcome.why], {
          max: String(
            outcome.why === 'tooLarge' ? READER_IMPORT_MAX_BYTES / 1024 / 1024 : MAX_ROWS,
          ),
        }),
        data: { refused: 'importRefused', detail: outcome.why },
      };
    case 'className':
      return {
        code: ResultCode.businessError,
        msg: fieldMessage(lang, { field: 'class', ...outcome }),
        data: {
          refused: 'invalidField',
          detail: outcome.classId,
          field: 'class',
          problem: outcome.problem,
          ...(outcome.max ? { max: outcome.max } : {}),
        },
      };
    case 'classNotFound':
    case 'classRepeated':
    case 'moveIntoItself': {
      const keys = {
        classNotFound: 'readersClassNotFound',
        classRepeated: 'readersClassRepeated',
        moveIntoItself: 'readersMoveIntoItself',
      } as const satisfies Record<string, MessageKey>;
      return {
        code: ResultCode.businessError,
        msg: translate(lang, keys[outcome.refused], { id: String(outcome.classId) }),
        data: { refused: outcome.refused, detail: outcome.classId },
      };
    }
    case 'tooManyClasses':
      return {
        code: ResultCode.businessError,
        msg: translate(lang, 'readersTooManyClasses', { max: String(outcome.max) }),
        data: { refused: 'tooManyClasses', detail: null, max: outcome.max },
      };
    default: {
      const keys = {
        movesRepeated: 'readersMovesRepeated',
        teacherNotFound: 'readersTeacherNotFound',
        readerNotFound: 'readersNotFound',
        readerExists: 'readersExists',
        reasonRequired: 'readersReasonRequired',
      } as const satisfies Record<string, MessageKey>;
      return {
        code: ResultCode.businessError,
        msg: translate(lang, keys[outcome.refused]),
        data: { refused: outcome.refused, detail: null },
      };
    }
  }
}

/** A row the import rejected, said in the caller's language. */
function rowReason(lang: Lang, error: RowError): string {
  switch (error.issue.kind) {
    case 'field':
      return fieldMessage(lang, error.issue);
    case 'duplicate':
      return translate(lang, 'readersRowDuplicate', { row: String(error.issue.row) });
    case 'staff':
      return translate(lang, 'readersRowStaff');
    case 'changed':
      return translate(lang, 'readersRowChanged');
  }
}

const isRefusal = <T extends object, R extends ReadersRefused | ClassesRefused>(
  outcome: T | R,
): outcome is R => 'refused' in outcome;

type Upload = { name: string; bytes: Buffer } | { refused: 'missing' | 'tooLarge' };

/**
 * The class list of a multipart upload, whole (a class list is read at once, as the CLI reads
 * it). Past READER_IMPORT_MAX_BYTES the stream is cut and the upload refused, never kept.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) return { refused: 'missing' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === READER_IMPORT_FIELD) {
        const bytes = await part.toBuffer();
        // A cut that falls on a chunk's end does not throw: truncated is the only sure sign.
        if (part.file.truncated) return { refused: 'tooLarge' };
        return { name: part.filename, bytes };
      }
      if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { refused: 'tooLarge' };
    return { refused: 'missing' };
  }
  return { refused: 'missing' };
}

/**
 * The librarian's readers: staff only (librarian, admin), each call in the member's own
 * organisation; another organisation's reader, or a staff account, is not found.
 */
export const libraryAdminReadersRoutes: RoutePlugin = async (app, { ctx }) => {
  // Multipart for this plugin's routes only (Import): every other route still answers 415.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.min(READER_IMPORT_MAX_BYTES, MAX_FILE_BYTES),
      files: 1,
      fields: 8,
      fieldSize: 1024,
      parts: 9,
      headerPairs: 32,
    },
  });
  const staffOnly = requireRole('librarian', 'admin');
  const staffWrites = [staffOnly, readerWriteLimit(ctx, 'staffChanges')];

  const scopeOf = (request: FastifyRequest) => staffScope(ctx, request);

  app.post(
    ApiPath.readersList,
    { schema: { body: ListBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<Page<AdminReader>>> => {
      const body = request.body ?? {};
      return ok(
        request,
        await readerPage(ctx.db, authOf(request).orgId, {
          keyword: (body.keyword ?? '').trim(),
          ...(body.department === undefined ? {} : { departmentId: body.department }),
          index: body.pageindex ?? 1,
          pagesize: body.pagesize ?? 20,
        }),
      );
    },
  );

  app.post(
    ApiPath.readersClasses,
    { schema: { body: EmptyBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<ReaderClass[]>> =>
      ok(request, await readerClasses(ctx.db, authOf(request).orgId)),
  );

  app.post(
    ApiPath.readersGet,
    { schema: { body: CodeBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<AdminReader | ReaderAdminRefusalDetail>> => {
      const found = await adminReader(
        ctx.db,
        authOf(request).orgId,
        request.body.readercode.trim(),
      );
      return found ? ok(request, found) : refused(request, { refused: 'readerNotFound' });
    },
  );

  app.post(
    ApiPath.readersCreate,
    { schema: { body: FieldsBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<ReaderCreated | ReaderAdminRefusalDetail>> => {
      const checked = checkFields(request.body);
      if (isRefusal(checked)) return refused(request, checked);
      const password = initialPassword();
      const outcome = await createReader(
        ctx.db,
        await scopeOf(request),
        checked.line,
        await hashPassword(password),
      );
      if (isRefusal(outcome)) return refused(request, outcome);
      return ok(request, { reader: outcome, password });
    },
  );

  app.post(
    ApiPath.readersUpdate,
    { schema: { body: FieldsBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<AdminReader | ReaderAdminRefusalDetail>> => {
      const checked = checkFields(request.body);
      if (isRefusal(checked)) return refused(request, checked);
      const outcome = await updateReader(
        ctx.db,
        await scopeOf(request),
        checked.line,
        request.body.phone !== undefined,
      );
      return isRefusal(outcome) ? refused(request, outcome) : ok(request, outcome);
    },
  );

  app.post(
    ApiPath.readersResetPassword,
    { schema: { body: CodeBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<ReaderPasswordReset | ReaderAdminRefusalDetail>> => {
      const readercode = request.body.readercode.trim();
      const password = initialPassword();
      const outcome = await resetPassword(
        ctx.db,
        await scopeOf(request),
        readercode,
        await hashPassword(password),
      );
      if (isRefusal(outcome)) return refused(request, outcome);
      // Whoever knew the old password (a classmate who saw it typed) is logged out now.
      await revokeReaderSessions(ctx, outcome.readerId);
      return ok(request, { readercode, password });
    },
  );

  app.post(
    ApiPath.readersBlock,
    { schema: { body: BlockBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<AdminReader | ReaderAdminRefusalDetail>> => {
      const reason = request.body.reason.trim();
      if (!reason) return refused(request, { refused: 'reasonRequired' });
      const outcome = await setBlock(
        ctx.db,
        await scopeOf(request),
        request.body.readercode.trim(),
        reason,
      );
      return isRefusal(outcome) ? refused(request, outcome) : ok(request, outcome);
    },
  );

  app.post(
    ApiPath.readersUnblock,
    { schema: { body: CodeBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<AdminReader | ReaderAdminRefusalDetail>> => {
      const outcome = await setBlock(
        ctx.db,
        await scopeOf(request),
        request.body.readercode.trim(),
        null,
      );
      return isRefusal(outcome) ? refused(request, outcome) : ok(request, outcome);
    },
  );

  app.post(
    ApiPath.readersMoveClasses,
    { schema: { body: MovesBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<ClassMoveSummary | ReaderAdminRefusalDetail>> => {
      const lang = requestLang(request);
      const outcome = await moveClasses(ctx.db, await scopeOf(request), request.body, (name) =>
        translate(lang, 'readersGraduatedReason', { class: name }),
      );
      return isRefusal(outcome) ? refused(request, outcome) : ok(request, outcome);
    },
  );

  app.post(
    ApiPath.readersTeacherClasses,
    { schema: { body: TeacherBody }, preHandler: staffOnly },
    async (request): Promise<Envelope<TeacherClasses | ReaderAdminRefusalDetail>> => {
      const outcome = await teacherClasses(ctx.db, authOf(request).orgId, request.body.teacherid);
      return isRefusal(outcome) ? refused(request, outcome) : ok(request, outcome);
    },
  );

  app.post(
    ApiPath.readersTeacherClassesSet,
    { schema: { body: TeacherSetBody }, preHandler: staffWrites },
    async (request): Promise<Envelope<TeacherClasses | ReaderAdminRefusalDetail>> => {
      const outcome = await setTeacherClasses(
        ctx.db,
        await scopeOf(request),
        request.body.teacherid,
        request.body.classids,
      );
      return isRefusal(outcome) ? refused(request, outcome) : ok(request, outcome);
    },
  );

  app.post(
    ApiPath.readersImport,
    { preHandler: staffWrites },
    async (request): Promise<Envelope<ReaderImportReport | ReaderAdminRefusalDetail>> => {
      const upload = await readUpload(request);
      if ('refused' in upload) {
        return refused(request, { refused: 'importRefused', why: upload.refused });
      }
      const kind = classListKind(upload.name);
      if (!kind) return refused(request, { refused: 'importRefused', why: 'notSheet' });
      const reading = await readClassListBytes(kind, upload.bytes, upload.name);
      if ('refused' in reading) return refused(request, importRefusal(reading));
      const result = await importClassList(
        ctx.db,
        await scopeOf(request),
        upload.name.slice(0, 200),
        reading.lines,
        reading.errors,
      );
      const lang = requestLang(request);
      const rejected = [...reading.errors, ...result.errors]
        .sort((a, b) => a.row - b.row)
        .map((error) => ({ row: error.row, reason: rowReason(lang, error) }));
      return ok(request, {
        imported: result.imported,
        updated: result.updated,
        unchanged: result.unchanged,
        classescreated: result.classesCreated,
        rejected,
        ignoredcolumns: reading.ignoredColumns,
        handout: result.handout.map(({ className, ...made }) => ({ ...made, class: className })),
        handoutcsv: result.handout.length > 0 ? handoutCsv(result.handout) : null,
      });
    },
  );
};

/** A whole file refused, by kind (the CLI's English sentence stays out of the answer). */
const importRefusal = (reading: FileRefusal): Refusal => ({
  refused: 'importRefused',
  why: reading.why,
});
