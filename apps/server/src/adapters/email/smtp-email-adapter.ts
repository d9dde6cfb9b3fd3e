import { createTransport } from 'nodemailer';
import type { EmailAdapter } from './email-adapter.ts';

export interface SmtpSettings {
  /** smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465. */
  url: string;
  /** The From header, e.g. `Nivedya <no-reply@nivedya.in>`. */
  from: string;
}

/** How long a request may wait on the mail server: an OTP e-mail must not hold the page for minutes. */
const SMTP_TIMEOUT_MS = 10_000;

/** Any mail server or provider that speaks SMTP (Amazon SES, SendGrid, Zoho, a company's own relay). */
export function createSmtpEmailAdapter(settings: SmtpSettings): EmailAdapter {
  const transport = createTransport(
    {
      url: settings.url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from: settings.from },
  );
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
    },
  };
}
