import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ReadAloudButton } from '../../core/ui/ReadAloudButton';
import { SPEECH_RATE, speak, speechLang } from '../../core/ui/speech';
import { fail } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { removeSpeech, stubSpeech } from '../../test/speech-stub';
import { ReadAloud } from './ReadAloud';

const noApi = () => fail(40401, 'not found', 404);
const PASSAGE = '床前明月光，\n疑是地上霜。<b>举头</b>望明月';

const setup = (ui = <ReadAloud text={PASSAGE} />, lang?: 'en') => {
  renderWidget(ui, noApi, lang);
  return userEvent.setup();
};

describe('speech helpers', () => {
  it('speaks at rate 0.5 in the language asked, with a voice of it when there is one', () => {
    const { spoken } = stubSpeech([
      { lang: 'zh-TW', name: 'Taiwan' },
      { lang: 'zh-CN', name: 'Mandarin' },
      { lang: 'en-GB', name: 'British' },
    ]);
    expect(speak('你好', 'zh')).toBe(true);
    expect(speak('Hello', 'en')).toBe(true);
    expect(spoken.map((u) => [u.text, u.lang, u.rate, u.voice?.name])).toEqual([
      ['你好', 'zh-CN', SPEECH_RATE, 'Mandarin'],
      ['Hello', 'en-US', 0.5, 'British'],
    ]);
    expect(speak('   ', 'zh')).toBe(false);
    expect(speechLang('en-GB')).toBe('en-GB');
  });

  it('does nothing where the browser cannot speak', () => {
    removeSpeech();
    expect(speak('你好', 'zh')).toBe(false);
  });
});

describe('ReadAloud', () => {
  it('reads the passage at rate 0.5, pauses, resumes, stops, and says so politely', async () => {
    const { spoken, synth, finish } = stubSpeech();
    const user = setup();
    // Text, never markup.
    await screen.findByText(/<b>举头<\/b>望明月/);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('未在朗读');
    await user.click(screen.getByRole('button', { name: '朗读' }));
    expect(spoken[0]).toMatchObject({ text: PASSAGE.trim(), lang: 'zh-CN', rate: 0.5 });
    expect(status.textContent).toBe('正在朗读');
    await user.click(screen.getByRole('button', { name: '暂停' }));
    expect(synth.pause).toHaveBeenCalled();
    expect(status.textContent).toBe('已暂停朗读');
    await user.click(screen.getByRole('button', { name: '继续' }));
    expect(synth.resume).toHaveBeenCalled();
    expect(status.textContent).toBe('正在朗读');
    await user.click(screen.getByRole('button', { name: '停止' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(status.textContent).toBe('未在朗读');
    // Reading to the end returns to the start too.
    await user.click(screen.getByRole('button', { name: '朗读' }));
    finish();
    await screen.findByText('未在朗读');
  });

  it('is operated by the keyboard; buttons that do nothing now stay focusable', async () => {
    const { spoken } = stubSpeech();
    const user = setup();
    const play = await screen.findByRole('button', { name: '朗读' });
    expect(screen.getByRole('button', { name: '暂停' }).getAttribute('aria-disabled')).toBe('true');
    play.focus();
    await user.keyboard('{Enter}');
    expect(spoken).toHaveLength(1);
    expect(play.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(spoken).toHaveLength(1);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('已暂停朗读');
  });

  it('shows the product’s alert where the browser cannot speak', async () => {
    removeSpeech();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: '朗读' }));
    expect(alert).toHaveBeenCalledWith('该浏览器不支持TTS引擎');
    expect(screen.getByText('该浏览器不支持TTS引擎')).toBeTruthy();
    expect(screen.getByRole('button', { name: '停止' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('speaks English in English and has no axe violations', async () => {
    const { spoken } = stubSpeech();
    const user = setup(<ReadAloud text="The quick brown fox." />, 'en');
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(spoken[0]).toMatchObject({ lang: 'en-US', rate: 0.5 });
    expect(screen.getByRole('status').textContent).toBe('Reading aloud');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('ReadAloudButton', () => {
  it('reads once pressed and stops when pressed again', async () => {
    const { spoken, synth } = stubSpeech();
    const user = setup(<ReadAloudButton text="第一题" label="第 1 题" />);
    const button = await screen.findByRole('button', { name: '朗读：第 1 题' });
    await user.click(button);
    expect(spoken[0]).toMatchObject({ text: '第一题', rate: 0.5 });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(synth.cancel).toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('alerts where there is no speech synthesis', async () => {
    removeSpeech();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = setup(<ReadAloudButton text="第一题" />);
    await user.click(await screen.findByRole('button', { name: /朗读/ }));
    expect(alert).toHaveBeenCalledWith('该浏览器不支持TTS引擎');
  });
});

describe('<lp-read-aloud>', () => {
  it('reads its own text content when it has no text attribute', async () => {
    const { spoken } = stubSpeech();
    (await import('./element')).define();
    const host = document.createElement('div');
    host.innerHTML = `<lp-read-aloud api-base="http://api.test/api">小蝌蚪找妈妈</lp-read-aloud>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await userEvent.click(await within(shadow).findByRole('button', { name: '朗读' }));
    expect(spoken[0]).toMatchObject({ text: '小蝌蚪找妈妈', rate: 0.5 });
    host.remove();
  });
});
