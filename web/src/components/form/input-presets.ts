/**
 * The input attributes of fields several forms ask for, so a mobile number or a pincode gets the
 * same keyboard, autofill and length on sign-up, the profile and the enquiry forms. Spread one
 * into a TextField before its own props.
 */
export const emailInput = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
/**
 * A mobile number may be typed or pasted as '+91 98765 43210' or '098765 43210' (the form keeps the
 * ten digits: docs/product.md, "Mobile numbers, PIN codes and target years"), so the field takes
 * 16 characters and the phone keypad, which has + and space.
 */
export const mobileInput = { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 16 } as const;
/** A second number is not the learner's own, so the browser should not offer theirs. */
export const alternateMobileInput = { ...mobileInput, autoComplete: 'off' } as const;
export const cityInput = { autoComplete: 'address-level2' } as const;
export const stateInput = { autoComplete: 'address-level1' } as const;
export const pincodeInput = { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 } as const;
