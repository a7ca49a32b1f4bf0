import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ORG_CODE,
  safeHref,
  useOrganization,
  type OrganizationBrief,
  type OrganizationRef,
} from '../../core';
import { useFooterLinks, useOrganizationBrief } from '../hooks';
import { FooterBar, FooterInner } from './styles';

/** Without configured links the footer offers three bookstore / review sites. */
const DEFAULT_LINKS = [
  { title: 'footer.dangdang', content: 'https://www.dangdang.com', zh: '当当网' },
  { title: 'footer.jd', content: 'https://book.jd.com', zh: '京东图书' },
  { title: 'footer.douban', content: 'https://book.douban.com', zh: '豆瓣读书' },
] as const;

/**
 * The product's own suggestion among a library's configured links (same address, still named
 * with the product's Chinese name, as the demo library has them), whose name is then written
 * in the page's language; a name the library chose itself stays as written.
 */
export function productLinkTitle(title: string, url: string) {
  return DEFAULT_LINKS.find((link) => link.content === url && link.zh === title)?.title;
}

/**
 * The rule: a registration record number is shown unless an organisation code is set.
 *
 * The number is the ICP filing (备案号) that a website in mainland China shows at its foot,
 * and a filing belongs to the site's operator, not to whichever library a page is about. The
 * operator's own portal is the default organisation's (code YTKJ), so the footer
 * shows the default organisation's `registrationno` while the portal shows that organisation,
 * and no number at all once an organisation code (`?orgcode=`, remembered, or the page's
 * `window.libportal.orgCode`) picks another one: that school's portal must not carry the
 * operator's filing as if it were its own, and a number the school has on file is its own
 * site's, not this page's. A code that names the default organisation changes nothing.
 *
 * The rule reads the organisation shown, not where its code came from: the server renders a
 * visit without seeing the reader's stored code, and both renders must agree (hydration).
 */
export function registrationNumberShown(
  organization: OrganizationRef | undefined,
  brief: OrganizationBrief | undefined,
): string | null {
  if (organization?.orgcode !== DEFAULT_ORG_CODE || brief?.id !== organization.id) return null;
  return brief.registrationno?.trim() || null;
}

export function Footer() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const brief = useOrganizationBrief();
  const configured = useFooterLinks();
  const registrationNo = registrationNumberShown(organization.data, brief.data);
  const links =
    configured.data && configured.data.length > 0
      ? configured.data.map((link) => {
          const product = productLinkTitle(link.title, link.content);
          return {
            key: String(link.id),
            title: product ? t(product) : link.title,
            href: safeHref(link.content),
          };
        })
      : DEFAULT_LINKS.map((link) => ({
          key: link.content,
          title: t(link.title),
          href: link.content,
        }));

  return (
    <FooterBar>
      <FooterInner>
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
          {registrationNo ? <p>{registrationNo}</p> : null}
        </div>
      </FooterInner>
    </FooterBar>
  );
}
