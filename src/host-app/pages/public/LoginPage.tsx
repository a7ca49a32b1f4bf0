import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../core';
import { LoginDialog } from '../../../widgets/login-dialog';

/** /login: the login form in the page; `?redirect=` is honoured only inside the portal. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirectPath(params.get('redirect'));
  return (
    <LoginDialog
      inline
      onNavigate={(event) => {
        if (!redirect) return;
        event.preventDefault();
        void navigate(redirect, { replace: true });
      }}
    />
  );
}
