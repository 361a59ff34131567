import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { loopback } from './loopback';
import { allow } from './timing';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable undone (soft line breaks and =XX escapes). */
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function mailsTo(address: string): ReceivedMail[] {
  const { mailDir } = loopback();
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => ({ ...mail, text: decodeQuotedPrintable(mail.raw) }));
}

/** Waits for the `count`-th mail the loopback SMTP server received for `address`. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => mailsTo(address).length, { message: `mail for ${address}`, timeout: allow(15_000) })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1] as ReceivedMail;
}

/** The first link in the mail whose path contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []).find((candidate) =>
    candidate.includes(pathPart),
  );
  if (!link) throw new Error(`No ${pathPart} link in the mail:\n${mail.raw}`);
  return link;
}
