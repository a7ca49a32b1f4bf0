import { Outlet } from 'react-router';
import { PersonalSidebar } from './PersonalSidebar';
import { PersonalTabs } from './PersonalTabs';
import { PersonalTopNav } from './PersonalTopNav';
import { Area, Body, Content } from './styles';

/**
 * The personal area's shared layout (spec §2): the top navigation, the tab strip, the
 * sidebar menu and the page. Inside the portal's own header and footer.
 */
export function PersonalLayout() {
  return (
    <Area>
      <PersonalTopNav />
      <PersonalTabs />
      <Body>
        <PersonalSidebar />
        <Content>
          <Outlet />
        </Content>
      </Body>
    </Area>
  );
}
