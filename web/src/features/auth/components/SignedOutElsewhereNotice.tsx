import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { CloseButton } from '@/components/ui/CloseButton';

/** Where the profile lists the learner's devices (DevicesCard). */
export const DEVICES_PATH = '/profile#devices';

/** The sign-in went past the device limit: the oldest device was signed out; long enough to read. */
export function showSignedOutBySignIn(message: string): void {
  toast(message, { id: 'device-signed-out', duration: 12000 });
}

/**
 * After signing in again on a device the device limit signed out (docs/product.md, "Devices"):
 * the server's word on which device signed in, and when, with the way to the devices list. It
 * stays until the learner closes it or follows the link: it may be someone else using the account.
 * When this sign-in in turn signed the oldest device out, `alsoSignedOut` says so in the same
 * notice.
 */
export function showSignedOutElsewhere(
  message: string,
  t: TFunction,
  goToDevices: () => void,
  alsoSignedOut?: string | null,
): void {
  toast(
    (shown) => (
      <div className="flex items-start gap-2">
        <div className="text-sm">
          <p>{message}</p>
          {alsoSignedOut && <p className="mt-1">{alsoSignedOut}</p>}
          <a
            href={DEVICES_PATH}
            className="mt-1 inline-block font-semibold underline underline-offset-2"
            onClick={(event) => {
              event.preventDefault();
              toast.dismiss(shown.id);
              goToDevices();
            }}
          >
            {t('common.session.seeDevices')}
          </a>
        </div>
        <CloseButton onClick={() => toast.dismiss(shown.id)} className="-mt-1 -mr-2 shrink-0" />
      </div>
    ),
    { id: 'signed-out-elsewhere', duration: Infinity },
  );
}
