import { useTranslation } from 'react-i18next';
import { Button, DEFAULT_ORG_CODE, ErrorState, storeOrgCode, useWidgetHost } from '../../core';
import { Page } from './styles';

/**
 * An unknown organisation rejects navigation. Say which code was not found and
 * offer the way back, instead of a blank portal.
 */
export function UnknownOrganization() {
  const { t } = useTranslation();
  const { config } = useWidgetHost();
  return (
    <Page>
      <ErrorState>{t('common.unknownOrganization', { orgCode: config.orgCode })}</ErrorState>
      <Button
        type="button"
        onClick={() => {
          storeOrgCode(DEFAULT_ORG_CODE);
          location.assign('/home');
        }}
      >
        {t('common.useDefaultOrganization', { orgCode: DEFAULT_ORG_CODE })}
      </Button>
    </Page>
  );
}
