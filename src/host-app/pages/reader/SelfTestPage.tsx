import { useSearchParams } from 'react-router';
import { AiSelfTest } from '../../../widgets/ai-selftest';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/** /do-selftest-form-ai and /test-form-ai-result (?id=): AI self-tests on books read. */
export function SelfTestPage() {
  const { title } = usePersonalView('selftest');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const testid = Number.isInteger(id) && id > 0 ? id : undefined;
  return (
    <PageFrame title={title}>
      {/* Keyed by the test so a new one (or none) starts the widget afresh. */}
      <AiSelfTest key={testid ?? 0} testid={testid} />
    </PageFrame>
  );
}
