import { PencilLine } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { Profile } from '../api/schemas';
import { ProfileHeading, ProfileSection } from './ProfileSections';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={`mt-0.5 break-words ${value ? 'font-medium text-navy-950' : 'text-slate-500 italic'}`}>
        {value || 'Not provided'}
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
            Edit Profile
          </button>
        }
      />
      <div className="mt-8 space-y-6">
        <ProfileSection title="Basic details" as="dl">
          <Detail label="Name" value={basicDetails.name} />
          <Detail label="Email" value={basicDetails.email} />
          <Detail label="Student ID" value={basicDetails.uniqueUserId} />
          <Detail label="Mobile Number" value={basicDetails.mobileNo} />
          <Detail label="Alternate Mobile Number" value={address.alternateMobileNo} />
        </ProfileSection>
        <ProfileSection title="Exam preferences" as="dl">
          <Detail label="Target Year" value={additionalInfo.targetYear} />
          <Detail label="Optional Subject" value={additionalInfo.optionalSubject} />
        </ProfileSection>
        <ProfileSection title="Address" as="dl">
          <Detail label="Address" value={address.addressLine} />
          <Detail label="Landmark" value={address.landmark} />
          <Detail label="City" value={address.city} />
          <Detail label="State" value={address.state} />
          <Detail label="Pincode" value={address.pincode} />
        </ProfileSection>
      </div>
    </article>
  );
}
