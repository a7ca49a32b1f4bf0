import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  Button,
  ErrorState,
  fastReadingQuery,
  Loading,
  MultilineText,
  unwrap,
  useApi,
  useSession,
  type FastReading,
} from '../../core';
import { Muted, QuickReadPanel } from './styles';

function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang.startsWith('en') ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
  }).format(date);
}

/**
 * A book's AI quick read (BookFastReading Query, and Gen when there is none yet).
 * Only a logged-in reader may have one generated; the summary is plain text.
 */
export function QuickRead({
  id,
  bookid,
  title,
  organizationid,
}: {
  id: string;
  bookid: number;
  title: string;
  organizationid: number;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { isLogin } = useSession();
  const readingQuery = fastReadingQuery(api, organizationid, bookid);
  const reading = useQuery(readingQuery);
  const generate = useMutation({
    mutationFn: async () =>
      unwrap(await api.post<FastReading>(ApiPath.fastReadingGen, { body: { bookid } })),
    onSuccess: (made) => queryClient.setQueryData(readingQuery.queryKey, made),
  });

  let content: ReactNode;
  if (reading.isPending) content = <Loading />;
  else if (reading.isError) content = <ErrorState />;
  else if (reading.data) {
    content = (
      <>
        <p>
          <MultilineText text={reading.data.summary} />
        </p>
        <Muted>
          {t('quickRead.generatedAt', {
            date: formatDate(reading.data.generatedat, i18n.language),
          })}
        </Muted>
      </>
    );
  } else {
    content = (
      <>
        <p>{t('quickRead.none')}</p>
        {isLogin ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={generate.isPending}
            onClick={() => generate.mutate()}
          >
            {generate.isPending ? t('quickRead.generating') : t('quickRead.generate')}
          </Button>
        ) : (
          <Muted>{t('quickRead.loginToGenerate')}</Muted>
        )}
        {generate.isError ? (
          // The AI service's own message (code 50301 is not a toast) or ours.
          <ErrorState>{generate.error.message || t('quickRead.failed')}</ErrorState>
        ) : null}
      </>
    );
  }
  return (
    <QuickReadPanel
      id={id}
      role="region"
      aria-label={t('quickRead.region', { title })}
      aria-busy={reading.isPending || generate.isPending}
      aria-live="polite"
      part="quick-read"
    >
      {content}
    </QuickReadPanel>
  );
}
