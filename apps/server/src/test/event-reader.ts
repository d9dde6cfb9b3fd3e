/** Reads a text/event-stream response in tests: each event with its name, id and parsed data. */
export interface StreamEvent {
  event: string;
  id: string | null;
  data: unknown;
}

export class EventReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  readonly events: StreamEvent[] = [];
  /** Comments (heartbeats) and retry hints seen. */
  readonly comments: string[] = [];
  retry: number | null = null;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** Reads until an event matches, or fails after `timeoutMs`. */
  async next(match: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) {
        this.events.splice(this.events.indexOf(found), 1);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; saw ${JSON.stringify(this.events)}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), left);
      });
      const chunk = await Promise.race([this.reader.read(), timeout]);
      clearTimeout(timer);
      if (chunk === null) continue;
      if (chunk.done) throw new Error('the stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
      this.parse();
    }
  }

  private parse() {
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) this.events.push({ event, id, data: JSON.parse(data.join('\n')) });
      end = this.buffer.indexOf('\n\n');
    }
  }

  async cancel() {
    await this.reader.cancel().catch(() => {});
  }
}
