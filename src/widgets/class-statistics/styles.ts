import styled from 'styled-components';
import { token } from '../../core';

export const Panel = styled.section`
  margin-top: 12px;
  padding: 12px;
  border: 1px solid ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
`;
