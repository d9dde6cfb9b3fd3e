import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Server-sent events on a hijacked response (the virtual queue's display and calendar, the devotee
 * visits' live status): nothing may buffer or compress them.
 */
export function startEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.flushHeaders();
  // A socket error ends the stream like a close; it must not become an unhandled 'error' event.
  reply.raw.on('error', () => {});
  return reply.raw;
}

/** One open stream: events and comments, silently dropped once the client has gone. */
export class EventStreamConnection {
  readonly raw: ServerResponse;
  isOpen = true;

  constructor(raw: ServerResponse) {
    this.raw = raw;
  }

  send(event: string, id: number, data: unknown): void {
    this.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  private write(text: string): void {
    if (!this.isOpen || this.raw.destroyed || this.raw.writableEnded) {
      this.isOpen = false;
      return;
    }
    this.raw.write(text);
  }

  end(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.raw.end();
  }
}
