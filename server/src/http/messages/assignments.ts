import type { MessageTable } from './lang';

/** Server messages of homework and exams (routes/assignments.ts). */
export const assignmentMessages = {
  assignmentNotFound: { zh: '作业不存在', en: 'Homework not found' },
  assignmentClosed: {
    zh: '已过截止时间，不能再作答',
    en: 'The time for this work is over: answers can no longer be changed',
  },
  assignmentSubmitted: { zh: '已提交，不能再修改', en: 'Already submitted: it cannot be changed' },
  assignmentBadDates: {
    zh: '截止时间须晚于开始时间',
    en: 'The due time must come after the opening time',
  },
  assignmentNoQuestions: { zh: '请至少选择一道题', en: 'Choose at least one question' },
  assignmentBadQuestion: {
    zh: '第 {n} 题无效（{reason}）',
    en: 'Question {n} is not valid ({reason})',
  },
  assignmentBookNotFound: { zh: '图书不存在', en: 'Book not found' },
  assignmentNotSubmitted: { zh: '该学生尚未提交', en: 'This student has not submitted yet' },
  assignmentBadScore: {
    zh: '分数须为 0 到该题分值之间的整数',
    en: 'A score must be a whole number from 0 to the question’s points',
  },
  assignmentStudentNotFound: { zh: '该学生不在本班', en: 'This student is not in the class' },
  tooManyHomeworkSaves: {
    zh: '保存太频繁，请稍后再试',
    en: 'Saving too often, please try again later',
  },
  tooManyHomeworkChanges: {
    zh: '操作太频繁，请稍后再试',
    en: 'Too many changes, please try again later',
  },
  csvReaderCode: { zh: '学号', en: 'Reader code' },
  csvName: { zh: '姓名', en: 'Name' },
  csvSubmissions: { zh: '提交次数', en: 'Submissions' },
  csvAverage: { zh: '平均分', en: 'Average' },
  csvBooksRead: { zh: '借阅图书', en: 'Books read' },
  csvMinutes: { zh: '作答时长（分钟）', en: 'Time on task (minutes)' },
  learningPeriodTooLong: {
    zh: '统计时段不能超过 {days} 天',
    en: 'The period cannot be longer than {days} days',
  },
} as const satisfies MessageTable;
