import { useMutation } from '@tanstack/react-query';
import { apiRequest, messageAnswerSchema } from '@/lib/api-client';
import type { CourseEnquiryValues, SubscriptionEnquiryValues } from './schemas';

/** Either form may name the subscription it is about. */
export type EnquiryPayload = (SubscriptionEnquiryValues | CourseEnquiryValues) & { subscriptionId?: number };

/** Both enquiry forms post here; the answer's message is the success toast. */
export function submitEnquiry(payload: EnquiryPayload) {
  return apiRequest('/v1/modules/subscriptionEnquiry', { method: 'POST', body: payload, schema: messageAnswerSchema });
}

export function useSubmitEnquiry() {
  return useMutation({ mutationFn: submitEnquiry });
}
