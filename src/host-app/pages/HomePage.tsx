import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NEWS_TYPES, token, useOrganization } from '../../core';
import { NewsList } from '../../widgets/news-list';
import { SearchBox } from '../../widgets/search-box';

const Hero = styled.section`
  padding: 48px 24px;
  border-radius: 12px;
  background: linear-gradient(135deg, ${token('--lp-color-primary')} 0%, #3f7f72 100%);
  color: #fff;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.4em, 4vw, 2em);
  }
  p {
    margin: 0 0 24px;
  }
`;

const Columns = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  margin-top: 24px;
  & > div {
    padding: 16px;
    background: ${token('--lp-color-surface')};
    border-radius: 10px;
  }
`;

const SearchArea = styled.div`
  max-width: 640px;
  margin: 0 auto;
  color: ${token('--lp-color-text')};
  text-align: start;
`;

/** /home: the search bar lives here in the page, not in the header (spec §2). */
export function HomePage() {
  const { t } = useTranslation();
  const organization = useOrganization();
  return (
    <>
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{t('home.welcome', { name: organization.data?.name ?? '' })}</h1>
        <p>{t('home.intro')}</p>
        <SearchArea>
          <SearchBox placeholder={t('home.searchHint')} />
        </SearchArea>
      </Hero>
      <Columns aria-label={t('home.latest')}>
        {NEWS_TYPES.map((type) => (
          <div key={type}>
            <NewsList type={type} pageSize={5} />
          </div>
        ))}
      </Columns>
    </>
  );
}
