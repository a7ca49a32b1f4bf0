export { Catalogue } from './Catalogue';
export type { CatalogueProps } from './Catalogue';
