import { EmailSchema, MobileSchema } from '@nivedya/domain';

/** A login identifier: an email address or a mobile number, normalised as they are stored. */
export type Identifier = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

export function parseIdentifier(raw: string): Identifier | null {
  if (raw.includes('@')) {
    const email = EmailSchema.safeParse(raw);
    return email.success ? { kind: 'email', value: email.data } : null;
  }
  const mobile = MobileSchema.safeParse(raw);
  return mobile.success ? { kind: 'mobile', value: mobile.data } : null;
}

/** The rate-limit key of an identifier, so 'A@B.in' and 'a@b.in', or '+91 98…' and '98…', count together. */
export function identifierKey(raw: string): string {
  return parseIdentifier(raw)?.value ?? raw.trim().toLowerCase();
}

/** '9876543210' → '******3210': enough for a person to recognise their number, no more. */
export function maskMobile(mobile: string): string {
  return `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

/** 'office@guruvayur.org' → 'o*****@guruvayur.org': the domain and first letter tell a person which address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskMobile(email);
  return `${email[0]}${'*'.repeat(Math.max(1, at - 1))}${email.slice(at)}`;
}
