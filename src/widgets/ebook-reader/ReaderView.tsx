import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loading, useApi, type EBookDetail, type EBookFormat } from '../../core';
import { localPosition, usePositionSaver } from './position';
import { loadRenderer } from './renderers/load';
import type { BookRenderer, ReaderLocation } from './renderers/types';
import { Controls, Frame, Hint, Page, Status, Title } from './styles';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/** Turns the page a key asks for; false for any other key (left to the browser). */
function turnByKey(renderer: BookRenderer | null, key: string): boolean {
  if (NEXT_KEYS.has(key)) void renderer?.next();
  else if (PREVIOUS_KEYS.has(key)) void renderer?.prev();
  else return false;
  return true;
}

/**
 * The open book: the page, previous / "page x of y" / next, keyboard page turns (arrows,
 * PageUp/PageDown) on the focused page and inside the EPUB's frame, and the position kept.
 */
export function ReaderView({
  organizationid,
  book,
  fileid,
  format,
  onBack,
}: {
  organizationid: number;
  book: EBookDetail;
  fileid: string;
  format: EBookFormat;
  onBack?: () => void;
}) {
  const { t } = useTranslation('ebooks');
  const api = useApi();
  const pageRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<BookRenderer | null>(null);
  const hintId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [location, setLocation] = useState<ReaderLocation | null>(null);
  const save = usePositionSaver(organizationid, book.id);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  // Opened once per book: the saved position is read when the book opens, not on every save.
  const startAt = useRef(book.position ?? localPosition(organizationid, book.id));

  useEffect(() => {
    const container = pageRef.current;
    if (!container) return;
    let cancelled = false;
    let renderer: BookRenderer | null = null;
    (async () => {
      const [blob, open] = await Promise.all([api.fileBlob(fileid), loadRenderer[format]()]);
      if (!blob) throw new Error('file');
      const data = await blob.arrayBuffer();
      if (cancelled) return;
      renderer = await open({
        container,
        data,
        position: startAt.current,
        title: book.title,
        language: book.language,
        onLocation: (next) => {
          setLocation(next);
          saveRef.current(next.position, next.percent);
        },
      });
      if (cancelled) {
        renderer.destroy();
        return;
      }
      rendererRef.current = renderer;
      renderer.onKey((key) => turnByKey(rendererRef.current, key));
      setState('ready');
      container.focus();
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      rendererRef.current = null;
      renderer?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one opening per book and file
  }, [api, fileid, format, book.id]);

  const turn = (direction: 'next' | 'prev') => void rendererRef.current?.[direction]();
  const onKeyDown = (event: KeyboardEvent) => {
    if (turnByKey(rendererRef.current, event.key)) event.preventDefault();
  };

  return (
    <Frame part="reader">
      <Title lang={book.language ?? undefined}>{book.title}</Title>
      <Page
        ref={pageRef}
        tabIndex={0}
        role="region"
        aria-roledescription={t('reader.label')}
        aria-label={book.title}
        aria-describedby={hintId}
        aria-busy={state === 'loading'}
        lang={book.language ?? undefined}
        onKeyDown={onKeyDown}
        part="page"
      />
      {state === 'loading' ? <Loading /> : null}
      {state === 'failed' ? <p role="alert">{t('reader.failed')}</p> : null}
      <Controls part="controls">
        {onBack ? (
          <Button type="button" $variant="ghost" onClick={onBack}>
            {t('reader.backToBook')}
          </Button>
        ) : null}
        <Button
          type="button"
          $variant="secondary"
          disabled={state !== 'ready' || location?.atStart === true}
          onClick={() => turn('prev')}
        >
          {t('reader.previous')}
        </Button>
        <Status role="status" aria-live="polite">
          {location ? t('reader.location', { page: location.page, pages: location.pages }) : ''}
        </Status>
        <Button
          type="button"
          $variant="secondary"
          disabled={state !== 'ready' || location?.atEnd === true}
          onClick={() => turn('next')}
        >
          {t('reader.next')}
        </Button>
      </Controls>
      <Hint id={hintId}>{t('reader.hint')}</Hint>
    </Frame>
  );
}
