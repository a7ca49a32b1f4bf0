export { QuestionBank } from './QuestionBank';
export type { QuestionBankProps } from './QuestionBank';
