/**
 * The profile-edit rules (docs/product.md, "Profile"). One schema validates the edit form and types
 * its values, which are also the update payload (the profile page's field names).
 */
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { StoredUser } from '@/lib/auth/stored-user';
import { indianMobile, indianPincode, type MobileMessages, optionalText, requiredText } from '@/lib/form-rules';
import type { Profile } from '../api/schemas';

/**
 * The profile-edit form's schema, built per language. The profile's words for the mobile rule
 * (docs/product.md, "Mobile numbers, PIN codes and target years") are the server's: no full stops,
 * the page's own length message.
 */
export function profileFormSchema(t: TFunction) {
  const invalidMobile = t('auth.profile.errors.mobileInvalid');
  const invalidPincode = t('auth.profile.errors.pincodeInvalid');
  const mobile: MobileMessages = {
    notTenDigits: invalidMobile,
    badStart: t('auth.profile.errors.mobileBadStart'),
    oneDigit: t('auth.profile.errors.mobileOneDigit'),
  };
  return z.object({
    mobileNo: indianMobile({ ...mobile, required: invalidMobile }),
    // A select of the server's target years (2024 to 2028): the only wrong value is none.
    targetYear: requiredText(t('auth.profile.errors.targetYearRequired')),
    addressLine: requiredText(t('auth.profile.errors.addressRequired')),
    landmark: optionalText(),
    city: requiredText(t('auth.profile.errors.cityRequired')),
    state: requiredText(t('auth.profile.errors.stateRequired')),
    pincode: indianPincode({
      required: invalidPincode,
      notSixDigits: invalidPincode,
      zeroZone: t('auth.profile.errors.pincodeZeroZone'),
    }),
    alternateMobileNo: indianMobile(mobile),
    optionalSubject: optionalText(),
  });
}

export type ProfileFormValues = z.infer<ReturnType<typeof profileFormSchema>>;

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
