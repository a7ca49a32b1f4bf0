import styled from 'styled-components';
import { visuallyHidden } from '../theme';

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
