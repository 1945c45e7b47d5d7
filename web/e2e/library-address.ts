/** An opaque library id made as src/lib/library-id.ts makes it (base64url of random.time.id). */
export function libraryId(subscriptionId: number): string {
  const random = Math.random().toString(36).slice(2, 10);
  return Buffer.from(`${random}.${Date.now()}.${subscriptionId}`).toString('base64url');
}
