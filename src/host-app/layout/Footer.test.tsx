import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, LibportalProvider, type OrganizationBrief } from '../../core';
import { createFakeApi, ok, type RecordedRequest } from '../../test/fake-api';
import { TEST_API_BASE } from '../../test/render';
import { useOrganizationBrief } from '../hooks';
import { Footer, registrationNumberShown } from './Footer';

const YTKJ = { id: 1, name: '云图科技实验学校图书馆', orgcode: 'YTKJ' };
const DEMO2 = { id: 2, name: '示范第二中学图书馆', orgcode: 'DEMO2' };
const OPERATOR_NUMBER = '京ICP备12345678号-1';
const SCHOOL_NUMBER = '沪ICP备87654321号';

const briefOf = (organization: typeof YTKJ, registrationno: string | null): OrganizationBrief => ({
  ...organization,
  logofileid: null,
  bannerfileid: null,
  servicephone: null,
  registrationno,
});

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
  if (request.path.endsWith(ApiPath.footerLinks)) return ok({ total: 0, list: [] });
  return { status: 404, body: 'not here' };
}

/** Says when the footer's brief has arrived, so that an absent number is a real absence. */
function BriefArrived() {
  const brief = useOrganizationBrief();
  return brief.data ? <p>brief of {brief.data.orgcode}</p> : null;
}

function renderFooter(orgCode?: string) {
  vi.stubGlobal('fetch', createFakeApi(answer).fetch);
  return render(
    <LibportalProvider apiBase={TEST_API_BASE} orgCode={orgCode}>
      <Footer />
      <BriefArrived />
    </LibportalProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Footer: the registration record number (spec §2)', () => {
  it('shows the operator’s number on the default organisation’s portal', async () => {
    renderFooter();
    await screen.findByText(`© ${YTKJ.name}`);
    expect(await screen.findByText(OPERATOR_NUMBER)).toBeTruthy();
  });

  it('shows it too when the code set names the default organisation', async () => {
    renderFooter('ytkj');
    expect(await screen.findByText(OPERATOR_NUMBER)).toBeTruthy();
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
