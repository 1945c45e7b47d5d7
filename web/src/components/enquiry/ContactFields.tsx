import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { emailInput, mobileInput } from '@/components/form/input-presets';
import { ENQUIRY_MAX_LENGTHS, type SubscriptionEnquiryValues } from '@/lib/enquiry/schemas';

interface ContactFieldsProps {
  register: UseFormRegister<SubscriptionEnquiryValues>;
  errors: FieldErrors<SubscriptionEnquiryValues>;
  /** The dialog's first field takes the focus when it opens. */
  autoFocus?: boolean;
}

/**
 * Name, e-mail and a mobile number (kept as its ten digits): the contact part of both enquiry forms (docs/product.md,
 * "Enquiries").
 */
export function ContactFields({ register, errors, autoFocus = false }: ContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.forms.labels.name')}
        autoComplete="name"
        required
        data-autofocus={autoFocus || undefined}
        maxLength={ENQUIRY_MAX_LENGTHS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('auth.forms.labels.email')}
        {...emailInput}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.forms.labels.mobileNumber')}
        {...mobileInput}
        required
        error={errors.mobileNumber?.message}
        {...register('mobileNumber')}
      />
    </>
  );
}
