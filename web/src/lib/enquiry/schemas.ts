/**
 * The enquiry rules (docs/product.md, "Enquiries"). Their messages are the server's own
 * (internal/enquiries), so a message reads the same whichever side catches it; the schemas are
 * built per language: `useMemo(() => subscriptionEnquiryFormSchema(t), [t])`.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { emailAddress, indianMobile, mobileMessages, requiredText } from '@/lib/form-rules';

function limitedText(requiredMessage: string, maxLength: number, tooLongMessage: string) {
  return requiredText(requiredMessage).check(z.maxLength(maxLength, tooLongMessage));
}

/** The form limits, for the inputs' maxLength (the schema says the same). */
export const ENQUIRY_MAX_LENGTHS = { name: 100, courseName: 200, city: 100 } as const;

function contactFields(t: TFunction) {
  return {
    name: limitedText(
      t('auth.enquiry.errors.nameRequired'),
      ENQUIRY_MAX_LENGTHS.name,
      t('auth.enquiry.errors.nameTooLong', { max: ENQUIRY_MAX_LENGTHS.name }),
    ),
    email: emailAddress(t),
    // Kept as its ten digits, under sign-up's rule (docs/product.md, "Mobile numbers, PIN codes and target years").
    mobileNumber: indianMobile(
      mobileMessages(t('auth.forms.rules.mobileLabel'), t('auth.forms.rules.mobileRequired'), t),
    ),
  };
}

/** "Speak to our admission team" on a details page: name, email, mobile. */
export function subscriptionEnquiryFormSchema(t: TFunction) {
  return z.object(contactFields(t));
}
export type SubscriptionEnquiryValues = z.infer<ReturnType<typeof subscriptionEnquiryFormSchema>>;
export const emptySubscriptionEnquiry: SubscriptionEnquiryValues = { name: '', email: '', mobileNumber: '' };

/** The site-wide Course Enquiry: the contact fields, course, city and the UPSC question. */
export function courseEnquiryFormSchema(t: TFunction) {
  return z.object({
    ...contactFields(t),
    courseName: limitedText(
      t('auth.enquiry.errors.courseRequired'),
      ENQUIRY_MAX_LENGTHS.courseName,
      t('auth.enquiry.errors.courseTooLong', { max: ENQUIRY_MAX_LENGTHS.courseName }),
    ),
    city: limitedText(
      t('auth.enquiry.errors.cityRequired'),
      ENQUIRY_MAX_LENGTHS.city,
      t('auth.enquiry.errors.cityTooLong', { max: ENQUIRY_MAX_LENGTHS.city }),
    ),
    // A radio pair starts with neither chosen: '' until the learner answers.
    isUpscExamAttempted: z
      .string()
      .check(z.refine((value) => value === 'yes' || value === 'no', t('auth.enquiry.errors.answerYesOrNo'))),
  });
}
export type CourseEnquiryValues = z.infer<ReturnType<typeof courseEnquiryFormSchema>>;
export const emptyCourseEnquiry: CourseEnquiryValues = {
  name: '',
  email: '',
  mobileNumber: '',
  courseName: '',
  city: '',
  isUpscExamAttempted: '',
};
