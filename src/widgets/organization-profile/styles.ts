import styled from 'styled-components';
import { token } from '../../core';

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 1.4em;
    overflow-wrap: anywhere;
  }
`;

export const SectionHeading = styled.h3`
  margin: 0 0 8px;
  font-size: 1.05em;
`;

export const Note = styled.p`
  margin: 8px 0 0;
  color: ${token('--lp-color-text-muted')};
  font-size: 0.95em;
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 16px 0 0;
`;
