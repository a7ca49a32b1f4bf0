import { Outlet } from 'react-router';
import { PersonalNav } from './PersonalNav';
import { Body, Content } from './styles';

/**
 * The personal area's layout, inside the portal's own header and footer: the one
 * personal navigation beside the page. The header keeps the top-level tabs and the account
 * menu (with the only log-out); each page shows its title once, as its h1.
 */
export function PersonalLayout() {
  return (
    <Body>
      <PersonalNav />
      <Content>
        <Outlet />
      </Content>
    </Body>
  );
}
