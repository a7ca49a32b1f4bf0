export { checkedAnswer } from './answers';
export { markAnswer, totalOf, type MarkableQuestion } from './mark';
export { checkedQuestion, type QuestionInput } from './questions';
