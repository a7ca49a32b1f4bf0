import type { Decorator } from '@storybook/react-vite';
import { getRuntime } from '../core/runtime';
import type { LoginResult } from '../core/api/contract';
import { DEMO_READER } from './demo-reader';

export { DEMO_READER };

/** The demo teacher (T0001 王芳): the teaching widgets' stories and tests log in as her. */
export const DEMO_TEACHER_READER: LoginResult = {
  ...DEMO_READER,
  id: 9,
  readercode: 'T0001',
  name: '王芳',
  nickname: '王老师',
  usertype: 1,
  roles: ['teacher'],
};

/** The demo librarian (L0001), as the desk's tests and stories log in. */
export const DEMO_LIBRARIAN: LoginResult = {
  ...DEMO_READER,
  id: 90,
  readercode: 'L0001',
  name: '赵馆员',
  nickname: '赵馆员',
  usertype: 8,
  roles: ['librarian'],
};

/** The demo admin (A0001): usertype 9, the other staff role (settings, the audit log). */
export const DEMO_ADMIN: LoginResult = {
  ...DEMO_LIBRARIAN,
  id: 91,
  readercode: 'A0001',
  name: '钱管理员',
  nickname: '钱管理员',
  usertype: 9,
  roles: ['admin'],
};

/**
 * Logs the page's runtime in (or out) without a login call: tests and stories that are about
 * what a logged-in reader sees. Clearing matters in Storybook, where the session persists.
 */
export function setTestSession(loggedIn: boolean | LoginResult): void {
  const { session } = getRuntime();
  if (loggedIn) session.setLogin(loggedIn === true ? DEMO_READER : loggedIn);
  else session.clear();
}

/**
 * A story decorator that logs the story's runtime in or out (Storybook's preview creates a
 * fresh runtime per story, which reads a session left in the cookie by the story before).
 */
export function withStorySession(loggedIn: boolean | LoginResult): Decorator {
  return (Story) => {
    setTestSession(loggedIn);
    return <Story />;
  };
}
