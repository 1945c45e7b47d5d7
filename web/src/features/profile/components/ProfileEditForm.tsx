import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { type SelectOption, SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PlaceFields } from '@/components/form/PlaceFields';
import { TextField } from '@/components/form/TextField';
import { alternateMobileInput, mobileInput } from '@/components/form/input-presets';
import { useDisplayOptionals } from '@/lib/choices/get-display-optionals';
import { savedOptionalSubjectName } from '@/lib/choices/optional-subject-name';
import { useTargetYearChoices } from '@/lib/choices/get-target-years';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import type { Profile } from '../api/schemas';
import { useUpdateProfile } from '../api/update-profile';
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
  const { t } = useTranslation();
  const schema = useMemo(() => profileFormSchema(t), [t]);
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
  } = useForm<ProfileFormValues>({ resolver: zodResolver(schema), defaultValues });

  // Entering edit mode puts the cursor in the first field that can change.
  useEffect(() => setFocus('mobileNo'), [setFocus]);

  const onSubmit = (values: ProfileFormValues) => {
    update.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message || t('auth.profile.updated'));
        onDone();
      },
      onError: (error) => {
        // The server's field messages go on their fields; any other failure gets the fixed toast.
        if (!showServerFieldErrors(error, setError, fieldNames(defaultValues)))
          toast.error(t('auth.profile.updateFailed'));
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
        <Trans i18nKey="auth.profile.requiredNote" components={{ mark: <span className="text-rose-600" /> }} />
      </p>

      <div className="mt-6 space-y-6">
        <ProfileSection title={t('auth.profile.sections.basicDetails')}>
          <TextField
            label={t('auth.forms.labels.name')}
            value={basicDetails.name}
            readOnly
            hint={t('auth.profile.nameFixed')}
          />
          <TextField
            label={t('auth.forms.labels.email')}
            value={basicDetails.email}
            readOnly
            hint={t('auth.profile.emailFixed')}
          />
          <TextField label={t('auth.profile.labels.studentId')} value={basicDetails.uniqueUserId} readOnly />
          <TextField
            label={t('auth.forms.labels.mobileNumber')}
            {...mobileInput}
            required
            error={errors.mobileNo?.message}
            {...register('mobileNo')}
          />
          <TextField
            label={t('auth.profile.labels.alternateMobileNumber')}
            {...alternateMobileInput}
            optional
            error={errors.alternateMobileNo?.message}
            {...register('alternateMobileNo')}
          />
        </ProfileSection>

        <ProfileSection title={t('auth.profile.sections.examPreferences')}>
          <SelectField
            label={t('auth.forms.labels.targetYear')}
            required
            emptyOption={t('auth.profile.selectTargetYear')}
            options={choicesWithCurrent(targetYears, defaultValues.targetYear)}
            error={errors.targetYear?.message}
            {...register('targetYear')}
          />
          <SelectField
            label={t('auth.forms.labels.optionalSubject')}
            optional
            emptyOption={t('auth.forms.notChosenYet')}
            options={choicesWithCurrent(
              optionals.map((optional) => optional.name),
              defaultValues.optionalSubject,
            ).map(({ value }) => ({ value, label: savedOptionalSubjectName(value, optionals, t) }))}
            error={errors.optionalSubject?.message}
            {...register('optionalSubject')}
          />
        </ProfileSection>

        <ProfileSection title={t('auth.profile.sections.address')}>
          <TextField
            label={t('auth.profile.labels.address')}
            autoComplete="street-address"
            required
            className="sm:col-span-2"
            error={errors.addressLine?.message}
            {...register('addressLine')}
          />
          <TextField
            label={t('auth.forms.labels.landmark')}
            autoComplete="off"
            optional
            error={errors.landmark?.message}
            {...register('landmark')}
          />
          <PlaceFields register={register} errors={errors} />
        </ProfileSection>
      </div>

      <div className="mt-8 space-y-4 border-t border-slate-200 pt-6">
        <FormAlert message={hasErrors ? t('auth.forms.hasErrors') : null} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onDone} disabled={update.isPending} className="btn btn-outline">
            {t('auth.profile.cancel')}
          </button>
          <SubmitButton pending={update.isPending} pendingLabel={t('auth.profile.saving')}>
            {t('auth.profile.save')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
