/**
 * Rules the server also checks (internal/admin/resources.go), checked in the browser too so a
 * form says what is wrong before it is sent, in the server's words. The specs add them to the
 * generated fields by name.
 */

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

export function youTubeIdProblem(value: string): string | undefined {
  return /^[A-Za-z0-9_-]{11}$/.test(value)
    ? undefined
    : "The YouTube video id is the 11 characters after v= in the video's address.";
}
