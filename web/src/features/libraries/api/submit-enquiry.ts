import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import type { EnquiryValues } from '../rules/enquiry-schema';

const enquiryAnswerSchema = z.object({ message: z.optional(z.string()) });

export interface Enquiry extends EnquiryValues {
  subscriptionId: number;
}

/** The subscription enquiry of spec section 7: name, email, mobileNumber and the subscription. */
export function submitEnquiry({ name, email, mobileNumber, subscriptionId }: Enquiry) {
  return apiRequest('/v1/modules/subscriptionEnquiry', {
    method: 'POST',
    body: { name, email, mobileNumber, subscriptionId },
    schema: enquiryAnswerSchema,
  });
}

export function useSubmitEnquiry() {
  return useMutation({ mutationFn: submitEnquiry });
}
