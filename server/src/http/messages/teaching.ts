import type { MessageTable } from './lang';

/** Server messages for the teaching area (routes/departments.ts and the teaching calls). */
export const teachingMessages = {
  departmentNotFound: { zh: '班级不存在', en: 'Class not found' },
  departmentsAssignedByLibrary: {
    zh: '任教班级由图书馆分配，如需调整请联系图书馆',
    en: 'Your classes are assigned by the library; please ask the library to change them',
  },
  tooManyDepartmentChanges: {
    zh: '操作太频繁，请稍后再试',
    en: 'You are changing your classes too often, please try again later',
  },
  programNotYourClass: {
    zh: '您不是这个班级的任课教师',
    en: 'You do not teach this class',
  },
  programNotFound: { zh: '阅读计划不存在', en: 'Reading program not found' },
  programBookNotFound: { zh: '图书不存在', en: 'Book not found' },
  programDuplicate: {
    zh: '这个班级已有同名的阅读计划',
    en: 'This class already has a reading program with this title',
  },
  programBadDate: { zh: '日期无效', en: 'The date is not valid' },
  programBadRange: {
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
  tooManyPrograms: {
    zh: '一个班级最多 {max} 个阅读计划，请先删除旧的',
    en: 'A class keeps at most {max} reading programs; delete old ones first',
  },
  tooManyProgramChanges: {
    zh: '操作太频繁，请稍后再试',
    en: 'You are changing reading programs too often, please try again later',
  },
  goalNotFound: { zh: '阅读目标不存在', en: 'Reading goal not found' },
  goalDuplicate: { zh: '已有同名的阅读目标', en: 'You already have a goal with this name' },
  goalNoTarget: {
    zh: '请填写目标本数或选择图书',
    en: 'Give a number of books or choose books',
  },
  tooManyGoals: {
    zh: '最多 {max} 个阅读目标，请先删除旧的',
    en: 'You can keep at most {max} reading goals; delete old ones first',
  },
  tooManyGoalChanges: {
    zh: '操作太频繁，请稍后再试',
    en: 'You are changing your goals too often, please try again later',
  },
} as const satisfies MessageTable;
