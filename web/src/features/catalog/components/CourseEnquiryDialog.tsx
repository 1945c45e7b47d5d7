import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { ContactFields } from '@/components/enquiry/ContactFields';
import { FormAlert } from '@/components/form/FormAlert';
import { cityInput } from '@/components/form/input-presets';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';
import { useSections } from '@/config/section-categories';
import {
  type CourseEnquiryValues,
  courseEnquiryFormSchema,
  emptyCourseEnquiry,
  ENQUIRY_MAX_LENGTHS,
} from '@/lib/enquiry/schemas';
import { useSubmitEnquiry } from '@/lib/enquiry/submit-enquiry';
import { fieldNames, showServerFieldErrors } from '@/lib/form-errors';
import { sectionTitle } from '../rules/sections';
import type { CourseInView } from './course-in-view';
import { useWording } from './use-wording';

const ENQUIRY_FIELDS = fieldNames(emptyCourseEnquiry);

/**
 * The Course Enquiry modal (docs/product.md, "Enquiries"), at most 'md' wide. Opened on a course's
 * page, its course field starts with that course, and the enquiry names the course (its id) for
 * staff unless the learner writes another. Success: the server's message as a toast, the form
 * reset and the modal closed. Failure: it stays open and says so, inline and as a toast.
 */
export function CourseEnquiryDialog({ course, onClose }: { course: CourseInView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useWording();
  const id = useId();
  const titleId = `${id}-title`;
  const enquiry = useSubmitEnquiry();
  // Suggestions for the course field, the sections' headings (their Hindi names in Hindi, when
  // staff gave them); any text is accepted.
  const courseSuggestions = useSections().sections.map((section) => sectionTitle(section, language));
  const [failure, setFailure] = useState<string | null>(null);
  // Its messages in the interface's language.
  const schema = useMemo(() => courseEnquiryFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CourseEnquiryValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyCourseEnquiry, courseName: course?.name ?? '' },
  });

  const onSubmit = (values: CourseEnquiryValues) => {
    setFailure(null);
    const aboutThisCourse = course !== null && values.courseName.trim() === course.name.trim();
    enquiry.mutate(aboutThisCourse ? { ...values, subscriptionId: course.id } : values, {
      onSuccess: ({ message }) => {
        // The server's message is in the learner's language already.
        toast.success(message || t('auth.enquiry.succeeded'));
        reset(emptyCourseEnquiry);
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, ENQUIRY_FIELDS);
        const failed = t('auth.enquiry.courseFailed');
        setFailure(failed);
        toast.error(failed);
      },
    });
  };

  const answerError = errors.isUpscExamAttempted?.message;
  const answerErrorId = `${id}-answer-error`;
  return (
    <Modal labelledBy={titleId} onClose={onClose} panelClassName="max-w-md">
      <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6">
        <div>
          <h2 id={titleId} className="font-display text-xl font-bold text-navy-900">
            {t('catalog.enquiry.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('catalog.enquiry.intro')}</p>
        </div>
        <CloseButton onClick={onClose} className="-mt-1 -mr-2" />
      </div>
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        className="mt-4 space-y-4 px-5 pb-6 sm:px-6"
      >
        <ContactFields register={register} errors={errors} autoFocus />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('catalog.enquiry.course')}
            list={`${id}-courses`}
            autoComplete="off"
            required
            maxLength={ENQUIRY_MAX_LENGTHS.courseName}
            error={errors.courseName?.message}
            {...register('courseName')}
          />
          <TextField
            label={t('catalog.enquiry.city')}
            {...cityInput}
            required
            maxLength={ENQUIRY_MAX_LENGTHS.city}
            error={errors.city?.message}
            {...register('city')}
          />
        </div>
        <datalist id={`${id}-courses`}>
          {courseSuggestions.map((course) => (
            <option key={course} value={course} />
          ))}
        </datalist>
        <fieldset aria-describedby={answerError ? answerErrorId : undefined}>
          <legend className="text-sm font-medium text-navy-900">
            {t('catalog.enquiry.attemptedUpsc')}
            <span aria-hidden="true" className="text-rose-600">
              *
            </span>
          </legend>
          <div className="mt-2 flex gap-3">
            {(['yes', 'no'] as const).map((answer) => (
              <label
                key={answer}
                className="flex flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-slate-300 px-3.5 py-2.5 text-navy-950 has-checked:border-navy-500 has-checked:bg-navy-50"
              >
                <input
                  type="radio"
                  value={answer}
                  aria-invalid={answerError ? true : undefined}
                  className="size-4 accent-navy-800"
                  {...register('isUpscExamAttempted')}
                />
                {answer === 'yes' ? t('catalog.enquiry.yes') : t('catalog.enquiry.no')}
              </label>
            ))}
          </div>
          {answerError && (
            <p id={answerErrorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-700">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{answerError}</span>
            </p>
          )}
        </fieldset>
        <FormAlert message={failure} />
        <SubmitButton
          pending={enquiry.isPending}
          pendingLabel={t('catalog.enquiry.pleaseWait')}
          className="btn btn-primary w-full py-3"
        >
          {t('catalog.enquiry.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}
