import { zodResolver } from '@hookform/resolvers/zod';
import { Headset } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { useSubmitEnquiry } from '../api/submit-enquiry';
import {
  emptySubscriptionEnquiry,
  ENQUIRY_MAX_LENGTHS,
  type SubscriptionEnquiryValues,
  subscriptionEnquirySchema,
} from '../rules/enquiry-schemas';
import { ENQUIRY_SUCCEEDED, enquiryFailureMessage } from '../rules/messages';

const ENQUIRY_FIELDS = fieldNames(emptySubscriptionEnquiry);

interface EnquiryPanelProps {
  subscriptionId: number;
  /** The details page's "Enquire Now" button points here (aria-controls). */
  id: string;
  className?: string;
}

/**
 * "Speak to our admission team" (spec sections 2 and 4): name, email and mobile sent with the
 * subscription's id. Success: the server's message as a toast and the fields cleared.
 */
export function EnquiryPanel({ subscriptionId, id, className = '' }: EnquiryPanelProps) {
  const headingId = useId();
  const enquiry = useSubmitEnquiry();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SubscriptionEnquiryValues>({
    resolver: zodResolver(subscriptionEnquirySchema),
    defaultValues: emptySubscriptionEnquiry,
  });

  const onSubmit = (values: SubscriptionEnquiryValues) => {
    enquiry.mutate(
      { ...values, subscriptionId },
      {
        onSuccess: ({ message }) => {
          toast.success(message || ENQUIRY_SUCCEEDED);
          reset(emptySubscriptionEnquiry);
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, ENQUIRY_FIELDS);
          toast.error(enquiryFailureMessage(error));
        },
      },
    );
  };

  const failure = enquiry.isError ? enquiryFailureMessage(enquiry.error) : null;
  return (
    <section id={id} aria-labelledby={headingId} className={`card p-5 sm:p-6 ${className}`}>
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-50 text-saffron-700">
          <Headset className="size-5" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="font-display text-lg leading-snug font-bold text-navy-900">
          Speak to our admission team
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-600">Leave your details and a counsellor will call you back.</p>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-5 space-y-4">
        <TextField
          label="Name"
          autoComplete="name"
          required
          maxLength={ENQUIRY_MAX_LENGTHS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          pattern="[0-9]{10}"
          maxLength={ENQUIRY_MAX_LENGTHS.mobileNumber}
          required
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        <FormAlert message={failure} />
        <SubmitButton pending={enquiry.isPending} pendingLabel="Submitting..." className="btn btn-navy w-full py-3">
          Submit
        </SubmitButton>
      </form>
    </section>
  );
}
