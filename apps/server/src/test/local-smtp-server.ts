import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  mailFrom: string;
  rcptTo: string[];
  authUser: string | undefined;
  /** The message as the client sent it: headers, a blank line, the body. */
  raw: string;
}

/**
 * A mail server on 127.0.0.1 that speaks SMTP as a provider's relay does: AUTH required (535 for a
 * wrong password), 550 for a recipient it refuses, 250 with a queue id for a message it accepts. The
 * SMTP adapter is tested against it, not against a stand-in object.
 */
export async function startLocalSmtpServer(account: { user: string; password: string }) {
  const received: ReceivedEmail[] = [];
  const refusedRecipients = new Set<string>();
  const server = new SMTPServer({
    logger: false,
    // The relay is on this machine: no TLS certificate to trust, so plain AUTH is allowed here.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === account.user && auth.password === account.password) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address)) {
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          authUser: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null, 'Ok: queued');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refusedRecipients,
    url: (password = account.password) =>
      `smtp://${encodeURIComponent(account.user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value from a raw message (unfolded). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The text body of a raw message, its quoted-printable transfer encoding undone. */
export function textBodyOf(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (headerOf(raw, 'Content-Transfer-Encoding')?.toLowerCase() !== 'quoted-printable') return body;
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
