import type { TFunction } from 'i18next';
import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import { errorMessage } from '@/lib/api-client';
import { type Device, useDevices, useSignOutDevices } from '../api/devices';

/**
 * The devices signed in to the account, under the profile (docs/product.md, "Devices"): any
 * other one can be signed out, or all others at once.
 */
export function DevicesCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError } = useDevices();
  const signOut = useSignOutDevices();

  const onSignOut = (id: number | 'others') =>
    signOut.mutate(id, {
      onSuccess: ({ message }) => toast.success(message || t('auth.profile.devices.signedOut')),
      onError: (error) => toast.error(errorMessage(error, t('auth.profile.devices.signOutFailed'))),
    });

  // Linked to as /profile#devices when the device limit signed a device out (SignedOutElsewhereNotice).
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#devices') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const others = data?.devices.filter((device) => !device.current).length ?? 0;
  return (
    <section id="devices" ref={section} aria-labelledby={headingId} className="card scroll-mt-24 p-5 sm:p-8">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        {t('auth.profile.devices.title')}
      </h2>
      {data && data.maxDevices > 0 && (
        <p className="mt-1 text-sm text-slate-600">{t('auth.profile.devices.limit', { count: data.maxDevices })}</p>
      )}
      {isPending && (
        <div className="mt-5 space-y-3" aria-hidden="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {isError && (
        <p role="alert" className="mt-5 text-sm font-medium text-rose-800">
          {t('auth.profile.devices.loadFailed')}
        </p>
      )}
      {data && (
        <>
          <ul className="mt-5 divide-y divide-slate-200">
            {data.devices.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                pending={signOut.isPending && signOut.variables === device.id}
                onSignOut={() => onSignOut(device.id)}
              />
            ))}
          </ul>
          {others > 0 && (
            <button
              type="button"
              className="btn btn-outline mt-5 w-full"
              disabled={signOut.isPending}
              onClick={() => onSignOut('others')}
            >
              {t('auth.profile.devices.signOutOthers')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function DeviceRow({ device, pending, onSignOut }: { device: Device; pending: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const Icon = device.kind === 'phone' ? Smartphone : device.kind === 'tablet' ? Tablet : Laptop;
  const name = deviceName(device, t);
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-navy-900">
          {name}
          {device.current && (
            <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('auth.profile.devices.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-slate-600">
          {t('auth.profile.devices.signedIn', { when: formatDateTime(device.signedInAt, locale) })}
          {device.address && <> · {device.address}</>}
        </p>
        <p className="text-slate-600">
          {t('auth.profile.devices.lastSeen', { when: formatDateTime(device.lastSeenAt, locale) })}
        </p>
      </div>
      {!device.current && (
        <button
          type="button"
          className="btn btn-outline shrink-0 px-3 py-1.5 text-sm"
          aria-label={t('auth.profile.devices.signOutNamed', { device: name })}
          disabled={pending}
          onClick={onSignOut}
        >
          {t('auth.profile.devices.signOut')}
        </button>
      )}
    </li>
  );
}

/** "Chrome on Android", or as much of it as the browser said. */
function deviceName(device: Device, t: TFunction): string {
  if (device.browser && device.os)
    return t('auth.profile.devices.browserOnOs', { browser: device.browser, os: device.os });
  return device.browser || device.os || t('auth.profile.devices.unknown');
}
