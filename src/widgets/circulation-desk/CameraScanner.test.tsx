import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { CirculationDesk } from './CirculationDesk';
import type * as DetectorModule from './detector';
import { createDetector, type DeskDetector } from './detector';
import { deskServer } from './fixtures';

// The reader is chosen in detector.ts (detector.test.ts); here it is a stand-in, and what is
// checked is what the desk does with its codes, or without one.
vi.mock('./detector', async (original) => ({
  ...(await original<typeof DetectorModule>()),
  createDetector: vi.fn(),
}));
const created = vi.mocked(createDetector);

/** A camera that starts: its stream's tracks record being stopped. */
function stubCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: vi.fn(() => Promise.resolve(stream)) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  return track;
}

/**
 * A detector that sees `held.code` at each look, for `held.forMs` after it first saw it (a book
 * held up that long, timed by the looks themselves so that a slow machine cannot stretch it).
 */
function heldUp() {
  const held = { code: '', forMs: Infinity, since: 0, looks: 0 };
  const detector: DeskDetector = {
    detect: () => {
      if (!held.code) return Promise.resolve([]);
      held.since ||= Date.now();
      if (Date.now() - held.since > held.forMs) return Promise.resolve([]);
      held.looks += 1;
      return Promise.resolve([{ rawValue: held.code }]);
    },
  };
  return { held, detector };
}

function setup() {
  setTestSession(DEMO_LIBRARIAN);
  const rendered = renderWidget(<CirculationDesk />, deskServer());
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  created.mockReset();
});

describe('the camera at the desk', () => {
  it('scans what it sees, the same code held up for a while counting once', async () => {
    stubCamera();
    const { held, detector } = heldUp();
    created.mockResolvedValue(detector);
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '用摄像头扫描' }));
    await screen.findByLabelText('摄像头画面');

    // The card held up for 3 s, longer than the 2 s a code is remembered after it was last
    // seen: looked at about fifteen times (at least twice on a busy machine), scanned once (a
    // second scan, with a reader loaded, would be taken for a copy to lend).
    Object.assign(held, { code: 'S0001', forMs: 3000 });
    await screen.findByRole('region', { name: /李明（S0001）/ });
    await waitFor(() => expect(Date.now() - held.since).toBeGreaterThan(3500), { timeout: 8000 });
    expect(held.looks).toBeGreaterThanOrEqual(2);
    expect(calls(ApiPath.deskReader)).toHaveLength(1);
    expect(calls(ApiPath.deskLend)).toHaveLength(0);

    Object.assign(held, { code: 'YT1001', forMs: Infinity, since: 0 });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/已借出《骆驼祥子》（YT1001）/),
    );
    expect(calls(ApiPath.deskLend).map((request) => request.body)).toMatchObject([
      { readercode: 'S0001', barcode: 'YT1001' },
    ]);
  });

  it('says the browser cannot read barcodes when the fallback fails; the field still works', async () => {
    const track = stubCamera();
    created.mockRejectedValue(new Error('wasm blocked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '用摄像头扫描' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '此浏览器无法识别条码，请使用扫码枪或手动输入',
    );
    // The camera is not left on for nothing.
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(screen.queryByLabelText('摄像头画面')).toBeNull();
    expect(warn).toHaveBeenCalled();

    await user.click(screen.getByRole('textbox'));
    await user.keyboard('S0001{Enter}');
    await screen.findByRole('region', { name: /李明（S0001）/ });
  });

  it('keeps the camera error for a camera that does not start', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.reject(new Error('Permission denied')) },
    });
    created.mockResolvedValue(heldUp().detector);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '用摄像头扫描' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '无法打开摄像头：Permission denied',
    );
  });
});
