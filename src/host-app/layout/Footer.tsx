import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { safeHref, token, useOrganization } from '../../core';
import { useFooterLinks, useOrganizationBrief } from '../hooks';

const Bar = styled.footer`
  background: #2f3e3b;
  color: #e8efed;
  padding: 24px 16px;
`;

const Inner = styled.div`
  width: min(1100px, 100%);
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  gap: 16px 32px;
  justify-content: space-between;
  a {
    color: ${token('--lp-color-accent')};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    margin: 6px 0 0;
    padding: 0;
    list-style: none;
  }
  h2 {
    margin: 0;
    font-size: 1em;
  }
  p {
    margin: 0;
  }
`;

/** Spec §2: without configured links the footer offers three bookstore / review sites. */
const DEFAULT_LINKS = [
  { title: 'footer.dangdang', content: 'https://www.dangdang.com' },
  { title: 'footer.jd', content: 'https://book.jd.com' },
  { title: 'footer.douban', content: 'https://book.douban.com' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const brief = useOrganizationBrief();
  const configured = useFooterLinks();
  const links =
    configured.data && configured.data.length > 0
      ? configured.data.map((link) => ({
          key: String(link.id),
          title: link.title,
          href: safeHref(link.content),
        }))
      : DEFAULT_LINKS.map((link) => ({
          key: link.content,
          title: t(link.title),
          href: link.content,
        }));

  return (
    <Bar>
      <Inner>
        <section aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">{t('footer.friendlyLinks')}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                {link.href ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.title}
                  </a>
                ) : (
                  link.title
                )}
              </li>
            ))}
          </ul>
        </section>
        <div>
          <p>© {organization.data?.name ?? ''}</p>
          {brief.data?.registrationno ? <p>{brief.data.registrationno}</p> : null}
        </div>
      </Inner>
    </Bar>
  );
}
