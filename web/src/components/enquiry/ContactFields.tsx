import type { FieldErrors, UseFormRegister } from 'react-hook-form';
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
  return (
    <>
      <TextField
        label="Name"
        autoComplete="name"
        required
        data-autofocus={autoFocus || undefined}
        maxLength={ENQUIRY_MAX_LENGTHS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label="Email" {...emailInput} required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Mobile Number"
        {...mobileInput}
        required
        error={errors.mobileNumber?.message}
        {...register('mobileNumber')}
      />
    </>
  );
}
