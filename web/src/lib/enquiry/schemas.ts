/**
 * The enquiry rules (docs/product.md, "Enquiries"). Their messages are the server's own
 * (internal/enquiries), so a message reads the same whichever side catches it.
 */
import { z } from 'zod/mini';
import { emailAddress, indianMobile, mobileMessages, requiredText } from '@/lib/form-rules';

function limitedText(requiredMessage: string, maxLength: number, tooLongMessage: string) {
  return requiredText(requiredMessage).check(z.maxLength(maxLength, tooLongMessage));
}

const contactFields = {
  name: limitedText('Name is required.', 100, 'Name must be at most 100 characters.'),
  email: emailAddress(),
  // Kept as its ten digits, under sign-up's rule (docs/product.md, "Mobile numbers, PIN codes and target years").
  mobileNumber: indianMobile(mobileMessages('Mobile number', 'Mobile number is required.')),
};

/** "Speak to our admission team" on a details page: name, email, mobile. */
export const subscriptionEnquirySchema = z.object(contactFields);
export type SubscriptionEnquiryValues = z.infer<typeof subscriptionEnquirySchema>;
export const emptySubscriptionEnquiry: SubscriptionEnquiryValues = { name: '', email: '', mobileNumber: '' };

/** The site-wide Course Enquiry: the contact fields, course, city and the UPSC question. */
export const courseEnquirySchema = z.object({
  ...contactFields,
  courseName: limitedText('Course is required.', 200, 'Course must be at most 200 characters.'),
  city: limitedText('City is required.', 100, 'City must be at most 100 characters.'),
  // A radio pair starts with neither chosen: '' until the learner answers.
  isUpscExamAttempted: z
    .string()
    .check(z.refine((value) => value === 'yes' || value === 'no', 'Please answer yes or no.')),
});
export type CourseEnquiryValues = z.infer<typeof courseEnquirySchema>;
export const emptyCourseEnquiry: CourseEnquiryValues = {
  name: '',
  email: '',
  mobileNumber: '',
  courseName: '',
  city: '',
  isUpscExamAttempted: '',
};

/** The form limits, for the inputs' maxLength (the schema says the same). */
export const ENQUIRY_MAX_LENGTHS = { name: 100, courseName: 200, city: 100 } as const;
