import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetRuntimeForTests } from './core/runtime';
import { watchEventLoop } from './test/event-loop-watchdog';

// findBy* and waitFor wait up to 5 s, not 1: on a loaded 2-core CI machine beside the browser
// tests, a render that takes a second is slow, not wrong. A failing wait only takes longer.
configure({ asyncUtilTimeout: 5000 });

let nameTest: ReturnType<typeof watchEventLoop> | undefined;
beforeAll(() => {
  nameTest = watchEventLoop(expect.getState().testPath ?? 'a test file');
});

// Each test starts from a fresh page: no session, no stored settings, a new runtime.
beforeEach(({ task }) => {
  nameTest?.([task.suite?.name, task.name].filter(Boolean).join(' > '));
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
