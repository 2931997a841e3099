// A small reader of server-sent event streams for tests: opens GET url with headers over node:http,
// parses `id:`, `event:` and `data:` lines into events, counts comments, and can wait for events.
import http from "node:http";

export type SseEvent = { id: string | null; event: string; data: string };

export type SseReader = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body of a refusal (status not 200). */
  body: unknown;
  events: SseEvent[];
  comments: number;
  retry: number | null;
  ended: boolean;
  /** Resolves once `count` events satisfy the predicate (rejects after ms). */
  waitFor: (pred: (events: SseEvent[]) => boolean, ms?: number) => Promise<SseEvent[]>;
  close: () => void;
};

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: "text/event-stream", ...headers } }, (res) => {
      const reader: SseReader = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: null,
        events: [],
        comments: 0,
        retry: null,
        ended: false,
        waitFor: (pred, ms = 15_000) =>
          new Promise((ok, fail) => {
            const started = Date.now();
            const check = () => {
              if (pred(reader.events)) return ok(reader.events);
              if (Date.now() - started > ms)
                return fail(new Error(`timed out; had ${JSON.stringify(reader.events.map((e) => e.event))}`));
              setTimeout(check, 10);
            };
            check();
          }),
        close: () => {
          req.destroy();
          res.destroy();
        },
      };
      res.setEncoding("utf8");
      if (reader.status !== 200) {
        let text = "";
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          reader.body = text ? JSON.parse(text) : null;
          reader.ended = true;
          resolve(reader);
        });
        return;
      }
      let buf = "";
      res.on("data", (chunk: string) => {
        buf += chunk;
        let at: number;
        while ((at = buf.indexOf("\n\n")) >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const e: SseEvent = { id: null, event: "message", data: "" };
          let isEvent = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) reader.comments++;
            else if (line.startsWith("retry: ")) reader.retry = Number(line.slice(7));
            else if (line.startsWith("id: ")) e.id = line.slice(4);
            else if (line.startsWith("event: ")) e.event = line.slice(7);
            else if (line.startsWith("data: ")) {
              e.data += line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) reader.events.push(e);
        }
      });
      const end = () => (reader.ended = true);
      res.on("end", end);
      res.on("close", end);
      res.on("error", end);
      resolve(reader);
    });
    req.on("error", reject);
  });
}
