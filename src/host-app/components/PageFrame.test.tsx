import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPEATS_PAGE_TITLE, useRepeatsPageTitle } from '../../core';
import { PageFrame } from './PageFrame';

/** A widget with its own heading, as the portal's widgets have. */
function Widget({ heading }: { heading: string }) {
  return <h2 {...useRepeatsPageTitle(heading)}>{heading}</h2>;
}

/** Headings a sighted reader sees: jsdom lays nothing out, so read the rule that hides them. */
const shown = () =>
  screen
    .getAllByRole('heading')
    .filter((heading) => getComputedStyle(heading).position !== 'absolute')
    .map((heading) => heading.textContent);

describe('PageFrame: the title shown once', () => {
  it('hides from sight a widget heading that repeats the h1, keeping it for screen readers', () => {
    render(
      <PageFrame title="我的消息">
        <Widget heading="我的消息" />
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading', { name: '我的消息' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).hasAttribute(REPEATS_PAGE_TITLE)).toBe(true);
    expect(shown()).toEqual(['我的消息']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('我的消息');
  });

  it('leaves a heading of other words, and an embedded widget’s, as they are', () => {
    const { unmount } = render(
      <PageFrame title="我的借阅">
        <Widget heading="借阅中" />
      </PageFrame>,
    );
    expect(shown()).toEqual(['我的借阅', '借阅中']);
    unmount();
    render(<Widget heading="我的消息" />);
    expect(screen.getByRole('heading').hasAttribute(REPEATS_PAGE_TITLE)).toBe(false);
  });

  it('with the h1 hidden, the widget’s heading is the one shown', () => {
    render(
      <PageFrame title="图书详情" titleHidden>
        <Widget heading="图书详情" />
      </PageFrame>,
    );
    expect(shown()).toEqual(['图书详情']);
    expect(screen.getByRole('heading', { level: 2 }).hasAttribute(REPEATS_PAGE_TITLE)).toBe(false);
  });
});
