import type { ApiClient } from '../api/client';
import { ApiPath, type LogoutRequest } from '../api/contract';
import type { SessionStore } from './session-store';

/**
 * Asks the server to end the reader's sessions (POST /IdentityApi/Reader/Logout): the access
 * token and the refresh token stop working on every instance at once, and the portal's
 * HttpOnly refresh cookie is cleared. The refresh token goes along when this page holds one,
 * so a logout whose access token has expired still ends the session. Never throws; the
 * caller clears the page whatever the answer.
 */
export async function logoutOnServer(api: ApiClient, session: SessionStore): Promise<void> {
  const { token, refreshtoken, isLogin } = session.getSnapshot();
  if (!isLogin && !token) return;
  const body: LogoutRequest = refreshtoken ? { refreshtoken } : {};
  await api.post<null>(ApiPath.logout, { silent: true, body });
}
