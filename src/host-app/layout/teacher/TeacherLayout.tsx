import { Outlet } from 'react-router';
import { PersonalTopNav } from '../personal/PersonalTopNav';
import { Area, Body, Content } from '../personal/styles';
import { TeacherSidebar } from './TeacherSidebar';

/**
 * The teacher area's layout (spec §2 "Teacher area"): the personal area's bar ("Home / My Home
 * / Log out", the avatar menu), the teacher's left menu and the page. No tab strip: the
 * reader's account tabs belong to the personal area, which a teacher still reaches from the bar.
 */
export function TeacherLayout() {
  return (
    <Area>
      <PersonalTopNav />
      <Body>
        <TeacherSidebar />
        <Content>
          <Outlet />
        </Content>
      </Body>
    </Area>
  );
}
