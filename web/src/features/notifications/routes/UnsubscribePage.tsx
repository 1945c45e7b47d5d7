import { MailX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageTitle } from '@/config/brand';
import { errorMessage } from '@/lib/api-client';
import { isNotificationKind } from '@/lib/notification-kinds';
import { useDocumentTitle } from '@/lib/use-document-title';
import { unsubscribe } from '../api/notifications';

/**
 * The page an e-mail's unsubscribe link opens (docs/product.md, "Notifications"). It asks
 * first: a link checker that opens the link must not unsubscribe anybody. No sign-in needed.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('notifications.unsubscribe.title')));
  const [params] = useSearchParams();
  const link = { u: params.get('u') ?? '', k: params.get('k') ?? '', t: params.get('t') ?? '' };
  const [state, setState] = useState<{ done: boolean; message: string; failed: boolean; pending: boolean }>({
    done: false,
    message: '',
    failed: false,
    pending: false,
  });
  const kind = isNotificationKind(link.k) ? link.k : null;

  const confirm = async () => {
    setState({ done: false, message: '', failed: false, pending: true });
    try {
      const answer = await unsubscribe(link);
      setState({
        done: true,
        message: answer.message ?? t('notifications.unsubscribe.done'),
        failed: false,
        pending: false,
      });
    } catch (error) {
      setState({
        done: false,
        message: errorMessage(error, t('notifications.unsubscribe.failed')),
        failed: true,
        pending: false,
      });
    }
  };

  return (
    <>
      <PageHeader title={t('notifications.unsubscribe.title')} />
      <div className="container-page py-10 sm:py-14">
        <div className="card mx-auto max-w-lg p-6 text-center sm:p-8">
          <MailX className="mx-auto size-10 text-saffron-600" aria-hidden="true" />
          {!state.done && (
            <>
              <p className="mt-4 text-navy-900">
                {kind
                  ? t('notifications.unsubscribe.question', { kind: t(`notifications.kinds.${kind}`) })
                  : t('notifications.unsubscribe.questionAny')}
              </p>
              <button
                type="button"
                className="btn btn-primary mt-6"
                disabled={state.pending}
                onClick={() => void confirm()}
              >
                {t('notifications.unsubscribe.confirm')}
              </button>
            </>
          )}
          {state.message && (
            <p
              role={state.failed ? 'alert' : 'status'}
              className={`mt-4 font-medium ${state.failed ? 'text-rose-800' : 'text-emerald-800'}`}
            >
              {state.message}
            </p>
          )}
          <p className="mt-6 text-sm text-slate-600">
            {t('notifications.unsubscribe.settingsHint')}{' '}
            <Link to="/profile" className="font-semibold text-saffron-700 underline">
              {t('notifications.unsubscribe.settingsLink')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
