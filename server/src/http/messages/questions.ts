import type { MessageTable } from './lang';

/** Server messages of the question bank, its import and the AI self-tests. */
export const questionMessages = {
  // What checkedQuestion finds wrong (server/src/marking/questions.ts), one per problem.
  questionProblemTitle: {
    zh: '题目不能为空，且不超过 1000 字',
    en: 'The question text is required and at most 1000 characters',
  },
  questionProblemStems: {
    zh: '选择题和连线题需要 2–12 个选项；判断题和简答题不带选项',
    en: 'Choice and matching questions need 2–12 options; true/false and short answers have none',
  },
  questionProblemStemIndex: { zh: '选项编号不能重复', en: 'Option labels must be unique' },
  questionProblemStemContent: {
    zh: '每个选项都要填写内容（不超过 500 字），连线题左右两边都要填写',
    en: 'Every option needs its text (at most 500 characters); matching pairs need both sides',
  },
  questionProblemKey: {
    zh: '答案与题目不符：单选填一个选项，多选填至少一个选项，判断填“对”或“错”，简答填参考答案',
    en: 'The key does not fit the question: one option for single choice, at least one for multiple choice, true or false, or a model answer',
  },
  questionProblemPoints: {
    zh: '分值须为 1–100 的整数',
    en: 'Points must be a whole number from 1 to 100',
  },
  questionNotFound: { zh: '题目不存在', en: 'Question not found' },
  questionNotYours: {
    zh: '只能修改或删除自己出的题目',
    en: 'You can only edit or delete your own questions',
  },
  questionBookNotFound: { zh: '图书不在本馆馆藏中', en: 'The book is not in this library' },
  questionBadTags: {
    zh: '标签最多 10 个，每个不超过 20 字',
    en: 'At most 10 tags of at most 20 characters each',
  },
  // Imports.
  importBadFile: {
    zh: '无法读取文件，请上传 CSV 或 XLSX 文件（可先下载模板）',
    en: 'The file cannot be read: upload a CSV or XLSX file (the template shows the layout)',
  },
  importTooLarge: { zh: '文件不能超过 {max}', en: 'The file must be at most {max}' },
  importTooManyRows: {
    zh: '一次最多导入 {max} 道题',
    en: 'At most {max} questions can be imported at once',
  },
  importEmpty: { zh: '文件中没有题目', en: 'The file holds no questions' },
  importBadHeader: {
    zh: '第一行须为模板的表头：{columns}',
    en: 'The first row must be the template header: {columns}',
  },
  importBadType: {
    zh: '题型须为 1–5（单选、多选、判断、连线、简答）',
    en: 'Type must be 1–5 (single, multiple, true/false, matching, short answer)',
  },
  importBadDifficulty: {
    zh: '难度须为 1（易）、2（中）或 3（难）',
    en: 'Difficulty must be 1 (easy), 2 (medium) or 3 (hard)',
  },
  importBadPoints: {
    zh: '分值须为 1–100 的整数',
    en: 'Points must be a whole number from 1 to 100',
  },
  importBadPair: {
    zh: '连线题的每一对写作“左边=右边”',
    en: 'Each matching pair is written “left=right”',
  },
  importTooLong: { zh: '内容过长', en: 'The text is too long' },
  // Self-tests.
  selfTestBookNotRead: {
    zh: '只能为读过（已归还）的图书生成自测',
    en: 'Self-tests are made from books you have read (returned)',
  },
  selfTestNotFound: { zh: '自测不存在', en: 'Self-test not found' },
  selfTestSubmitted: { zh: '这次自测已经提交', en: 'This self-test has already been submitted' },
  selfTestBadAnswer: { zh: '答案与题目不符', en: 'An answer does not fit its question' },
  selfTestTooFewBooks: {
    zh: '馆藏图书太少，无法出题',
    en: 'The catalogue has too few books to make a test from',
  },
  selfTestAiUnavailable: {
    zh: 'AI 出题服务暂时不可用，请稍后再试',
    en: 'The AI test service is unavailable, please try again later',
  },
  selfTestAiInvalid: {
    zh: 'AI 生成的题目不可用，请重试',
    en: 'The AI made questions that cannot be used, please try again',
  },
  tooManyQuestionChanges: {
    zh: '操作太频繁，请稍后再试',
    en: 'You are changing questions too often, please try again later',
  },
  tooManyQuestionImports: {
    zh: '导入太频繁，请稍后再试',
    en: 'You are importing too often, please try again later',
  },
  tooManyQuestionCollects: {
    zh: '收藏操作太频繁，请稍后再试',
    en: 'You are collecting too often, please try again later',
  },
  tooManySelfTests: {
    zh: '生成自测太频繁，请稍后再试',
    en: 'You are making self-tests too often, please try again later',
  },
  tooManySelfTestSubmits: {
    zh: '提交太频繁，请稍后再试',
    en: 'You are submitting too often, please try again later',
  },
} as const satisfies MessageTable;
