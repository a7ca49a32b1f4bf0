import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetRuntimeForTests } from './core/runtime';

// Each test starts from a fresh page: no session, no stored settings, a new runtime.
beforeEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  delete window.libportal;
  resetRuntimeForTests();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// preact/compat runs some effect cleanups on a timer after the unmount (hooks' afterPaint,
// up to 100 ms); the environment must still have its window when they do.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
