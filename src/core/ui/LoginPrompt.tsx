import styled from 'styled-components';
import { token } from '../theme';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px dashed ${token('--lp-color-border')};
  border-radius: ${token('--lp-radius')};
  color: ${token('--lp-color-text-muted')};
`;

/** Where a logged-out reader meets something that needs a login: says why, offers the login. */
export function LoginPrompt({
  message,
  action,
  onLogin,
}: {
  message: string;
  action: string;
  onLogin: () => void;
}) {
  return (
    <Box>
      <span>{message}</span>
      <Button type="button" $variant="secondary" onClick={onLogin}>
        {action}
      </Button>
    </Box>
  );
}
