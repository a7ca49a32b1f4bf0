import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  ErrorState,
  MAX_ORGANIZATION_PAGE_SIZE,
  MAX_ORGANIZATION_QUERY_LENGTH,
  QueryStates,
  TextField,
  organizationListQuery,
  toCount,
  useApi,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { OrganizationFigures, OrganizationLogo } from '../../core/ui/OrganizationFigures';
import { Pager } from '../../core/ui/Pager';
import { PortalLink } from '../../core/ui/PortalLink';
import { Card, Cards, Heading, SearchForm, Total } from './styles';

/** The portal's page of one organisation. */
export const CASE_DETAIL_PATH = '/case-detail';
export const DEFAULT_ORGANIZATION_PAGE_SIZE = 12;

export interface OrganizationListProps extends CommonWidgetSettings {
  /** Organisations a page (default 12, at most 50). */
  pageSize?: number;
  /** The heading (default 正在使用的学校与图书馆). */
  heading?: string;
  /** Cancelable `lp-navigate` to /case-detail {id} before an organisation is opened. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The schools and libraries that run libportal (POST /Api/Organization/List): found by part of
 * their name or code, a page at a time, each with its logo, its public figures and a link to
 * its own page. Public: nothing here belongs to a reader.
 */
export function OrganizationList(props: OrganizationListProps) {
  const { t } = useTranslation('organizations');
  const api = useApi();
  const headingId = useId();
  const pagesize = toCount(
    props.pageSize,
    DEFAULT_ORGANIZATION_PAGE_SIZE,
    MAX_ORGANIZATION_PAGE_SIZE,
  );
  const [typed, setTyped] = useState('');
  const [qname, setQname] = useState('');
  const [pageindex, setPageindex] = useState(1);
  const list = useQuery(organizationListQuery(api, { qname, pageindex, pagesize }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQname(typed.trim());
    setPageindex(1);
  };
  return (
    <section aria-labelledby={headingId} part="organization-list">
      <Heading id={headingId}>{props.heading || t('list.heading')}</Heading>
      <SearchForm role="search" aria-label={t('list.search')} onSubmit={search}>
        <TextField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={typed}
          maxLength={MAX_ORGANIZATION_QUERY_LENGTH}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('list.submit')}</Button>
        {qname ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setTyped('');
              setQname('');
              setPageindex(1);
            }}
          >
            {t('list.clear')}
          </Button>
        ) : null}
      </SearchForm>
      <QueryStates
        query={list}
        error={<ErrorState />}
        empty={<EmptyState>{t('list.empty')}</EmptyState>}
      >
        {(data) => (
          <>
            <Total role="status">{t('list.total', { count: data.total })}</Total>
            <Cards part="organizations">
              {data.list.map((organization) => (
                <Card key={organization.id} part="organization">
                  <h3>
                    <OrganizationLogo organization={organization} size={44} />
                    <PortalLink
                      path={CASE_DETAIL_PATH}
                      query={{ id: organization.id }}
                      onNavigate={props.onNavigate}
                      aria-label={t('list.open', { name: organization.name })}
                    >
                      {organization.name}
                    </PortalLink>
                  </h3>
                  <OrganizationFigures organization={organization} />
                </Card>
              ))}
            </Cards>
            <Pager
              page={pageindex}
              total={data.total}
              pageSize={pagesize}
              label={t('list.pagination')}
              onPage={setPageindex}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
