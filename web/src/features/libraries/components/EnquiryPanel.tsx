import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { useSubmitEnquiry } from '../api/submit-enquiry';
import { type EnquiryValues, enquirySchema } from '../rules/enquiry-schema';
import { ENQUIRY_FAILED, ENQUIRY_SENT } from '../rules/messages';

/**
 * 'Speak to our admission team' beside a mains test list whose tests ask for it (show_enquiry).
 * A logged-in learner's name, e-mail and mobile are filled in from their account.
 */
export function EnquiryPanel({ subscriptionId }: { subscriptionId: number }) {
  const headingId = useId();
  const { user } = useAuth();
  const enquiry = useSubmitEnquiry();
  const empty: EnquiryValues = { name: user?.name ?? '', email: user?.email ?? '', mobileNumber: user?.mobile ?? '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EnquiryValues>({ resolver: zodResolver(enquirySchema), defaultValues: empty });

  const onSubmit = (values: EnquiryValues) => {
    enquiry.mutate(
      { ...values, subscriptionId },
      {
        onSuccess: ({ message }) => {
          toast.success(message || ENQUIRY_SENT);
          reset(empty);
        },
        onError: (error) => {
          if (!showServerFieldErrors(error, setError, fieldNames(empty)))
            toast.error(errorMessage(error, ENQUIRY_FAILED));
        },
      },
    );
  };

  return (
    <aside aria-labelledby={headingId} className="card p-5 sm:p-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Speak to our admission team
      </h2>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-4 space-y-4">
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          required
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        <SubmitButton pending={enquiry.isPending} pendingLabel="Submitting..." className="btn btn-navy w-full">
          Submit
        </SubmitButton>
      </form>
    </aside>
  );
}
