import { describe, expect, it } from 'vitest';
import { QuestionType, type QuestionStem } from '../../src/core/api/contract';
import { checkedAnswer, checkedQuestion, markAnswer, totalOf } from '../src/marking';

const options: QuestionStem[] = ['A', 'B', 'C', 'D'].map((index) => ({
  index,
  content: `选项${index}`,
}));
const pairs: QuestionStem[] = ['1', '2', '3'].map((index) => ({
  index,
  content: '',
  leftcontent: `作者${index}`,
  rightcontent: `作品${index}`,
}));

describe('marking every question type', () => {
  it('single choice and true/false: the key scores full, anything else nothing', () => {
    const single = { type: QuestionType.single, key: 'B', points: 5 } as const;
    expect(markAnswer(single, 'B')).toEqual({ score: 5, correct: true });
    expect(markAnswer(single, 'A')).toEqual({ score: 0, correct: false });
    expect(markAnswer(single, undefined)).toEqual({ score: 0, correct: false });
    const truth = { type: QuestionType.trueFalse, key: false, points: 2 } as const;
    expect(markAnswer(truth, false)).toEqual({ score: 2, correct: true });
    expect(markAnswer(truth, true)).toEqual({ score: 0, correct: false });
  });

  it('multiple choice: all right full, some right and none wrong half, any wrong nothing', () => {
    const multiple = { type: QuestionType.multiple, key: ['A', 'C'], points: 5 };
    expect(markAnswer(multiple, ['C', 'A'])).toEqual({ score: 5, correct: true });
    expect(markAnswer(multiple, ['A'])).toEqual({ score: 2, correct: false });
    expect(markAnswer(multiple, ['A', 'B'])).toEqual({ score: 0, correct: false });
    expect(markAnswer(multiple, [])).toEqual({ score: 0, correct: false });
    expect(markAnswer(multiple, ['A', 'B', 'C'])).toEqual({ score: 0, correct: false });
  });

  it('matching: the share of right pairs, rounded down; all right is correct', () => {
    const matching = { type: QuestionType.matching, key: { 1: '1', 2: '2', 3: '3' }, points: 6 };
    expect(markAnswer(matching, { 1: '1', 2: '2', 3: '3' })).toEqual({ score: 6, correct: true });
    expect(markAnswer(matching, { 1: '1', 2: '3', 3: '2' })).toEqual({ score: 2, correct: false });
    expect(markAnswer(matching, { 1: '1' })).toEqual({ score: 2, correct: false });
    expect(markAnswer(matching, {})).toEqual({ score: 0, correct: false });
  });

  it('short answer waits for a teacher unless nothing was written', () => {
    const short = { type: QuestionType.shortAnswer, key: '示例答案', points: 10 } as const;
    expect(markAnswer(short, '我的回答')).toEqual({ score: null, correct: null });
    expect(markAnswer(short, '   ')).toEqual({ score: 0, correct: false });
    expect(markAnswer(short, undefined)).toEqual({ score: 0, correct: false });
  });

  it('totals what is marked and counts what waits', () => {
    expect(
      totalOf([
        { score: 5, correct: true },
        { score: null, correct: null },
        { score: 2, correct: false },
      ]),
    ).toEqual({ score: 7, pending: 1 });
  });
});

describe('answers that do not fit their question', () => {
  it('refuses indexes that are no option, repeats, wrong types and shared right sides', () => {
    expect(checkedAnswer({ type: 1, stems: options }, 'E')).toBeUndefined();
    expect(checkedAnswer({ type: 1, stems: options }, 1)).toBeUndefined();
    expect(checkedAnswer({ type: 2, stems: options }, ['A', 'A'])).toBeUndefined();
    expect(checkedAnswer({ type: 2, stems: options }, ['D', 'A'])).toEqual(['A', 'D']);
    expect(checkedAnswer({ type: 3, stems: [] }, 'true')).toBeUndefined();
    expect(checkedAnswer({ type: 4, stems: pairs }, { 1: '2', 2: '2' })).toBeUndefined();
    expect(checkedAnswer({ type: 4, stems: pairs }, { 9: '1' })).toBeUndefined();
    expect(checkedAnswer({ type: 4, stems: pairs }, ['1'])).toBeUndefined();
    expect(checkedAnswer({ type: 5, stems: [] }, 'x'.repeat(5001))).toBeUndefined();
    expect(checkedAnswer({ type: 5, stems: [] }, { text: 'x' })).toBeUndefined();
  });
});

describe('questions a teacher writes', () => {
  const base = { title: '《西游记》的作者是谁？', points: 5 };
  it('accepts each type with a fitting key', () => {
    expect(checkedQuestion({ ...base, type: 1, stems: options, key: 'A' })).toHaveProperty('ok');
    expect(checkedQuestion({ ...base, type: 2, stems: options, key: ['B', 'A'] })).toEqual({
      ok: expect.objectContaining({ key: ['A', 'B'] }),
    });
    expect(checkedQuestion({ ...base, type: 3, stems: [], key: true })).toHaveProperty('ok');
    const matchingKey = { 1: '1', 2: '2', 3: '3' };
    expect(checkedQuestion({ ...base, type: 4, stems: pairs, key: matchingKey })).toHaveProperty(
      'ok',
    );
    expect(checkedQuestion({ ...base, type: 5, stems: [], key: '吴承恩' })).toHaveProperty('ok');
  });

  it('names what is wrong', () => {
    expect(checkedQuestion({ ...base, title: '  ', type: 1, stems: options, key: 'A' })).toEqual({
      problem: 'title',
    });
    expect(checkedQuestion({ ...base, points: 0, type: 1, stems: options, key: 'A' })).toEqual({
      problem: 'points',
    });
    expect(checkedQuestion({ ...base, type: 1, stems: options.slice(0, 1), key: 'A' })).toEqual({
      problem: 'stems',
    });
    const twiceA = [options[0]!, { ...options[1]!, index: 'A' }];
    expect(checkedQuestion({ ...base, type: 1, stems: twiceA, key: 'A' })).toEqual({
      problem: 'stemIndex',
    });
    expect(checkedQuestion({ ...base, type: 1, stems: options, key: 'Z' })).toEqual({
      problem: 'key',
    });
    expect(checkedQuestion({ ...base, type: 2, stems: options, key: [] })).toEqual({
      problem: 'key',
    });
    expect(
      checkedQuestion({ ...base, type: 4, stems: pairs, key: { 1: '2', 2: '1', 3: '3' } }),
    ).toEqual({
      problem: 'key',
    });
    expect(checkedQuestion({ ...base, type: 3, stems: options, key: true })).toEqual({
      problem: 'stems',
    });
  });
});
