import type { Decorator } from '@storybook/react-vite';
import { getRuntime } from '../core/runtime';
import { DEMO_READER } from './demo-reader';

export { DEMO_READER };

/**
 * Logs the page's runtime in (or out) without a login call: tests and stories that are about
 * what a logged-in reader sees. Clearing matters in Storybook, where the session persists.
 */
export function setTestSession(loggedIn: boolean): void {
  const { session } = getRuntime();
  if (loggedIn) session.setLogin(DEMO_READER);
  else session.clear();
}

/**
 * A story decorator that logs the story's runtime in or out (Storybook's preview creates a
 * fresh runtime per story, which reads a session left in the cookie by the story before).
 */
export function withStorySession(loggedIn: boolean): Decorator {
  return (Story) => {
    setTestSession(loggedIn);
    return <Story />;
  };
}
