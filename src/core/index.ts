/** The shared core every widget and the portal build on. */
export * from './api/contract';
export { ApiClient, ApiError, NETWORK_ERROR_CODE, REQUEST_TIMEOUT_MS, unwrap } from './api/client';
export { newRequestId } from './api/request-id';
export type { ApiResult, RequestOptions } from './api/client';
export * from './api/queries';
export * from './config';
export { bundleLocale } from './i18n';
export type { Widen } from './i18n/messages';
export { getRuntime, LibportalRuntime, POINTS_TIMER_MS } from './runtime';
export type { Navigate, SessionCheck } from './runtime';
export { SessionStore, rolesFor } from './session/session-store';
export type { SessionState } from './session/session-store';
export * from './session/auth';
export * from './session/sso';
export { logout } from './session/page-logout';
export type { LogoutOptions } from './session/page-logout';
export { Notifier } from './notify/notifier';
export { NotificationCenter } from './notify/NotificationCenter';
export { LibportalProvider, WidgetProviders } from './widget/WidgetProviders';
export {
  createWidgetElement,
  defineElement,
  defineWidget,
  widgetElement,
} from './widget/defineWidget';
export type { WidgetDefinition, AttributeType } from './widget/defineWidget';
export { isPlainLeftClick, useHrefTo, useLpEvent, useNavigateTo } from './widget/events';
export type { LpEventMap, LpEvent, LpEventName, NavigateDetail } from './widget/events';
export { useApi, useLibraryTimeZone, useOrganization, useSession } from './widget/hooks';
export { useRuntime, useWidgetHost } from './widget/runtime-context';
export { OrganizationGate, isUnknownOrganization } from './widget/OrganizationGate';
export { safeHref, safeRedirectPath, withQuery, fillUrlTemplate } from './urls';
export type { Query } from './urls';
export {
  darkTheme,
  NARROW_SCREEN_MAX_WIDTH,
  narrowScreen,
  themeCss,
  themeDefaults,
  token,
  visuallyHidden,
  widgetBase,
  wideScreen,
} from './theme';
export type { ThemeToken } from './theme';
export { Button, LinkButton } from './ui/Button';
export { TextField } from './ui/TextField';
export { Dialog } from './ui/Dialog';
export { Loading } from './ui/Loading';
export { EmptyState, ErrorState } from './ui/EmptyState';
export { VisuallyHidden } from './ui/VisuallyHidden';
export { PageTitleContext, REPEATS_PAGE_TITLE, useRepeatsPageTitle } from './ui/PageTitle';
export { LIBPORTAL_VERSION } from './version';
export { useDebouncedValue } from './ui/useDebouncedValue';
export { Highlight } from './ui/Highlight';
export { Cover, MAX_COVER_RETRIES } from './ui/Cover';
export { BookCover, useGeneratedCover } from './ui/BookCover';
export type { CoverBook } from './ui/GeneratedCover';
export { MultilineText } from './ui/MultilineText';
export { useReducedMotion } from './ui/useReducedMotion';
export { PagerBar, PlainList } from './ui/lists';
export { SectionHeading, WidgetHeading } from './ui/headings';
export { BookCardLink, BookCardTitle } from './ui/book-cards';
export { CheckLabel, controlFrame, FieldLabel, FormError } from './ui/forms';
export { ListStates } from './ui/ListStates';
export { QueryWait } from './ui/QueryWait';
export { QueryStates } from './ui/QueryStates';
export { toCount, useTopItems } from './ui/top-items';
export {
  isSpeechSupported,
  pauseSpeaking,
  resumeSpeaking,
  speak,
  speechLang,
  SPEECH_RATE,
  stopSpeaking,
} from './ui/speech';
export { useSpeech } from './ui/useSpeech';
export type { SpeechState } from './ui/useSpeech';
export { ReadAloudButton } from './ui/ReadAloudButton';
export type { ReadAloudButtonProps } from './ui/ReadAloudButton';
