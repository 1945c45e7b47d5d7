/** Spec section 5's subscription enquiry: name, e-mail and a 10-digit mobile, all required. */
import { z } from 'zod/mini';
import { emailAddress, requiredDigits, requiredText } from '@/lib/form-rules';

export const enquirySchema = z.object({
  name: requiredText('Name is required.'),
  email: emailAddress(),
  mobileNumber: requiredDigits(10, 'Mobile number must be 10 digits.', 'Mobile number is required.'),
});

export type EnquiryValues = z.infer<typeof enquirySchema>;
