import {
  fillUrlTemplate,
  navigateIntoPortal,
  useLpEvent,
  useRuntime,
  useWidgetHost,
  type LoginResult,
  type LpEvent,
} from '../../core';

/**
 * The first role decides where the reader lands, unless the page routes itself
 * (lp-navigate cancelled) or names the place (after-login-url). From a school's site the
 * portal is on another origin, where this session does not exist: the reader goes through
 * its /ssoLogin with a one-time code.
 */
export function useAfterLogin(
  afterLoginUrl: string | undefined,
  onNavigate: ((event: LpEvent<'lp-navigate'>) => void) | undefined,
) {
  const runtime = useRuntime();
  const { config } = useWidgetHost();
  const emitNavigate = useLpEvent('lp-navigate', onNavigate, true);
  return async (result: LoginResult) => {
    const role = result.roles[0] ?? 'student';
    const path =
      role === 'librarian' || role === 'admin'
        ? '/admin'
        : role === 'student'
          ? '/student'
          : '/teacher';
    if (!emitNavigate({ path, query: {} })) return;
    if (afterLoginUrl) {
      location.assign(fillUrlTemplate(afterLoginUrl, { role, usertype: result.usertype }));
      return;
    }
    await navigateIntoPortal(runtime, config, path);
  };
}
