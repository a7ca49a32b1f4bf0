import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Box } from './styles';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <h1>404</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/home">{t('notFound.backHome')}</Link>
    </Box>
  );
}
