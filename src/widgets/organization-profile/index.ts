export { OrganizationProfile } from './OrganizationProfile';
export type { OrganizationProfileProps } from './OrganizationProfile';
