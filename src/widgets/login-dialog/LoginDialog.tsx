import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  LoginError,
  TextField,
  fillUrlTemplate,
  login,
  navigateIntoPortal,
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
  onLogin?: (event: LpEvent<'lp-login'>) => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
  /** React users keep `open` in their state through this. */
  onOpenChange?: (open: boolean) => void;
  onClose?: (event: LpEvent<'lp-close'>) => void;
}

type FieldName = 'orgcode' | 'username' | 'password';
type Errors = Partial<Record<FieldName, string>>;

/**
 * Reader login (spec §4, §5): reader code and password checked on blur, password shown or
 * hidden, encrypted with the server's public key, loading state, server message on failure.
 */
export function LoginDialog({
  open = false,
  inline = false,
  afterLoginUrl,
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
  const emitNavigate = useLpEvent('lp-navigate', onNavigate, true);
  const [values, setValues] = useState({ orgcode: config.orgCode, username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
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

  /**
   * Spec §4: the first role decides where the reader lands, unless the page routes itself
   * (lp-navigate cancelled) or names the place (after-login-url). From a school's site the
   * portal is on another origin, where this session does not exist: the reader goes through
   * its /ssoLogin with a one-time code.
   */
  const goOn = async (result: LoginResult) => {
    const role = result.roles[0] ?? 'student';
    const path = role === 'student' ? '/student' : '/teacher';
    if (!emitNavigate({ path, query: {} })) return;
    if (afterLoginUrl) {
      location.assign(fillUrlTemplate(afterLoginUrl, { role, usertype: result.usertype }));
      return;
    }
    await navigateIntoPortal(runtime, config, path);
  };

  // Frameworks that bind `open` (Vue, Angular) learn from lp-close that the element cleared it.
  const close = () => {
    element?.removeAttribute('open');
    onOpenChange?.(false);
    emitClose({});
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
    emitLogin({ usertype: result.usertype, roles: result.roles });
    close();
    await goOn(result);
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

  if (inline) {
    return (
      <Card aria-labelledby="lp-login-title">
        <CardTitle id="lp-login-title">{t('login.title')}</CardTitle>
        {form}
      </Card>
    );
  }
  return (
    <Dialog
      open={open}
      title={t('login.title')}
      onClose={close}
      width={LOGIN_DIALOG_WIDTH}
      initialFocus={usernameRef}
    >
      {form}
    </Dialog>
  );
}
