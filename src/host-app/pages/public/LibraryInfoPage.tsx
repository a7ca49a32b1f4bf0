import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  MultilineText,
  QueryStates,
  libraryInfosQuery,
  useApi,
  useOrganization,
  type LibraryInfo,
} from '../../../core';
import { PageFrame } from '../../components/PageFrame';
import { Muted, Section } from './styles';

/** Which of the library's information entries a page shows, the first as its main text. */
const PAGE_KEYS: Record<'about' | 'readerNotice', LibraryInfo['key'][]> = {
  about: ['introduction', 'openinghours', 'address', 'servicephone'],
  readerNotice: ['readernotice'],
};

/**
 * /about (the library introduction, with its hours, address and phone) and /readerNotice:
 * the organisation's information pages (NewsApi/OPACInfos/List), plain text, never HTML.
 */
export function LibraryInfoPage({ page }: { page: 'about' | 'readerNotice' }) {
  const { t, i18n } = useTranslation(['translation', 'ebooks']);
  const api = useApi();
  const organization = useOrganization();
  const orgId = organization.data?.id;
  const infos = useQuery({
    ...libraryInfosQuery(api, orgId ?? 0, i18n.language),
    enabled: orgId !== undefined,
  });
  const keys = PAGE_KEYS[page];
  const shown = (infos.data ?? []).filter((info) => keys.includes(info.key) && info.content);
  shown.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
  return (
    <PageFrame title={t(`routes.${page}`)}>
      <QueryStates
        query={infos}
        error={<ErrorState />}
        empty={<Muted>{t('ebooks:info.empty')}</Muted>}
        isEmpty={() => shown.length === 0}
      >
        {() =>
          shown.map((info, index) => (
            <Section key={info.key} aria-label={index === 0 ? undefined : info.title}>
              {index === 0 ? null : <h2>{info.title}</h2>}
              <p>
                <MultilineText text={info.content} />
              </p>
            </Section>
          ))
        }
      </QueryStates>
    </PageFrame>
  );
}

export function AboutPage() {
  return <LibraryInfoPage page="about" />;
}

export function ReaderNoticePage() {
  return <LibraryInfoPage page="readerNotice" />;
}
