import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiPath,
  ListStates,
  OrganizationGate,
  isPlainLeftClick,
  toCount,
  useHrefTo,
  useLpEvent,
  useNavigateTo,
  useTopItems,
  type CommonWidgetSettings,
  type LpEvent,
  type SearchWordStat,
} from '../../core';
import { Heading, Muted, Section, Words } from './styles';

export const DEFAULT_HOT_WORDS = 10;
export const MAX_HOT_WORDS = 50;
/** Where the portal lists results (the header search box goes there too). */
export const RESULTS_PATH = '/book-list';

export interface HotWordsProps extends CommonWidgetSettings {
  /** How many words (default 10, at most 50). */
  count?: number;
  /** URL template for results, e.g. `/catalogue?q={keyword}`; the portal's /book-list otherwise. */
  resultsUrl?: string;
  /** A compact strip (e.g. under a search box): the heading, then one row of words that scrolls sideways. */
  inline?: boolean;
  onSearch?: (event: LpEvent<'lp-search'>) => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function HotWordList({ organizationid, props }: { organizationid: number; props: HotWordsProps }) {
  const { t } = useTranslation();
  const hrefTo = useHrefTo();
  const emitSearch = useLpEvent('lp-search', props.onSearch);
  const navigateTo = useNavigateTo(props.onNavigate);
  const headingId = useId();
  const count = toCount(props.count, DEFAULT_HOT_WORDS, MAX_HOT_WORDS);
  const words = useTopItems<SearchWordStat>(ApiPath.hotSearchWords, organizationid, count);
  const resultsUrl = props.resultsUrl || undefined;

  const open = (event: MouseEvent, keyword: string) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    emitSearch({ keyword });
    navigateTo(RESULTS_PATH, { keyword }, resultsUrl);
  };

  return (
    <Section aria-labelledby={headingId} aria-busy={words.isPending} $inline={!!props.inline}>
      <Heading id={headingId}>{t('searchPage.hotWords')}</Heading>
      <ListStates list={words} empty={<Muted>{t('searchPage.hotWordsEmpty')}</Muted>}>
        {(items) => (
          <Words as="ul" part="list">
            {items.map(({ word }) => (
              <li key={word}>
                <a
                  href={hrefTo(RESULTS_PATH, { keyword: word }, resultsUrl)}
                  part="word"
                  onClick={(event) => open(event, word)}
                >
                  {word}
                </a>
              </li>
            ))}
          </Words>
        )}
      </ListStates>
    </Section>
  );
}

/** Hot search words (SearchWordStatistics): links that run that search. */
export function HotWords(props: HotWordsProps) {
  return (
    <OrganizationGate>
      {(organization) => <HotWordList organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
