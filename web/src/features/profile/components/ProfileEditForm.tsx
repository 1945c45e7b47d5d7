import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { type SelectOption, SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import {
  alternateMobileInput,
  cityInput,
  mobileInput,
  pincodeInput,
  stateInput,
} from '@/components/form/input-presets';
import { useDisplayOptionals } from '@/lib/choices/get-display-optionals';
import { useTargetYearChoices } from '@/lib/choices/get-target-years';
import { FORM_HAS_ERRORS, fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import type { Profile } from '../api/schemas';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from '../rules/messages';
import { type ProfileFormValues, profileFormSchema, profileFormValues } from '../rules/profile-schema';
import { ProfileHeading, ProfileSection } from './ProfileSections';

/**
 * The choices, plus the learner's current value when the list lacks it (a year chosen at sign-up,
 * a subject since withdrawn): shown as it is rather than silently blanked, so saving never
 * clears it unasked; the server says if it is no longer allowed.
 */
function choicesWithCurrent(choices: readonly string[], current: string): SelectOption[] {
  const values = current && !choices.includes(current) ? [current, ...choices] : choices;
  return values.map((value) => ({ value, label: value }));
}

interface ProfileEditFormProps {
  profile: Profile;
  /** Back to view mode: after saving, or on Cancel. */
  onDone: () => void;
}

/** The profile's edit mode (docs/product.md, "Profile"). */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const headingId = useId();
  const update = useUpdateProfile();
  const targetYears = useTargetYearChoices();
  const { data: optionals = [] } = useDisplayOptionals();
  const defaultValues = profileFormValues(profile);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues });

  // Entering edit mode puts the cursor in the first field that can change.
  useEffect(() => setFocus('mobileNo'), [setFocus]);

  const onSubmit = (values: ProfileFormValues) => {
    update.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message || PROFILE_UPDATED);
        onDone();
      },
      onError: (error) => {
        // The server's field messages go on their fields; any other failure gets the fixed toast.
        if (!showServerFieldErrors(error, setError, fieldNames(defaultValues))) toast.error(PROFILE_UPDATE_FAILED);
      },
    });
  };

  const { basicDetails } = profile;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="card p-5 sm:p-8"
    >
      <ProfileHeading name={basicDetails.name} studentId={basicDetails.uniqueUserId} headingId={headingId} />
      <p className="mt-4 text-sm text-slate-600">
        Fields marked <span className="text-rose-600">*</span> are required.
      </p>

      <div className="mt-6 space-y-6">
        <ProfileSection title="Basic details">
          <TextField label="Name" value={basicDetails.name} readOnly hint="Name cannot be changed" />
          <TextField label="Email" value={basicDetails.email} readOnly hint="Email cannot be changed" />
          <TextField label="Student ID" value={basicDetails.uniqueUserId} readOnly />
          <TextField
            label="Mobile Number"
            {...mobileInput}
            required
            error={errors.mobileNo?.message}
            {...register('mobileNo')}
          />
          <TextField
            label="Alternate Mobile Number"
            {...alternateMobileInput}
            optional
            error={errors.alternateMobileNo?.message}
            {...register('alternateMobileNo')}
          />
        </ProfileSection>

        <ProfileSection title="Exam preferences">
          <SelectField
            label="Target Year"
            required
            emptyOption="Select target year"
            options={choicesWithCurrent(targetYears, defaultValues.targetYear)}
            error={errors.targetYear?.message}
            {...register('targetYear')}
          />
          <SelectField
            label="Optional Subject"
            optional
            emptyOption="Not chosen yet"
            options={choicesWithCurrent(
              optionals.map((optional) => optional.name),
              defaultValues.optionalSubject,
            )}
            error={errors.optionalSubject?.message}
            {...register('optionalSubject')}
          />
        </ProfileSection>

        <ProfileSection title="Address">
          <TextField
            label="Address"
            autoComplete="street-address"
            required
            className="sm:col-span-2"
            error={errors.addressLine?.message}
            {...register('addressLine')}
          />
          <TextField
            label="Landmark"
            autoComplete="off"
            optional
            error={errors.landmark?.message}
            {...register('landmark')}
          />
          <TextField label="City" {...cityInput} required error={errors.city?.message} {...register('city')} />
          <TextField label="State" {...stateInput} required error={errors.state?.message} {...register('state')} />
          <TextField
            label="Pincode"
            {...pincodeInput}
            required
            error={errors.pincode?.message}
            {...register('pincode')}
          />
        </ProfileSection>
      </div>

      <div className="mt-8 space-y-4 border-t border-slate-200 pt-6">
        <FormAlert message={hasErrors ? FORM_HAS_ERRORS : null} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDone} disabled={update.isPending} className="btn btn-outline">
            Cancel
          </button>
          <SubmitButton pending={update.isPending} pendingLabel="Saving...">
            Save Changes
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
