import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  LoginError,
  TextField,
  login,
  useLpEvent,
  useRuntime,
  useWidgetHost,
  validatePassword,
  validateUsername,
  type CommonWidgetSettings,
  type LoginResult,
  type LpEvent,
} from '../../core';
import { encryptPassword, preloadEncryption } from './encrypt';
import { NewPasswordStep } from './NewPasswordStep';
import { useAfterLogin } from './useAfterLogin';
import { Card, CardTitle, LOGIN_DIALOG_WIDTH, SubmitRow, ToggleButton } from './styles';

const FAILURE_TOAST_MS = 3000;

export interface LoginDialogProps extends CommonWidgetSettings {
  /** Shown when true; the element sets and clears its `open` attribute. */
  open?: boolean;
  /** Render the form in the page (the portal's /login) instead of a modal dialog. */
  inline?: boolean;
  /**
   * Where to go after login instead of the portal's /student or /teacher, e.g.
   * `/library/{role}.html` (`{role}`: student or teacher; `{usertype}`).
   */
  afterLoginUrl?: string;
  /**
   * Stay on this page after login (no lp-navigate): the page's elements fill in from the shared
   * session. For a login started from the page's own account control.
   */
  stayOnPage?: boolean;
  onLogin?: (event: LpEvent<'lp-login'>) => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  /** React users keep `open` in their state through this. */
  onOpenChange?: (open: boolean) => void;
  onClose?: (event: LpEvent<'lp-close'>) => void;
}

type FieldName = 'orgcode' | 'username' | 'password';
type Errors = Partial<Record<FieldName, string>>;

/** A login waiting for the reader's own password (the server said `mustchangepassword`). */
interface PendingLogin {
  result: LoginResult;
  initialPassword: string;
}

/**
 * Reader login (docs/product-rules.md, "Validation", "The session"): reader code and password
 * checked on blur, password shown or hidden, encrypted with the server's public key, loading state,
 * server message on failure. A reader logging in with a password the library generated sets their
 * own first: lp-login fires, and the dialog closes, only once that is done.
 */
export function LoginDialog({
  open = false,
  inline = false,
  afterLoginUrl,
  stayOnPage = false,
  onLogin,
  onNavigate,
  onOpenChange,
  onClose,
}: LoginDialogProps) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { element, config } = useWidgetHost();
  const emitLogin = useLpEvent('lp-login', onLogin);
  const emitClose = useLpEvent('lp-close', onClose);
  const goOn = useAfterLogin(afterLoginUrl, onNavigate);
  const [values, setValues] = useState({ orgcode: config.orgCode, username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const orgcodeRef = useRef<HTMLInputElement>(null);
  const visible = inline || open;

  useEffect(() => {
    if (visible) preloadEncryption();
  }, [visible]);

  const validate = (field: FieldName, value: string): string | undefined => {
    if (field === 'username') {
      const key = validateUsername(value);
      return key ? t(key) : undefined;
    }
    if (field === 'password') {
      const key = validatePassword(value);
      return key ? t(key) : undefined;
    }
    return value.trim() ? undefined : t('login.orgcodeRequired');
  };

  const onBlur = (field: FieldName) => {
    setErrors((previous) => ({ ...previous, [field]: validate(field, values[field]) }));
  };

  // Frameworks that bind `open` (Vue, Angular) learn from lp-close that the element cleared it.
  const close = () => {
    element?.removeAttribute('open');
    onOpenChange?.(false);
    emitClose({});
  };

  // Closed before the new password was set: the half-made login ends, on the server too, so
  // the initial password is not left as a session that was never completed.
  const dismiss = () => {
    if (pending) {
      setPending(null);
      void runtime.logout();
    }
    close();
  };

  const complete = async (result: LoginResult) => {
    setPending(null);
    emitLogin({ usertype: result.usertype, roles: result.roles });
    close();
    if (!stayOnPage) await goOn(result);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const next: Errors = {
      orgcode: validate('orgcode', values.orgcode),
      username: validate('username', values.username),
      password: validate('password', values.password),
    };
    setErrors(next);
    const firstInvalid = (['orgcode', 'username', 'password'] as const).find(
      (field) => next[field],
    );
    if (firstInvalid) {
      const refs = { orgcode: orgcodeRef, username: usernameRef, password: passwordRef };
      refs[firstInvalid].current?.focus();
      return;
    }
    setLoading(true);
    let result: LoginResult;
    try {
      result = await login(
        runtime,
        config.apiBase,
        { readercode: values.username, password: values.password, orgcode: values.orgcode },
        encryptPassword,
      );
    } catch (error) {
      setLoading(false);
      const message =
        error instanceof LoginError && error.message ? error.message : t('login.failed');
      runtime.notifier.toast(message, 'error', FAILURE_TOAST_MS);
      return;
    }
    setLoading(false);
    setValues((previous) => ({ ...previous, password: '' }));
    if (result.mustchangepassword) {
      setPending({ result, initialPassword: values.password });
      return;
    }
    await complete(result);
  };

  const form = (
    <form onSubmit={onSubmit} noValidate part="form">
      <TextField
        ref={orgcodeRef}
        label={t('login.orgcode')}
        name="orgcode"
        autoComplete="organization"
        value={values.orgcode}
        error={errors.orgcode}
        onChange={(event) => setValues({ ...values, orgcode: event.target.value })}
        onBlur={() => onBlur('orgcode')}
      />
      <TextField
        ref={usernameRef}
        label={t('login.username')}
        name="username"
        autoComplete="username"
        placeholder={t('login.usernamePlaceholder')}
        value={values.username}
        error={errors.username}
        onChange={(event) => setValues({ ...values, username: event.target.value })}
        onBlur={() => onBlur('username')}
      />
      <TextField
        ref={passwordRef}
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        onBlur={() => onBlur('password')}
        trailing={
          <ToggleButton
            type="button"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('login.hidePassword') : t('login.showPassword')}
          </ToggleButton>
        }
      />
      <SubmitRow>
        {/* aria-disabled, not disabled: a disabled button drops focus out of the dialog. */}
        <Button type="submit" aria-disabled={loading} aria-busy={loading} part="submit">
          {loading ? t('login.submitting') : t('login.submit')}
        </Button>
      </SubmitRow>
    </form>
  );

  const title = pending ? t('login.changeTitle') : t('login.title');
  const content = pending ? (
    <NewPasswordStep
      login={pending.result}
      initialPassword={pending.initialPassword}
      onChanged={() => void complete(pending.result)}
    />
  ) : (
    form
  );
  if (inline) {
    return (
      <Card aria-labelledby="lp-login-title">
        <CardTitle id="lp-login-title">{title}</CardTitle>
        {content}
      </Card>
    );
  }
  return (
    <Dialog
      open={open}
      title={title}
      onClose={dismiss}
      width={LOGIN_DIALOG_WIDTH}
      initialFocus={usernameRef}
    >
      {content}
    </Dialog>
  );
}
