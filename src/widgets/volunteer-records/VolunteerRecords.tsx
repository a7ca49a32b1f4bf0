import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { ByDate } from './ByDate';
import { ByTerm } from './ByTerm';
import { Heading, Toolbar } from './styles';

/** The portal's volunteer-service tab. */
const PORTAL_VOLUNTEER = '/volunteer-service';
const VIEWS = ['date', 'term'] as const;
type View = (typeof VIEWS)[number];

export interface VolunteerRecordsProps extends CommonWidgetSettings {
  /** `date` (default): every record by date; `term`: one school term with its hours. */
  view?: string;
  /** Cancelable `lp-navigate` to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** The reader's volunteer service, by date or by school term. */
export function VolunteerRecords(props: VolunteerRecordsProps) {
  const { t } = useTranslation('people');
  const pageTitled = useRepeatsPageTitle(t('volunteer.heading'));
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const [view, setView] = useState<View>(props.view === 'term' ? 'term' : 'date');
  return (
    <section aria-labelledby={headingId} part="volunteer-records">
      <Heading id={headingId} {...pageTitled}>
        {t('volunteer.heading')}
      </Heading>
      {session.isLogin ? (
        <>
          <Toolbar role="group" aria-label={t('volunteer.views')}>
            {VIEWS.map((name) => (
              <Button
                key={name}
                type="button"
                $variant={name === view ? 'primary' : 'secondary'}
                aria-pressed={name === view}
                onClick={() => setView(name)}
              >
                {t(`volunteer.view_${name}`)}
              </Button>
            ))}
          </Toolbar>
          {view === 'date' ? <ByDate /> : <ByTerm />}
        </>
      ) : (
        <LoginPrompt
          message={t('gate.volunteer')}
          action={t('gate.login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_VOLUNTEER, {}))}
        />
      )}
    </section>
  );
}
