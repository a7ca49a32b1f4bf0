import { useQuery } from '@tanstack/react-query';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  ICON_PATH_DATA,
  OrganizationGate,
  QueryStates,
  homeMenuQuery,
  isPlainLeftClick,
  opacIconsQuery,
  useApi,
  useHrefTo,
  useNavigateTo,
  type CommonWidgetSettings,
  type HomeMenuEntry,
  type LpEvent,
} from '../../core';
import { Group, Heading, IconSpace, PhonePanel, TileButton, TileLink, Tiles } from './styles';

export interface HomeMenuProps extends CommonWidgetSettings {
  /** The heading (default 图书馆服务). */
  heading?: string;
  /** Cancelable `lp-navigate` to the entry's portal page. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** The "quick services": reservation and renewal, customer service consultation. */
const QUICK_SERVICES = ['reservation', 'customerService'];
const CUSTOMER_SERVICE = 'customerService';
/** A link that leaves the portal: followed by the browser, never through `lp-navigate`. */
const EXTERNAL = /^https:\/\//i;

/** `/infos?type=news` → its path and query, for a cancelable `lp-navigate`. */
function splitPath(path: string): { path: string; query: Record<string, string> } {
  const url = new URL(path, 'http://portal.invalid');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

function Icon({ path }: { path: string | undefined }) {
  if (!path || !ICON_PATH_DATA.test(path)) return <IconSpace aria-hidden="true" />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

function EntryTiles({
  entries,
  icons,
  phone,
  onNavigate,
}: {
  entries: HomeMenuEntry[];
  icons: Record<string, string> | undefined;
  phone: string | null;
  onNavigate: HomeMenuProps['onNavigate'];
}) {
  const { t } = useTranslation();
  const hrefTo = useHrefTo();
  const navigateTo = useNavigateTo(onNavigate);
  const phoneId = useId();
  const [phoneShown, setPhoneShown] = useState(false);
  // A default entry's title in the reader's language; the library's own title as written.
  const label = (entry: HomeMenuEntry) =>
    entry.owntitle ? entry.title : t(`homeMenu.${entry.key}`, { defaultValue: entry.title });
  const hasPhone = entries.some((entry) => entry.key === CUSTOMER_SERVICE);
  return (
    <>
      <Tiles part="entries">
        {entries.map((entry) => {
          if (entry.key === CUSTOMER_SERVICE) {
            return (
              <li key={entry.key}>
                <TileButton
                  type="button"
                  aria-expanded={phoneShown}
                  aria-controls={phoneId}
                  onClick={() => setPhoneShown((shown) => !shown)}
                  part="entry"
                >
                  <Icon path={icons?.[entry.key]} />
                  {label(entry)}
                </TileButton>
              </li>
            );
          }
          if (!entry.path) return null;
          if (EXTERNAL.test(entry.path)) {
            // An https:// address the library chose (parseHomeMenu let no other through).
            return (
              <li key={entry.key}>
                <TileLink href={entry.path} rel="noopener noreferrer" part="entry">
                  <Icon path={icons?.[entry.key]} />
                  {label(entry)}
                </TileLink>
              </li>
            );
          }
          const target = splitPath(entry.path);
          const open = (event: MouseEvent) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            navigateTo(target.path, target.query);
          };
          return (
            <li key={entry.key}>
              <TileLink href={hrefTo(target.path, target.query)} onClick={open} part="entry">
                <Icon path={icons?.[entry.key]} />
                {label(entry)}
              </TileLink>
            </li>
          );
        })}
      </Tiles>
      {hasPhone ? (
        <PhonePanel id={phoneId} hidden={!phoneShown} part="phone">
          {phone ? (
            <>
              {t('homeMenu.phoneLabel')}
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                aria-label={t('homeMenu.call', { phone })}
              >
                {phone}
              </a>
            </>
          ) : (
            t('homeMenu.noPhone')
          )}
        </PhonePanel>
      ) : null}
    </>
  );
}

function MenuBody({ organizationid, props }: { organizationid: number; props: HomeMenuProps }) {
  const { t } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const quickId = useId();
  const menu = useQuery(homeMenuQuery(api, organizationid));
  // The icons are decoration: the menu shows without them, and they fill in when they come.
  const icons = useQuery(opacIconsQuery(api, organizationid));
  return (
    <QueryStates query={menu} error={<ErrorState />}>
      {({ menus, customerServicePhone }) => {
        const quick = menus.filter((entry) => QUICK_SERVICES.includes(entry.key));
        const rest = menus.filter((entry) => !QUICK_SERVICES.includes(entry.key));
        return (
          <div part="home-menu">
            {quick.length > 0 ? (
              <Group aria-labelledby={quickId}>
                <Heading id={quickId}>{t('home.quickServices')}</Heading>
                <EntryTiles
                  entries={quick}
                  icons={icons.data}
                  phone={customerServicePhone}
                  onNavigate={props.onNavigate}
                />
              </Group>
            ) : null}
            {rest.length > 0 ? (
              <Group aria-labelledby={headingId}>
                <Heading id={headingId}>{props.heading || t('home.services')}</Heading>
                <EntryTiles
                  entries={rest}
                  icons={icons.data}
                  phone={customerServicePhone}
                  onNavigate={props.onNavigate}
                />
              </Group>
            ) : null}
          </div>
        );
      }}
    </QueryStates>
  );
}

/**
 * The organisation's home menu (NewsApi/OPACMenus/Query) with its icons
 * (NewsApi/OPACIcons/Query): the quick services first — reservation and renewal, and
 * customer service consultation, which shows the library's phone from the menu's
 * configuration — then the library's other pages.
 */
export function HomeMenu(props: HomeMenuProps) {
  return (
    <OrganizationGate>
      {(organization) => <MenuBody organizationid={organization.id} props={props} />}
    </OrganizationGate>
  );
}
