import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import { getRuntime, type LpEvent } from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import { delayed, type FakeHandler } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { PROFILE, settingsServer, type SettingsServerOptions } from './fixtures';
import { ReaderSettings, type SettingsSection } from './ReaderSettings';

export interface Upload {
  path: string;
  file: File | null;
}

/**
 * Renders the settings against the fake server. Uploads (multipart, which the fake API does
 * not parse) are answered here and recorded with their file.
 */
export function setupSettings(
  options: SettingsServerOptions & {
    loggedIn?: boolean;
    teacher?: boolean;
    lang?: 'en';
    section?: SettingsSection;
    /** Milliseconds every answer takes. */
    delay?: number;
    /** The answer to an upload; success with the avatar "new-avatar" by default. */
    uploadReply?: { code: number; msg: string; data: unknown };
  } = {},
) {
  if (options.teacher) {
    getRuntime().session.setLogin({ ...DEMO_READER, usertype: 1, roles: ['teacher'] });
  } else {
    setTestSession(options.loggedIn ?? true);
  }
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const withDelay = (handler: FakeHandler) =>
    options.delay ? delayed(handler, options.delay) : handler;
  const teacher = { ...PROFILE, usertype: 1, roles: ['teacher' as const] };
  const rendered = renderWidget(
    <ReaderSettings section={options.section} onNavigate={onNavigate} />,
    withDelay(settingsServer(options.teacher ? { profile: teacher, ...options } : options)),
    options.lang,
  );
  const uploads: Upload[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return inner(input, init);
    const file = init.body.get('file');
    uploads.push({
      path: new URL(String(input)).pathname,
      file: file instanceof File ? file : null,
    });
    const reply = options.uploadReply ?? {
      code: 0,
      msg: 'success',
      data: String(input).includes('Face')
        ? { fileid: 'face-2', updatedtime: '2026-11-24T00:00:00Z' }
        : { ...getRuntime().session.getSnapshot().user, avatar: 'new-avatar' },
    };
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  });
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, uploads, calls, user: userEvent.setup() };
}

/** A file of `size` bytes starting with `head`, typed as the browser types it by its name. */
export function fileOf(name: string, type: string, head: number[], size = 1024): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}
