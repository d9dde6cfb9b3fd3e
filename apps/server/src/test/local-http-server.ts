import type { IncomingMessage, Server } from 'node:http';
import { Agent } from 'node:https';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** The local stand-ins for outside services (SMS providers, push services): what each needs from node:http. */

export function readRequestBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function readRequestBody(request: IncomingMessage): Promise<string> {
  return (await readRequestBytes(request)).toString('utf8');
}

/**
 * An agent that takes every https request to the local server on `port`, in plain HTTP: the outside
 * services' SDKs keep their real https addresses (and the Host header), and reach our stand-in.
 */
export function agentToLocalServer(port: number): Agent {
  class LocalServerAgent extends Agent {
    override createConnection(): Duplex {
      return connect(port, '127.0.0.1');
    }
  }
  return new LocalServerAgent({ keepAlive: false });
}

/** Closes the server at once, keep-alive connections included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
