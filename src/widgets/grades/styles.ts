import styled from 'styled-components';

/** The teacher's comments, one per marked answer, as a compact list in their cell. */
export const Comments = styled.ul`
  margin: 0;
  padding-inline-start: 1.1em;
  li + li {
    margin-top: 2px;
  }
`;
