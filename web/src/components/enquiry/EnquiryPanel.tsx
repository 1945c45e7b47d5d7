import { zodResolver } from '@hookform/resolvers/zod';
import { Headset } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useAuth } from '@/lib/auth/auth-context';
import { enquiryFailureMessage } from '@/lib/enquiry/messages';
import {
  emptySubscriptionEnquiry,
  type SubscriptionEnquiryValues,
  subscriptionEnquiryFormSchema,
} from '@/lib/enquiry/schemas';
import { useSubmitEnquiry } from '@/lib/enquiry/submit-enquiry';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { ContactFields } from './ContactFields';

const ENQUIRY_FIELDS = fieldNames(emptySubscriptionEnquiry);

interface EnquiryPanelProps {
  subscriptionId: number;
  /** The details page's "Enquire Now" button points here (aria-controls). */
  id?: string;
  className?: string;
}

/**
 * "Speak to our admission team" (docs/product.md, "Enquiries"), on a details page and beside a mains
 * test list: name, email and mobile sent with the subscription's id. A logged-in learner's own
 * details are filled in. Success: the server's message as a toast and the form as it started.
 */
export function EnquiryPanel({ subscriptionId, id, className = '' }: EnquiryPanelProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => subscriptionEnquiryFormSchema(t), [t]);
  const headingId = useId();
  const enquiry = useSubmitEnquiry();
  const { user } = useAuth();
  const initial: SubscriptionEnquiryValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobileNumber: user?.mobile ?? '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SubscriptionEnquiryValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });

  const onSubmit = (values: SubscriptionEnquiryValues) => {
    enquiry.mutate(
      { ...values, subscriptionId },
      {
        onSuccess: ({ message }) => {
          toast.success(message || t('auth.enquiry.succeeded'));
          reset(initial);
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, ENQUIRY_FIELDS);
          toast.error(enquiryFailureMessage(error, t));
        },
      },
    );
  };

  const failure = enquiry.isError ? enquiryFailureMessage(enquiry.error, t) : null;
  return (
    <section id={id} aria-labelledby={headingId} className={`card p-5 sm:p-6 ${className}`}>
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-saffron-50 text-saffron-700">
          <Headset className="size-5" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="font-display text-lg leading-snug font-bold text-navy-900">
          {t('auth.enquiry.title')}
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('auth.enquiry.intro')}</p>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-5 space-y-4">
        <ContactFields register={register} errors={errors} />
        <FormAlert message={failure} />
        <SubmitButton
          pending={enquiry.isPending}
          pendingLabel={t('auth.enquiry.submitting')}
          className="btn btn-navy w-full py-3"
        >
          {t('auth.enquiry.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
