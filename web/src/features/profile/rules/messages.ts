/** The profile page's fixed texts (docs/product.md, "Messages"). */
export const PROFILE_LOAD_FAILED = 'Failed to load profile data';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';
export const NO_PROFILE_DATA = 'No profile data available. Please log in again.';
