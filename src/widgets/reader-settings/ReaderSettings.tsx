import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useNavigateTo,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  useRepeatsPageTitle,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { AvatarSection } from './AvatarSection';
import { FaceSection } from './FaceSection';
import { PasswordForm } from './PasswordForm';
import { PhoneBinding } from './PhoneBinding';
import { ProfileForm } from './ProfileForm';
import { Panel, Root, SubTitle, Title } from './styles';

export type SettingsSection = 'all' | 'profile' | 'avatar' | 'password' | 'phone';

/** Where a logged-out reader comes back to after logging in, in the portal. */
const PORTAL_SETTINGS = '/set-user';

export interface ReaderSettingsProps extends CommonWidgetSettings {
  /** One part of the settings, or all of them (default). `avatar` holds the face image too. */
  section?: SettingsSection;
  /** Cancelable `lp-navigate`: to /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

const PARTS: { name: Exclude<SettingsSection, 'all'>; heading: string; Body: ComponentType }[] = [
  { name: 'profile', heading: 'profile.heading', Body: ProfileForm },
  { name: 'avatar', heading: 'avatar.heading', Body: AvatarSection },
  { name: 'avatar', heading: 'face.heading', Body: FaceSection },
  { name: 'password', heading: 'password.heading', Body: PasswordForm },
  { name: 'phone', heading: 'phone.heading', Body: PhoneBinding },
];

const SECTIONS = new Set<string>(['all', 'profile', 'avatar', 'password', 'phone']);

/** An unknown `section` (a typo in an attribute) shows everything rather than nothing. */
const sectionOf = (value: string | undefined): SettingsSection =>
  value && SECTIONS.has(value) ? (value as SettingsSection) : 'all';

function Part({
  heading,
  Body,
  nested,
}: {
  heading: string;
  Body: ComponentType;
  nested: boolean;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const Heading = nested ? SubTitle : Title;
  return (
    <Panel aria-labelledby={id} part="section">
      <Heading id={id}>{t(heading)}</Heading>
      <Body />
    </Panel>
  );
}

/**
 * The reader's personal settings: profile, avatar and face image, password, phone binding, each
 * with its validation (docs/product-rules.md, "Validation") and the server's refusals shown beside
 * the form. Logged out, it offers to log in, and fills in when a login dialog on the page logs in.
 */
export function ReaderSettings(props: ReaderSettingsProps) {
  const { t } = useTranslation('settings');
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const headingId = useId();
  const section = sectionOf(props.section);
  const all = section === 'all';
  const pageTitled = useRepeatsPageTitle(t('heading'));
  return (
    <Root
      part="settings"
      role={all ? 'region' : undefined}
      aria-labelledby={all ? headingId : undefined}
    >
      {all ? (
        <Title id={headingId} {...pageTitled}>
          {t('heading')}
        </Title>
      ) : null}
      {session.isLogin ? (
        PARTS.filter((part) => all || part.name === section).map((part) => (
          <Part key={part.heading} heading={part.heading} Body={part.Body} nested={all} />
        ))
      ) : (
        <LoginPrompt
          message={t('loginRequired')}
          action={t('login')}
          onLogin={() => navigateTo(BookPaths.login, loginRedirect(PORTAL_SETTINGS, {}))}
        />
      )}
    </Root>
  );
}
