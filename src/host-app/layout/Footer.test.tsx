import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, LibportalProvider, type FooterLink, type OrganizationBrief } from '../../core';
import { createFakeApi, ok, type RecordedRequest } from '../../test/fake-api';
import { TEST_API_BASE } from '../../test/render';
import { useOrganizationBrief } from '../hooks';
import { Footer, registrationNumberShown } from './Footer';

const YTKJ = { id: 1, name: '云图科技实验学校图书馆', orgcode: 'YTKJ', timezone: 'Asia/Shanghai' };
const DEMO2 = { id: 2, name: '示范第二中学图书馆', orgcode: 'DEMO2', timezone: 'Asia/Shanghai' };
const OPERATOR_NUMBER = '京ICP备12345678号-1';
const SCHOOL_NUMBER = '沪ICP备87654321号';

const briefOf = (organization: typeof YTKJ, registrationno: string | null): OrganizationBrief => ({
  ...organization,
  logofileid: null,
  bannerfileid: null,
  servicephone: null,
  registrationno,
});

/** A library's configured links: the product's own suggestion, and one it named itself. */
let configuredLinks: FooterLink[] = [];

/** A server where both organisations have a record number on file. */
function answer(request: RecordedRequest) {
  if (request.path.endsWith(ApiPath.orgByCode)) {
    return ok(request.query.get('orgcode') === 'DEMO2' ? DEMO2 : YTKJ);
  }
  if (request.path.endsWith(ApiPath.orgBrief)) {
    return request.query.get('orgid') === '2'
      ? ok(briefOf(DEMO2, SCHOOL_NUMBER))
      : ok(briefOf(YTKJ, OPERATOR_NUMBER));
  }
  if (request.path.endsWith(ApiPath.footerLinks)) {
    return ok({ total: configuredLinks.length, list: configuredLinks });
  }
  return { status: 404, body: 'not here' };
}

/** Says when the footer's brief has arrived, so that an absent number is a real absence. */
function BriefArrived() {
  const brief = useOrganizationBrief();
  return brief.data ? <p>brief of {brief.data.orgcode}</p> : null;
}

function renderFooter(orgCode?: string, lang?: 'en') {
  vi.stubGlobal('fetch', createFakeApi(answer).fetch);
  return render(
    <LibportalProvider apiBase={TEST_API_BASE} orgCode={orgCode} lang={lang}>
      <Footer />
      <BriefArrived />
    </LibportalProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  configuredLinks = [];
});

describe('Footer: the links in the page’s language', () => {
  it('writes the product’s own suggestion in English and keeps the library’s own name', async () => {
    configuredLinks = [
      { id: 1, title: '当当网', content: 'https://www.dangdang.com', isshow: true },
      { id: 2, title: '国家图书馆', content: 'https://www.nlc.cn', isshow: true },
    ];
    renderFooter(undefined, 'en');
    // The configured links have arrived (the defaults have no 国家图书馆).
    await screen.findByRole('link', { name: '国家图书馆' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Dangdang' }).getAttribute('href')).toBe(
      'https://www.dangdang.com',
    );
    expect(screen.queryByText('当当网')).toBeNull();
  });
});

describe('Footer: the registration record number', () => {
  it('shows the operator’s number on the default organisation’s portal', async () => {
    renderFooter();
    await screen.findByText(`© ${YTKJ.name}`);
    await screen.findByText(OPERATOR_NUMBER);
  });

  it('shows it too when the code set names the default organisation', async () => {
    renderFooter('ytkj');
    await screen.findByText(OPERATOR_NUMBER);
  });

  it('shows no number once a code picks another organisation, not even the one it has on file', async () => {
    renderFooter('DEMO2');
    await screen.findByText(`© ${DEMO2.name}`);
    await screen.findByText('brief of DEMO2');
    expect(screen.queryByText(SCHOOL_NUMBER)).toBeNull();
    expect(screen.queryByText(OPERATOR_NUMBER)).toBeNull();
  });
});

describe('registrationNumberShown', () => {
  it('is the default organisation’s number, trimmed; null when blank or not on file', () => {
    expect(registrationNumberShown(YTKJ, briefOf(YTKJ, ` ${OPERATOR_NUMBER} `))).toBe(
      OPERATOR_NUMBER,
    );
    expect(registrationNumberShown(YTKJ, briefOf(YTKJ, '  '))).toBeNull();
    expect(registrationNumberShown(YTKJ, briefOf(YTKJ, null))).toBeNull();
  });

  it('is null for another organisation, and while the organisation or its brief is unknown', () => {
    expect(registrationNumberShown(DEMO2, briefOf(DEMO2, SCHOOL_NUMBER))).toBeNull();
    expect(registrationNumberShown(undefined, briefOf(YTKJ, OPERATOR_NUMBER))).toBeNull();
    expect(registrationNumberShown(YTKJ, undefined)).toBeNull();
    // A brief left from the previous organisation is not this one's.
    expect(registrationNumberShown(YTKJ, briefOf(DEMO2, SCHOOL_NUMBER))).toBeNull();
  });
});
