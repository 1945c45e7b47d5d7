/** Fields many resources share, written once (the server's `position`, `published`, `active`, `redirectField`). */
import type { FieldSpec } from './fields';

export const positionField: FieldSpec = {
  name: 'position',
  label: 'Position',
  kind: 'int',
  min: 0,
  max: 100000,
  hint: 'Lower numbers come first.',
};

export const publishedField: FieldSpec = {
  name: 'is_published',
  label: 'Published',
  kind: 'bool',
  hint: 'Visible to learners on the site.',
};

export const activeField: FieldSpec = { name: 'is_active', label: 'Active', kind: 'bool', hint: 'Shown on the site.' };

/** A page of this site (/prelims-tests) or an https:// address, as the server accepts. */
export function redirectProblem(value: string): string | undefined {
  if (value.startsWith('/') && !value.startsWith('//')) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && url.host) return undefined;
  } catch {
    // Not an address at all: the message below says what is wanted.
  }
  return 'The link must be a page of this site (such as /prelims_tests) or an https:// address.';
}

export const redirectField: FieldSpec = {
  name: 'redirect_url',
  label: 'Link',
  kind: 'text',
  max: 500,
  check: redirectProblem,
  hint: 'Where a click leads: /prelims-tests, or an https:// address.',
};

export const driveLinkField: FieldSpec = {
  name: 'discussion_video_url',
  label: 'Discussion video',
  kind: 'text',
  max: 500,
  hint: 'A Google Drive file link, such as https://drive.google.com/file/d/FILE_ID/view.',
};

export function youTubeIdProblem(value: string): string | undefined {
  return /^[A-Za-z0-9_-]{11}$/.test(value)
    ? undefined
    : "The YouTube video id is the 11 characters after v= in the video's address.";
}
