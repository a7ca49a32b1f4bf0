export { LoginDialog } from './LoginDialog';
export { LOGIN_DIALOG_WIDTH } from './styles';
export type { LoginDialogProps } from './LoginDialog';
