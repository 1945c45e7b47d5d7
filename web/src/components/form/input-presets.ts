/**
 * The input attributes of fields several forms ask for, so a mobile number or a pincode gets the
 * same keyboard, autofill and length on sign-up, the profile and the enquiry forms. Spread one
 * into a TextField before its own props.
 */
export const emailInput = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
export const mobileInput = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 } as const;
/** A second number is not the learner's own, so the browser should not offer theirs. */
export const alternateMobileInput = { ...mobileInput, autoComplete: 'off' } as const;
export const cityInput = { autoComplete: 'address-level2' } as const;
export const stateInput = { autoComplete: 'address-level1' } as const;
export const pincodeInput = { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 } as const;
