/**
 * The profile-edit rules (docs/product.md, "Profile"). One schema validates the edit form and types
 * its values, which are also the update payload (the profile page's field names).
 */
import { z } from 'zod/mini';
import type { StoredUser } from '@/lib/auth/stored-user';
import { indianMobile, indianPincode, type MobileMessages, optionalText, requiredText } from '@/lib/form-rules';
import type { Profile } from '../api/schemas';

export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number';
export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';

/**
 * The profile's words for the mobile rule (docs/product.md, "Mobile numbers, PIN codes and target
 * years"), as the server has them: no full stops, the page's own length message.
 */
const mobile: MobileMessages = {
  notTenDigits: MOBILE_MESSAGE,
  badStart: 'Mobile number must start with 6, 7, 8 or 9',
  oneDigit: 'Mobile number cannot be the same digit ten times',
};

export const profileFormSchema = z.object({
  mobileNo: indianMobile({ ...mobile, required: MOBILE_MESSAGE }),
  // A select of the server's target years (2024 to 2028): the only wrong value is none.
  targetYear: requiredText('Please select your target year'),
  addressLine: requiredText('Address is required'),
  landmark: optionalText(),
  city: requiredText('City is required'),
  state: requiredText('State is required'),
  pincode: indianPincode({
    required: PINCODE_MESSAGE,
    notSixDigits: PINCODE_MESSAGE,
    zeroZone: 'Pincode cannot start with 0',
  }),
  alternateMobileNo: indianMobile(mobile),
  optionalSubject: optionalText(),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The edit form starts from the profile as shown. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    mobileNo: profile.basicDetails.mobileNo,
    targetYear: profile.additionalInfo.targetYear,
    addressLine: profile.postal_address.addressLine,
    landmark: profile.postal_address.landmark,
    city: profile.postal_address.city,
    state: profile.postal_address.state,
    pincode: profile.postal_address.pincode,
    alternateMobileNo: profile.postal_address.alternateMobileNo,
    optionalSubject: profile.additionalInfo.optionalSubject,
  };
}

/**
 * When the profile cannot be loaded, the user object stored at login still describes the
 * learner (same facts, login's field names); null when it carries nothing to show.
 */
export function profileFromStoredUser(user: StoredUser | null): Profile | null {
  if (!user || (!user.name && !user.email)) return null;
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    basicDetails: {
      name: text(user.name),
      email: text(user.email),
      mobileNo: text(user.mobile),
      uniqueUserId: text(user.unique_id),
    },
    additionalInfo: { targetYear: text(user.target_year), optionalSubject: text(user.optionalSubject) },
    postal_address: {
      addressLine: text(user.postal_address),
      landmark: text(user.landmark),
      city: text(user.city),
      state: text(user.state),
      pincode: text(user.pincode),
      alternateMobileNo: text(user.alternate_mobile),
    },
  };
}
