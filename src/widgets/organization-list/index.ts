export {
  CASE_DETAIL_PATH,
  DEFAULT_ORGANIZATION_PAGE_SIZE,
  OrganizationList,
} from './OrganizationList';
export type { OrganizationListProps } from './OrganizationList';
