export { MyMessages } from './MyMessages';
export type { MyMessagesProps } from './MyMessages';
