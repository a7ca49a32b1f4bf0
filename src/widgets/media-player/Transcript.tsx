import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, mediaFileQuery, useApi } from '../../core';
import { formatDuration } from '../../core/ui/duration';
import { TranscriptList } from './styles';
import { parseVtt, type Cue } from './transcript';

/** The captions as a transcript, shown on request (a button that says whether it is open). */
export function Transcript({ fileid }: { fileid: string }) {
  const { t } = useTranslation('media');
  const api = useApi();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const file = useQuery({ ...mediaFileQuery(api, fileid), enabled: open });
  const [cues, setCues] = useState<{ blob: Blob; cues: Cue[] } | null>(null);
  useEffect(() => {
    const blob = file.data;
    if (!blob) return undefined;
    let current = true;
    blob.text().then(
      (source) => {
        if (current) setCues({ blob, cues: parseVtt(source) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file.data]);
  const shown = cues && cues.blob === file.data ? cues.cues : null;
  return (
    <div part="transcript">
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'player.hideTranscript' : 'player.showTranscript')}
      </Button>
      <TranscriptList id={listId} hidden={!open} aria-label={t('player.transcript')}>
        {file.isError || file.data === null ? <li>{t('player.fileFailed')}</li> : null}
        {open && shown
          ? shown.map((cue, index) => (
              <li key={index}>
                <time>{formatDuration(cue.start)}</time> {cue.text}
              </li>
            ))
          : null}
      </TranscriptList>
    </div>
  );
}
