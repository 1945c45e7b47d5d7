import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { PageHeader } from '@/components/ui/PageHeader';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { pageTitle } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { NotificationSettingsCard } from '../components/NotificationSettingsCard';
import { DevicesCard } from '../components/DevicesCard';
import { ProfileEditForm } from '../components/ProfileEditForm';
import { ProfileView } from '../components/ProfileView';
import { profileFromStoredUser } from '../rules/profile-schema';

/**
 * My Profile (docs/product.md, "Profile"): view and edit modes, a change-password section and the
 * signed-in devices.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('auth.profile.title')));
  const { isLoggedIn } = useAuth();
  return (
    <>
      <PageHeader title={t('auth.profile.title')} description={t('auth.profile.description')} />
      <div className="container-page py-10 sm:py-14">
        {isLoggedIn ? <ProfileContent /> : <LoginRequiredNotice message={t('auth.profile.loginRequired')} />}
      </div>
    </>
  );
}

type Mode = 'view' | 'edit' | 'back-to-view';

function ProfileContent() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data, isPending, isError, error } = useProfile();
  const [mode, setMode] = useState<Mode>('view');

  // A 401 already sends the learner to log in again; anything else deserves the fixed toast.
  const loadFailed = isError && !(error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (loadFailed) toast.error(t('auth.profile.loadFailed'), { id: 'profile-load-failed' });
  }, [loadFailed, t]);

  if (isPending) return <ProfileSkeleton />;

  // Without the server's profile, the user object stored at login still shows who this is.
  const profile = data ?? profileFromStoredUser(user);
  if (!profile) {
    return (
      <p
        role="alert"
        className="mx-auto max-w-md rounded-2xl border border-rose-200 bg-rose-50 px-6 py-8 text-center font-medium text-rose-800"
      >
        {t('auth.profile.noData')}
      </p>
    );
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      {mode === 'edit' ? (
        <ProfileEditForm profile={profile} onDone={() => setMode('back-to-view')} />
      ) : (
        <ProfileView profile={profile} onEdit={() => setMode('edit')} focusEditButton={mode === 'back-to-view'} />
      )}
      <div className="space-y-8">
        <ChangePasswordForm />
        <NotificationSettingsCard />
        <DevicesCard />
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus
      label={t('auth.profile.loading')}
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div className="card p-5 sm:p-8">
        <div className="flex items-center gap-4">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
        <div className="mt-8 grid gap-x-6 gap-y-6 sm:grid-cols-2">
          {Array.from({ length: 10 }, (_, index) => (
            <div key={index} className="space-y-2">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-40" />
            </div>
          ))}
        </div>
      </div>
      <div className="card space-y-4 p-5 sm:p-8">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-10 w-full rounded-full" />
      </div>
    </LoadingStatus>
  );
}
