import { PortalFrame } from '../PortalLayout';
import { OldHeader } from './OldHeader';
import { useMobileRootFontSize } from './root-font-size';

/** The root layout of the old interface (every /old page): its navbar around the same pages. */
export function OldPortalLayout() {
  useMobileRootFontSize();
  return <PortalFrame header={<OldHeader />} />;
}
