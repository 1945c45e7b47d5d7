import { LogOut, Send, Timer } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/Modal';
import { useCountdown } from '../hooks/use-countdown';
import { formatClock } from '../rules/server-clock';

interface ExitTestDialogProps {
  deadline: string;
  clockOffsetMs: number;
  onStay: () => void;
  /** Goes on to the usual submit (the questions marked for review first). */
  onSubmit: () => void;
  onLeave: () => void;
}

const TITLE_ID = 'exit-test-title';

/**
 * Exit Test (docs/product.md, "The test screen"): leaving does not end the attempt, whose clock runs
 * on until the server submits the saved answers at the deadline. The learner may submit now, leave
 * (and resume later), or carry on.
 */
export function ExitTestDialog({ deadline, clockOffsetMs, onStay, onSubmit, onLeave }: ExitTestDialogProps) {
  const { t } = useTranslation();
  const left = useCountdown(deadline, clockOffsetMs);
  return (
    <Modal labelledBy={TITLE_ID} onClose={onStay} panelClassName="max-w-lg p-5 sm:p-6">
      <h2 id={TITLE_ID} className="font-display text-xl font-bold text-navy-900">
        {t('quiz.messages.exitTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('quiz.messages.exitText')}</p>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <Timer className="size-4 text-navy-700" aria-hidden="true" />
        <span className="whitespace-nowrap">
          <Trans
            i18nKey="quiz.exit.timeLeft"
            values={{ time: formatClock(left) }}
            components={{ clock: <span className="font-mono font-semibold text-navy-900 tabular-nums" /> }}
          />
        </span>
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <button type="button" onClick={onStay} className="btn btn-navy" data-autofocus>
          {t('quiz.messages.exitStay')}
        </button>
        <button type="button" onClick={onSubmit} className="btn btn-primary">
          <Send className="size-4" aria-hidden="true" />
          {t('quiz.messages.exitSubmit')}
        </button>
        <button type="button" onClick={onLeave} className="btn btn-outline sm:mr-auto">
          <LogOut className="size-4 rotate-180" aria-hidden="true" />
          {t('quiz.messages.exitLeave')}
        </button>
      </div>
    </Modal>
  );
}
