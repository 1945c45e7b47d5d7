import { PencilLine } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayOptionals } from '@/lib/choices/get-display-optionals';
import { savedOptionalSubjectName } from '@/lib/choices/optional-subject-name';
import type { Profile } from '../api/schemas';
import { ProfileHeading, ProfileSection } from './ProfileSections';

function Detail({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={`mt-0.5 break-words ${value ? 'font-medium text-navy-950' : 'text-slate-500 italic'}`}>
        {value || t('auth.profile.notProvided')}
      </dd>
    </div>
  );
}

interface ProfileViewProps {
  profile: Profile;
  onEdit: () => void;
  /** After leaving the edit form, focus returns to Edit Profile instead of the page's top. */
  focusEditButton: boolean;
}

/** The profile's view mode. */
export function ProfileView({ profile, onEdit, focusEditButton }: ProfileViewProps) {
  const { t } = useTranslation();
  const { data: optionals = [] } = useDisplayOptionals();
  const headingId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const { basicDetails, additionalInfo, postal_address: address } = profile;

  useEffect(() => {
    if (focusEditButton) editButtonRef.current?.focus();
  }, [focusEditButton]);

  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-8">
      <ProfileHeading
        name={basicDetails.name}
        studentId={basicDetails.uniqueUserId}
        headingId={headingId}
        action={
          <button ref={editButtonRef} type="button" onClick={onEdit} className="btn btn-navy w-full sm:w-auto">
            <PencilLine className="size-4" aria-hidden="true" />
            {t('auth.profile.edit')}
          </button>
        }
      />
      <div className="mt-8 space-y-6">
        <ProfileSection title={t('auth.profile.sections.basicDetails')} as="dl">
          <Detail label={t('auth.forms.labels.name')} value={basicDetails.name} />
          <Detail label={t('auth.forms.labels.email')} value={basicDetails.email} />
          <Detail label={t('auth.profile.labels.studentId')} value={basicDetails.uniqueUserId} />
          <Detail label={t('auth.forms.labels.mobileNumber')} value={basicDetails.mobileNo} />
          <Detail label={t('auth.profile.labels.alternateMobileNumber')} value={address.alternateMobileNo} />
        </ProfileSection>
        <ProfileSection title={t('auth.profile.sections.examPreferences')} as="dl">
          <Detail label={t('auth.forms.labels.targetYear')} value={additionalInfo.targetYear} />
          <Detail
            label={t('auth.forms.labels.optionalSubject')}
            value={savedOptionalSubjectName(additionalInfo.optionalSubject, optionals, t)}
          />
        </ProfileSection>
        <ProfileSection title={t('auth.profile.sections.address')} as="dl">
          <Detail label={t('auth.profile.labels.address')} value={address.addressLine} />
          <Detail label={t('auth.forms.labels.landmark')} value={address.landmark} />
          <Detail label={t('auth.forms.labels.city')} value={address.city} />
          <Detail label={t('auth.forms.labels.state')} value={address.state} />
          <Detail label={t('auth.forms.labels.pincode')} value={address.pincode} />
        </ProfileSection>
      </div>
    </article>
  );
}
