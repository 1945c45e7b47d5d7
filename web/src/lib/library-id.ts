/**
 * The opaque library id (docs/product.md, "Library addresses"): the address of a library page
 * carries base64 of a random string, a timestamp and the subscription id, instead of the bare id.
 * It is cosmetic: the server checks access on every call. The id is remembered in localStorage
 * under a per-id key so a reload finds the subscription again; without the entry it is decoded from
 * the string itself.
 */

const STORAGE_PREFIX = 'libraryId:';

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(id: string): string | null {
  try {
    const padded = id.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (id.length % 4)) % 4);
    return atob(padded);
  } catch {
    return null;
  }
}

function randomPart(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/** Remembers which subscription an opaque id stands for. */
export function rememberLibraryId(id: string, subscriptionId: number): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + id, String(subscriptionId));
  } catch {
    // Storage may be full or blocked; the id still decodes on its own.
  }
}

/** Makes (and remembers) the opaque id of a subscription's library. */
export function makeLibraryId(subscriptionId: number): string {
  const id = toBase64Url(`${randomPart()}.${Date.now()}.${subscriptionId}`);
  rememberLibraryId(id, subscriptionId);
  return id;
}

function positiveInteger(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The subscription an opaque id stands for, or null when it cannot be recovered. */
export function subscriptionIdFromLibraryId(id: string | undefined): number | null {
  if (!id) return null;
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(STORAGE_PREFIX + id);
  } catch {
    stored = null;
  }
  const fromStorage = positiveInteger(stored);
  if (fromStorage !== null) return fromStorage;
  const decoded = fromBase64Url(id);
  const parts = decoded?.split('.') ?? [];
  return parts.length === 3 ? positiveInteger(parts[2]) : null;
}
