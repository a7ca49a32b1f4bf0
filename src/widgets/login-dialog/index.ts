export { LoginDialog, LOGIN_DIALOG_WIDTH } from './LoginDialog';
export type { LoginDialogProps } from './LoginDialog';
