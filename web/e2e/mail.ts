/**
 * Reads what the server "sent": without SMTP it writes each e-mail as an .eml file to
 * <dataDir>/outbox/, named <time>-<recipient>.eml. The messages are MIME multipart/alternative
 * with quoted-printable text parts.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

const outbox = path.join(inject('dataDir'), 'outbox');

/** The recipient as it appears in a file name (the server's fileSafe). */
function fileSafe(address: string): string {
  return address.replace(/[^A-Za-z0-9.-]/g, '_');
}

/** Quoted-printable (RFC 2045): "=" at a line end is a soft break, "=XX" a byte in hex. */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index];
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text/plain part of a MIME message (the whole body if it is not multipart). */
export function plainTextOf(message: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(message)?.[1];
  const parts = boundary ? message.split(`--${boundary}`) : [message];
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? message;
  const headerEnd = plain.search(/\r?\n\r?\n/);
  const headers = headerEnd >= 0 ? plain.slice(0, headerEnd) : '';
  const body = headerEnd >= 0 ? plain.slice(headerEnd).trim() : plain;
  return /content-transfer-encoding:\s*quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
}

/** Waits for the newest e-mail to `address` (the queue is delivered every couple of seconds). */
export async function waitForMail(address: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const suffix = `-${fileSafe(address)}.eml`;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const newest = names
      .filter((name) => name.endsWith(suffix))
      .sort()
      .at(-1);
    if (newest) return readFile(path.join(outbox, newest), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address} in ${outbox} within ${timeoutMs / 1000} s`);
}

/**
 * Waits for the newest e-mail to `address` with `subject`: other news may have reached the
 * address since (a reminder of another test).
 */
export async function waitForMailAbout(address: string, subject: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const suffix = `-${fileSafe(address)}.eml`;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(suffix)).sort();
    for (const name of names.reverse()) {
      const message = await readFile(path.join(outbox, name), 'utf8');
      if (/^Subject: (.*)$/m.exec(message)?.[1]?.trim() === subject) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address} about '${subject}' in ${outbox} within ${timeoutMs / 1000} s`);
}

/** The password-reset link of a reset e-mail. */
export function resetLinkIn(message: string): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(plainTextOf(message))?.[0];
  if (!link) throw new Error(`no reset link in:\n${message}`);
  return link;
}
