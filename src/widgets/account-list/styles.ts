import styled from 'styled-components';

export const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.2em;
`;
