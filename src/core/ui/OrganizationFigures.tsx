import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizationProfile } from '../api/contract';
import { token } from '../theme';
import { useApi } from '../widget/hooks';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  div {
    padding: 8px;
    border-radius: ${token('--lp-radius')};
    background: ${token('--lp-color-surface-alt')};
  }
  dt {
    color: ${token('--lp-color-text-muted')};
    font-size: 0.9em;
  }
  dd {
    margin: 2px 0 0;
    font-size: 1.2em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** An organisation's three public figures: titles, readers, loans this year. */
export function OrganizationFigures({ organization }: { organization: OrganizationProfile }) {
  const { t, i18n } = useTranslation('organizations');
  const number = new Intl.NumberFormat(i18n.language.startsWith('en') ? 'en' : 'zh-CN');
  const rows = [
    ['figures.titles', organization.titles],
    ['figures.readers', organization.readers],
    ['figures.loansThisYear', organization.loansthisyear],
  ] as const;
  return (
    <Figures aria-label={t('figures.label', { name: organization.name })} part="figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </Figures>
  );
}

const Mark = styled.span<{ $size: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${(props) => props.$size}px;
  height: ${(props) => props.$size}px;
  border-radius: 10px;
  overflow: hidden;
  background: ${token('--lp-color-primary-strong')};
  color: ${token('--lp-color-on-primary')};
  font-weight: 700;
  font-size: ${(props) => Math.round(props.$size / 2.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${token('--lp-color-surface')};
  }
`;

/**
 * The organisation's logo, or its name's first character on the theme's colour: decorative
 * (the name is always written beside it).
 */
export function OrganizationLogo({
  organization,
  size = 56,
}: {
  organization: Pick<OrganizationProfile, 'name' | 'logofileid'>;
  size?: number;
}) {
  const api = useApi();
  return (
    <Mark $size={size} aria-hidden="true" part="logo">
      {organization.logofileid ? (
        <img src={api.fileUrl(organization.logofileid)} alt="" width={size} height={size} />
      ) : (
        [...organization.name][0]
      )}
    </Mark>
  );
}
