export { AiSelfTest } from './AiSelfTest';
export type { AiSelfTestProps } from './AiSelfTest';
