import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { ResultCode, type OrganizationRef } from '../api/contract';
import { ErrorState } from '../ui/EmptyState';
import { Loading } from '../ui/Loading';
import { useOrganization } from './hooks';
import { useWidgetHost } from './runtime-context';

/** True when the organisation lookup failed because no organisation has that code. */
export function isUnknownOrganization(error: unknown): boolean {
  return error instanceof ApiError && error.code === ResultCode.unknownOrganization;
}

/** Renders its children once the organisation is known; says clearly when it is unknown. */
export function OrganizationGate({
  children,
  fallback,
}: {
  children: (org: OrganizationRef) => ReactNode;
  /** Shown instead of the built-in message when the organisation code is unknown. */
  fallback?: ReactNode;
}) {
  const { t } = useTranslation();
  const { config } = useWidgetHost();
  const organization = useOrganization();
  if (organization.isPending) return <Loading />;
  if (organization.isError) {
    const unknown = isUnknownOrganization(organization.error);
    if (unknown && fallback) return <>{fallback}</>;
    return (
      <ErrorState>
        {unknown ? t('common.unknownOrganization', { orgCode: config.orgCode }) : undefined}
      </ErrorState>
    );
  }
  return <>{children(organization.data)}</>;
}
