import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ApiPath,
  Button,
  ErrorState,
  fastReadingQuery,
  Loading,
  MultilineText,
  token,
  unwrap,
  useApi,
  useSession,
  type FastReading,
} from '../../core';

const Panel = styled.div`
  margin-top: 8px;
  padding: 10px 12px;
  border-left: 3px solid ${token('--lp-color-primary')};
  background: ${token('--lp-color-surface-alt')};
  border-radius: ${token('--lp-radius')};
  p {
    margin: 0 0 6px;
  }
`;

const Muted = styled.p`
  color: ${token('--lp-color-text-muted')};
  font-size: 0.92em;
`;

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
    <Panel
      id={id}
      role="region"
      aria-label={t('quickRead.region', { title })}
      aria-busy={reading.isPending || generate.isPending}
      aria-live="polite"
      part="quick-read"
    >
      {content}
    </Panel>
  );
}
