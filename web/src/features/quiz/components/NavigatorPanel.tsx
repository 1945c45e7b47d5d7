import { LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';
import { answeredCount, type QuizSheet } from '../rules/quiz-sheet';
import { QuestionNavigator } from './QuestionNavigator';

interface NavigatorPanelProps {
  sheet: QuizSheet;
  disabled: boolean;
  onGoTo: (index: number) => void;
}

function Summary({ sheet }: { sheet: QuizSheet }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-600">
      {t('quiz.navigator.summary', { answered: answeredCount(sheet), total: sheet.questionIds.length })}
    </p>
  );
}

/** From 1024 px the navigator is a column beside the question. */
export function NavigatorSidebar({ sheet, disabled, onGoTo }: NavigatorPanelProps) {
  const { t } = useTranslation();
  return (
    <aside className="hidden w-80 shrink-0 overflow-y-auto border-l border-slate-200 bg-white p-5 lg:block">
      <h2 className="font-display text-base font-bold text-navy-900">{t('quiz.navigator.title')}</h2>
      <div className="mt-1 mb-4">
        <Summary sheet={sheet} />
      </div>
      <QuestionNavigator sheet={sheet} disabled={disabled} onGoTo={onGoTo} />
    </aside>
  );
}

const DRAWER_TITLE_ID = 'navigator-drawer-title';

/** Below 1024 px it opens from a button as a dialog, instead of squeezing beside the question. */
export function NavigatorDrawerButton({ sheet, disabled, onGoTo }: NavigatorPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="btn btn-outline px-3 py-2 lg:hidden"
        aria-haspopup="dialog"
      >
        <LayoutGrid className="size-4" aria-hidden="true" />
        {t('quiz.navigator.open')}
      </button>
      {open && (
        <Modal labelledBy={DRAWER_TITLE_ID} onClose={() => setOpen(false)} panelClassName="max-w-sm p-5">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <h2 id={DRAWER_TITLE_ID} className="font-display text-lg font-bold text-navy-900">
                {t('quiz.navigator.title')}
              </h2>
              <Summary sheet={sheet} />
            </div>
            <CloseButton onClick={() => setOpen(false)} />
          </div>
          <QuestionNavigator
            sheet={sheet}
            disabled={disabled}
            onGoTo={(index) => {
              setOpen(false);
              onGoTo(index);
            }}
          />
        </Modal>
      )}
    </>
  );
}
