import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COVER_RETRY_DELAY_MS, Cover, MAX_COVER_RETRIES } from './Cover';

const SRC = 'https://covers.example/broken.jpg';
const image = () => screen.getByRole('img', { name: '封面' }) as HTMLImageElement;

/** The image fails to load, then the retry's pause passes. */
function failAndWait(attempt: number) {
  fireEvent.error(image());
  act(() => vi.advanceTimersByTime(COVER_RETRY_DELAY_MS * attempt));
}

describe('Cover (spec §8, §9: retried up to 3 times, then the default image)', () => {
  it('requests a failing cover 1 + 3 times, showing the default between tries, then keeps the default', () => {
    vi.useFakeTimers();
    render(<Cover src={SRC} alt="封面" />);
    const sources: string[] = [image().src];
    for (let attempt = 1; attempt <= MAX_COVER_RETRIES; attempt += 1) {
      fireEvent.error(image());
      // While it waits, the default image shows rather than a broken one.
      expect(image().dataset.cover).toBe('default');
      act(() => vi.advanceTimersByTime(COVER_RETRY_DELAY_MS * attempt));
      sources.push(image().src);
    }
    expect(sources).toEqual([SRC, SRC, SRC, SRC]);
    fireEvent.error(image());
    expect(image().dataset.cover).toBe('default');
    expect(image().src).toMatch(/^data:image\/svg\+xml/);
    // Given up: no more attempts, however long one waits.
    act(() => vi.advanceTimersByTime(60_000));
    expect(image().dataset.cover).toBe('default');
  });

  it('keeps a cover that loads on a retry', () => {
    vi.useFakeTimers();
    render(<Cover src={SRC} alt="封面" />);
    failAndWait(1);
    fireEvent.load(image());
    act(() => vi.advanceTimersByTime(60_000));
    expect(image().src).toBe(SRC);
    expect(image().dataset.cover).toBe('source');
  });

  it('starts counting afresh for another book', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Cover src={SRC} alt="封面" />);
    for (let attempt = 1; attempt <= MAX_COVER_RETRIES + 1; attempt += 1) failAndWait(attempt);
    expect(image().dataset.cover).toBe('default');
    rerender(<Cover src="https://covers.example/other.jpg" alt="封面" />);
    expect(image().src).toBe('https://covers.example/other.jpg');
  });

  it('counts a cover that failed before the app was there (in the page the server sent)', () => {
    vi.useFakeTimers();
    // What a browser reports for an image it already failed to load: complete, no pixels.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    render(<Cover src={SRC} alt="封面" />);
    complete.mockRestore();
    expect(image().dataset.cover).toBe('default');
    act(() => vi.advanceTimersByTime(COVER_RETRY_DELAY_MS));
    expect(image().src).toBe(SRC);
  });

  it('loads lazily unless the page shows it at once', () => {
    const { rerender } = render(<Cover src={SRC} alt="封面" />);
    expect(image().getAttribute('loading')).toBe('lazy');
    rerender(<Cover src={SRC} alt="封面" eager />);
    expect(image().getAttribute('loading')).toBe('eager');
  });

  it('shows the default image when there is no cover', () => {
    render(<Cover src={null} alt="封面" />);
    expect(image().dataset.cover).toBe('default');
  });
});
