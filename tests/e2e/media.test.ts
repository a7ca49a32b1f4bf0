/**
 * Story-telling media and read-aloud end to end in Chromium, zh and en: 李明 opens the story list,
 * plays a story with the keyboard alone (the browser's own player, its captions track loaded from a
 * blob: URL under the page's CSP) and reads its transcript; opens an album and moves through it
 * with the arrow keys; lp-read-aloud on a school's page reads at rate 0.5 with speech synthesis
 * stubbed, and shows the alert "该浏览器不支持TTS引擎" where there is none. Axe at each new state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enMedia from '../../src/core/i18n/locales/en/media';
import zhMedia from '../../src/core/i18n/locales/zh/media';
import { expectNoViolations, fill } from './support/account';
import { focused } from './support/keyboard';
import { handOver } from './support/hand-over';
import { DEMO, STRINGS } from './support/strings';
import { gotoWidgetPage, type Language } from './support/widget-page';

const MEDIA = { zh: zhMedia, en: enMedia } as const;

const e2e = handOver({ ownServer: true });
const { freshPage, loggedInPage, expectNoPageErrors } = e2e;

/** Presses Tab until `name` has the focus (at most 120 times: the personal menu comes first). */
async function tabTo(page: Page, matches: (name: string, tag: string) => boolean) {
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now && matches(now.name, now.tag)) return;
  }
  throw new Error('never reached by Tab');
}

describe.each(['zh', 'en'] as const)('story-telling media, %s', (lang: Language) => {
  const t = MEDIA[lang];

  it('李明 plays a story with the keyboard, with its captions and transcript', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/storyTelling');
    // The page comes rendered for a visitor (public stories only) and is rendered afresh for
    // the reader: the album is the reader's list, not the visitor's.
    await page
      .getByRole('link', { name: fill(t.list.viewItem, { title: '2026 读书节' }) })
      .waitFor();
    await page
      .getByRole('link', { name: fill(t.list.playItem, { title: '小蝌蚪找妈妈' }) })
      .waitFor();
    expect(await page.title()).toContain(STRINGS[lang].routes.storyTelling);
    await expectNoViolations(page, `${lang}: story list`);

    await tabTo(page, (name) => name === fill(t.list.playItem, { title: '小蝌蚪找妈妈' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/player\?id=\d+$/);
    const audio = page.locator('audio');
    await audio.waitFor();
    // The captions came through a blob: URL the page's CSP allows, and the track has cues.
    await expect
      .poll(() =>
        audio.evaluate((media: HTMLAudioElement) => media.textTracks[0]?.cues?.length ?? 0),
      )
      .toBe(4);
    await expectNoViolations(page, `${lang}: player`);

    // Chromium's own player: Space on the focused <audio> plays it.
    await tabTo(page, (_, tag) => tag === 'audio');
    await page.keyboard.press('Space');
    await expect
      .poll(() => audio.evaluate((media: HTMLAudioElement) => media.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: t.player.showTranscript }).click();
    await page.getByText('池塘里有一群小蝌蚪。').waitFor();
    await expectNoViolations(page, `${lang}: transcript`);
    expectNoPageErrors();
  });

  it('李明 opens an album and moves through it with the arrow keys', async () => {
    const page = await loggedInPage(DEMO.student, lang, '/album');
    await page.getByRole('button', { name: t.list.kind_album, pressed: true }).waitFor();
    await page.getByRole('link', { name: fill(t.list.viewItem, { title: '2026 读书节' }) }).click();
    const gallery = page.getByRole('group', {
      name: fill(t.album.gallery, { title: '2026 读书节' }),
    });
    await gallery.waitFor();
    const first = gallery.locator('figure img');
    await expect.poll(() => first.getAttribute('alt')).toBe('读书节开幕式上，校长致辞');
    // The photo is a real JPEG, fetched with the reader's token.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expectNoViolations(page, `${lang}: album`);

    await gallery.locator('figure').focus();
    await page.keyboard.press('ArrowRight');
    await gallery.getByText(fill(t.album.photo, { index: 2, total: 4 })).waitFor();
    await expect.poll(() => first.getAttribute('alt')).toBe('同学们在操场上交换好书');
    await page.keyboard.press('End');
    await gallery.getByText(fill(t.album.photo, { index: 4, total: 4 })).waitFor();
    expect((await focused(page))?.tag).toBe('figure');
    await expectNoViolations(page, `${lang}: album moved`);
    expectNoPageErrors();
  });
});

/** Replaces speech synthesis with a recorder before the page's scripts run. */
const STUB_SPEECH = () => {
  const spoken: { text: string; lang: string; rate: number }[] = [];
  (window as unknown as { spoken: typeof spoken }).spoken = spoken;
  class Utterance {
    lang = '';
    rate = 1;
    onend: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: Utterance,
    configurable: true,
  });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang, rate: u.rate }),
      cancel: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      getVoices: () => [],
    },
  });
};

const NO_SPEECH = () => {
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: undefined,
    configurable: true,
  });
};

describe.each(['zh', 'en'] as const)('lp-read-aloud on a school page, %s', (lang: Language) => {
  const t = STRINGS[lang].readAloud;
  const main = '<lp-read-aloud lang="LANG">小蝌蚪找妈妈。</lp-read-aloud>'.replace('LANG', lang);

  it('reads the passage at rate 0.5 when play is pressed with the keyboard', async () => {
    const page = await freshPage();
    await page.addInitScript(STUB_SPEECH);
    await gotoWidgetPage(page, e2e.url, { main, lang });
    const play = page.getByRole('button', { name: t.play, exact: true });
    await play.waitFor();
    await play.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: t.state_speaking }).waitFor();
    const spoken = await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken);
    expect(spoken).toEqual([
      { text: '小蝌蚪找妈妈。', lang: lang === 'en' ? 'en-US' : 'zh-CN', rate: 0.5 },
    ]);
    await expectNoViolations(page, `${lang}: reading aloud`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: t.state_paused }).waitFor();
    expectNoPageErrors();
  });

  it('shows the product’s alert where the browser has no speech synthesis', async () => {
    const page = await freshPage();
    await page.addInitScript(NO_SPEECH);
    await gotoWidgetPage(page, e2e.url, { main, lang });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByText(t.unsupported).waitFor();
    // Pressable though marked disabled (aria-disabled keeps it focusable): it explains itself.
    await page.getByRole('button', { name: t.play, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts).toEqual([t.unsupported]);
    await expectNoViolations(page, `${lang}: no speech synthesis`);
    expectNoPageErrors();
  });
});
