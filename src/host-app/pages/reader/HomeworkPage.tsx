import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from 'react-router';
import { useRuntime } from '../../../core';
import { Homework } from '../../../widgets/homework';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/**
 * Navigation rule: leaving /do-homework or /do-selftest for a page without a query
 * parameter, with answers not submitted, asks first (title 提示, "您未提交回答，本次考试可能
 * 计分为0。"). Answers are saved as the student goes; the warning is about the submission.
 */
function useLeaveConfirmation(active: boolean) {
  const { t } = useTranslation('homework');
  const runtime = useRuntime();
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        active && nextLocation.search === '' && nextLocation.pathname !== currentLocation.pathname,
      [active],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void runtime.notifier
      .confirm({
        key: 'homework-leave',
        title: t('leaveTitle'),
        text: t('leaveText'),
        confirmText: t('leaveGo'),
        cancelText: t('leaveStay'),
        tone: 'warning',
      })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, runtime, t]);
}

/** /student-homework-detail (the list, or one with ?id=), /do-homework and /do-selftest ?id=. */
export function HomeworkPage() {
  const { view, title } = usePersonalView('homework');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [open, setOpen] = useState(false);
  useLeaveConfirmation(Boolean(view?.answering) && open);
  return (
    <PageFrame title={title}>
      <Homework
        assignmentId={Number.isInteger(id) && id > 0 ? id : undefined}
        onOpenChange={setOpen}
      />
    </PageFrame>
  );
}
