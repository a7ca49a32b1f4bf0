import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  Loading,
  ebookListQuery,
  ebookTagsQuery,
  useApi,
  VisuallyHidden,
  type EBookSummary,
  type EBookType,
} from '../../core';
import { Pager } from '../../core/ui/Pager';
import { EbookCard } from './EbookCard';
import { Cards, Chip, Chips, Heading, Muted, Results, SearchForm } from './styles';

export type TypeChoice = 'all' | 'ebook' | 'journal';
export const TYPE_CODES: Record<TypeChoice, EBookType | undefined> = {
  all: undefined,
  ebook: 0,
  journal: 1,
};

/** The tag strip: "all" and each tag with its count; the chosen one is pressed. */
function TagStrip({
  organizationid,
  tagid,
  onTag,
}: {
  organizationid: number;
  tagid: number | undefined;
  onTag: (tagid: number | undefined) => void;
}) {
  const { t } = useTranslation('ebooks');
  const api = useApi();
  const tags = useQuery(ebookTagsQuery(api, organizationid));
  // The strip's place is kept while the tags load.
  if (tags.isPending) return <Chips aria-hidden="true" />;
  if (!tags.data || tags.data.length === 0) return null;
  return (
    <Chips role="group" aria-label={t('tags.label')} part="tags">
      <Chip type="button" aria-pressed={tagid === undefined} onClick={() => onTag(undefined)}>
        {t('tags.all')}
      </Chip>
      {tags.data.map((tag) => (
        <Chip
          key={tag.id}
          type="button"
          aria-pressed={tagid === tag.id}
          onClick={() => onTag(tag.id)}
        >
          {t('tags.count', { name: tag.name, count: tag.count })}
        </Chip>
      ))}
    </Chips>
  );
}

/**
 * The library's e-books and journals: a type switch (unless the page fixed the type), the tag
 * strip, a search by title or author, and a page of cards.
 */
export function EbookBrowser({
  organizationid,
  fixedType,
  initialTag,
  pageSize,
  onOpen,
  onRead,
}: {
  organizationid: number;
  /** Set by the `type` attribute: no switch is shown. */
  fixedType: TypeChoice | null;
  initialTag: number | undefined;
  pageSize: number;
  onOpen: (book: EBookSummary) => void;
  onRead: (book: EBookSummary) => void;
}) {
  const { t } = useTranslation('ebooks');
  const api = useApi();
  const headingId = useId();
  const searchId = useId();
  const [type, setType] = useState<TypeChoice>(fixedType ?? 'all');
  const [tagid, setTagid] = useState(initialTag);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const filter = { ebooktype: TYPE_CODES[type], tagid, keyword: keyword || undefined };
  const list = useQuery({
    ...ebookListQuery(api, organizationid, filter, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const heading = t(`heading.${type}`);
  const choose = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <section aria-labelledby={headingId} aria-busy={list.isFetching} part="ebook-list">
      <Heading id={headingId}>{heading}</Heading>
      {fixedType ? null : (
        <Chips role="group" aria-label={t('types.label')} part="types">
          {(['all', 'ebook', 'journal'] as const).map((choice) => (
            <Chip
              key={choice}
              type="button"
              aria-pressed={type === choice}
              onClick={() => choose(() => setType(choice))}
            >
              {t(`types.${choice}`)}
            </Chip>
          ))}
        </Chips>
      )}
      <TagStrip
        organizationid={organizationid}
        tagid={tagid}
        onTag={(next) => choose(() => setTagid(next))}
      />
      <SearchForm
        role="search"
        aria-label={t('search.label')}
        onSubmit={(event) => {
          event.preventDefault();
          choose(() => setKeyword(typed.trim()));
        }}
      >
        <VisuallyHidden as="label" htmlFor={searchId}>
          {t('search.label')}
        </VisuallyHidden>
        <input
          id={searchId}
          type="search"
          maxLength={64}
          value={typed}
          placeholder={t('search.placeholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          {t('search.submit')}
        </Button>
      </SearchForm>
      <Results>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorState />
        ) : (
          <>
            <Muted role="status">{t('total', { count: list.data.total })}</Muted>
            {list.data.list.length === 0 ? (
              <EmptyState />
            ) : (
              <Cards part="list">
                {list.data.list.map((book) => (
                  <EbookCard key={book.id} book={book} onOpen={onOpen} onRead={onRead} />
                ))}
              </Cards>
            )}
            <Pager
              page={page}
              total={list.data.total}
              pageSize={pageSize}
              label={t('pagination', { list: heading })}
              onPage={setPage}
            />
          </>
        )}
      </Results>
    </section>
  );
}
