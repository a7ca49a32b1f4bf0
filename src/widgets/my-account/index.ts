export { MyAccount } from './MyAccount';
export type { MyAccountProps, MyAccountView } from './MyAccount';
