import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { i18n } from '@/i18n';
import { fieldMessages } from '@/test/schema';
import {
  courseEnquiryFormSchema,
  emptyCourseEnquiry,
  emptySubscriptionEnquiry,
  subscriptionEnquiryFormSchema,
} from './schemas';

const english = i18n.getFixedT('en');
const subscriptionEnquirySchema = subscriptionEnquiryFormSchema(english);
const courseEnquirySchema = courseEnquiryFormSchema(english);

const contact = { name: 'Asha Verma', email: 'asha@example.in', mobileNumber: '9876543210' };
const course = { ...contact, courseName: 'GS Foundation', city: 'Pune', isUpscExamAttempted: 'no' };

describe('subscription enquiry', () => {
  it('needs name, email and mobile', () => {
    expect(fieldMessages(subscriptionEnquirySchema, emptySubscriptionEnquiry)).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      mobileNumber: 'Mobile number is required.',
    });
  });

  it('needs a valid email and exactly 10 digits', () => {
    expect(fieldMessages(subscriptionEnquirySchema, { ...contact, email: 'asha@', mobileNumber: '98765' })).toEqual({
      email: 'Invalid email format.',
      mobileNumber: 'Mobile number must be 10 digits.',
    });
    expect(fieldMessages(subscriptionEnquirySchema, { ...contact, mobileNumber: '98765432101' })).toEqual({
      mobileNumber: 'Mobile number must be 10 digits.',
    });
    expect(fieldMessages(subscriptionEnquirySchema, contact)).toEqual({});
  });

  it('keeps a mobile typed with spaces, +91 or a leading 0 as its ten digits, under sign-up’s rule', () => {
    for (const typed of ['98765 43210', '+91 98765 43210', '098765 43210']) {
      expect(z.parse(subscriptionEnquirySchema, { ...contact, mobileNumber: typed }).mobileNumber).toBe('9876543210');
    }
    expect(fieldMessages(subscriptionEnquirySchema, { ...contact, mobileNumber: '1234567890' })).toEqual({
      mobileNumber: 'Mobile number must start with 6, 7, 8 or 9.',
    });
  });

  it('takes a name made only of spaces as missing', () => {
    expect(fieldMessages(subscriptionEnquirySchema, { ...contact, name: '   ' })).toEqual({
      name: 'Name is required.',
    });
  });
});

describe('course enquiry (every field required)', () => {
  it('names every missing field', () => {
    expect(fieldMessages(courseEnquirySchema, emptyCourseEnquiry)).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      mobileNumber: 'Mobile number is required.',
      courseName: 'Course is required.',
      city: 'City is required.',
      isUpscExamAttempted: 'Please answer yes or no.',
    });
  });

  it('takes yes or no for the UPSC question, and nothing else', () => {
    expect(fieldMessages(courseEnquirySchema, course)).toEqual({});
    expect(fieldMessages(courseEnquirySchema, { ...course, isUpscExamAttempted: 'yes' })).toEqual({});
    expect(fieldMessages(courseEnquirySchema, { ...course, isUpscExamAttempted: 'maybe' })).toEqual({
      isUpscExamAttempted: 'Please answer yes or no.',
    });
  });

  it('keeps to the server’s length limits', () => {
    expect(
      fieldMessages(courseEnquirySchema, { ...course, courseName: 'x'.repeat(201), city: 'y'.repeat(101) }),
    ).toEqual({
      courseName: 'Course must be at most 200 characters.',
      city: 'City must be at most 100 characters.',
    });
  });
});
