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

describe('Cover (retried up to 3 times, then the default image)', () => {
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

describe('Cover of a book without a reachable image: one drawn from the book', () => {
  const BOOK = { bookid: 7, title: '三体', author: '刘慈欣' };
  const generated = () => screen.getByRole('img', { name: BOOK.title });

  it('after the 3 retries, shows the title and author, named by the title', () => {
    vi.useFakeTimers();
    render(<Cover src={SRC} alt="封面" book={BOOK} />);
    for (let attempt = 1; attempt <= MAX_COVER_RETRIES; attempt += 1) {
      fireEvent.error(image());
      // Between tries the plain default: a drawn cover would flash before the real one.
      expect(image().dataset.cover).toBe('default');
      act(() => vi.advanceTimersByTime(COVER_RETRY_DELAY_MS * attempt));
      expect(image().dataset.cover).toBe('source');
    }
    fireEvent.error(image());
    expect(generated().dataset.cover).toBe('generated');
    expect(generated().textContent).toBe('三体刘慈欣');
    expect(screen.queryByRole('img', { name: '封面' })).toBeNull();
  });

  it('is drawn at once when the book has no cover on file', () => {
    render(<Cover src={null} alt="三体 的封面" book={BOOK} />);
    expect(generated().dataset.cover).toBe('generated');
  });

  it('is the size of a real cover', () => {
    const { container } = render(
      <>
        <Cover src={SRC} alt="real" width={140} />
        <Cover src={null} alt="drawn" width={140} book={BOOK} />
      </>,
    );
    const [real, drawn] = [...container.children].map((element) => getComputedStyle(element));
    expect(drawn!.width).toBe('140px');
    expect(drawn!.width).toBe(real!.width);
    expect(drawn!.aspectRatio.replace(/\s/g, '')).toBe('3/4');
    expect(drawn!.aspectRatio).toBe(real!.aspectRatio);
  });

  it('puts a hostile title and author in as text, never as markup', () => {
    const hostile = {
      bookid: 8,
      title: '<img src=x onerror="alert(1)">',
      author: '<script>alert(2)</script>',
    };
    const { container } = render(<Cover src={null} alt="" book={hostile} />);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe(`${hostile.title}${hostile.author}`);
  });

  it('is hidden from assistive technology where the caller marks the cover decorative', () => {
    const { container } = render(<Cover src={null} alt="" book={BOOK} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the author line out when there is none', () => {
    render(
      <Cover src={null} alt="x" book={{ bookid: 9, title: 'Anonymous poems', author: ' ' }} />,
    );
    expect(screen.getByRole('img', { name: 'Anonymous poems' }).textContent).toBe(
      'Anonymous poems',
    );
  });

  it('differs in colour between two books and stays the same for one', () => {
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    const { container, rerender } = render(<Cover src={null} alt="x" book={BOOK} />);
    const first = background(container.firstElementChild!);
    rerender(<Cover src={null} alt="x" book={{ ...BOOK }} />);
    expect(background(container.firstElementChild!)).toBe(first);
    rerender(<Cover src={null} alt="x" book={{ bookid: 8, title: '三体' }} />);
    expect(background(container.firstElementChild!)).not.toBe(first);
  });
});

describe('Cover with the server’s drawing: at once, the real cover over it when it loads', () => {
  const DRAWING = '/api/LibraryApi/Book/GeneratedCover?bookid=7&orgid=1';

  it('shows the drawing at once, names the book by it, and shows the real cover only once loaded', () => {
    render(<Cover src={SRC} alt="三体 的封面" generated={DRAWING} />);
    const drawing = screen.getByRole('img', { name: '三体 的封面' }) as HTMLImageElement;
    expect(drawing.dataset.cover).toBe('generated');
    expect(drawing.getAttribute('src')).toBe(DRAWING);
    const real = document.querySelector('img[data-cover="source"]') as HTMLImageElement;
    expect(real.getAttribute('src')).toBe(SRC);
    expect(real.alt).toBe('');
    expect(real.dataset.loaded).toBe('false');
    fireEvent.load(real);
    expect(real.dataset.loaded).toBe('true');
  });

  it('keeps the drawing, with no default image in between, when the real cover never loads', () => {
    vi.useFakeTimers();
    render(<Cover src={SRC} alt="三体 的封面" generated={DRAWING} />);
    for (let attempt = 1; attempt <= MAX_COVER_RETRIES + 1; attempt += 1) {
      const real = document.querySelector('img[data-cover="source"]');
      if (real) fireEvent.error(real);
      expect(document.querySelector('img[data-cover="default"]')).toBeNull();
      expect(screen.getByRole('img', { name: '三体 的封面' }).dataset.cover).toBe('generated');
      act(() => vi.advanceTimersByTime(COVER_RETRY_DELAY_MS * attempt));
    }
    expect(document.querySelector('img[data-cover="source"]')).toBeNull();
    vi.useRealTimers();
  });
});
