// The graceful stop on a bare server: a request in flight is answered (with Connection: close); a
// connection that comes just after the stop began is still taken (a read on it refused with 503, a
// write served with Connection: close), and once none has come for LINGER_QUIET_MS a new connection
// is refused; drain hooks run first, onClose hooks after; past the limit the
// requests left are cut and the stop says so; an idle kept-alive connection is left for the client
// (the proxy) to close, and the stop ends once it has.
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import gracefulStop, { LINGER_MAX_MS, LINGER_QUIET_MS } from "./graceful-stop";

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close().catch(() => undefined);
  app = null;
});

async function serve(slowMs: number) {
  app = Fastify();
  await app.register(gracefulStop);
  const order: string[] = [];
  let entered: () => void = () => {};
  const inHandler = new Promise<void>((r) => (entered = r));
  app.onDrain(() => void order.push("drain"));
  app.addHook("onClose", async () => void order.push("closed"));
  app.post("/write", async () => ({ written: true }));
  app.get("/slow", async () => {
    entered();
    await new Promise((r) => setTimeout(r, slowMs));
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  return { port, order, inHandler };
}

type Answer = { status: number; connection?: string; body: string };

function call(port: number, method: string, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, method, path, agent }, (res) => {
        let body = "";
        res.on("data", (d: Buffer) => (body += d.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on("error", reject)
      .end();
  });
}

const get = (port: number, agent?: http.Agent) => call(port, "GET", "/slow", agent);

describe("graceful stop", () => {
  it("answers the request in flight, refuses new connections once they stop coming, then closes", async () => {
    const { port, order, inHandler } = await serve(300);
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(port, agent);
    await inHandler;
    const started = Date.now();
    const stopped = app!.stopGracefully(5000);
    await new Promise((r) => setTimeout(r, 20));
    // Just after the stop began the port still takes connections (a proxy may have opened them
    // already): a read is refused for the proxy to retry elsewhere, a write is served.
    const read = await get(port);
    expect(read.status).toBe(503);
    expect(read.connection).toBe("close");
    const write = await call(port, "POST", "/write");
    expect(write).toMatchObject({ status: 200, connection: "close", body: '{"written":true}' });
    // Once no connection has come for a while, the port is closed.
    await new Promise((r) => setTimeout(r, LINGER_QUIET_MS + 100));
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(LINGER_MAX_MS + 500);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"ok":true}');
    expect(answer.connection).toBe("close");
    expect(await stopped).toEqual({ clean: true, cut: 0 });
    expect(order).toEqual(["drain", "closed"]);
    agent.destroy();
  });

  it("past the limit cuts the requests left and says how many", async () => {
    const { port } = await serve(5000);
    const cutOff = get(port).catch((err: Error) => err.message);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    expect(await app!.stopGracefully(300)).toEqual({ clean: false, cut: 1 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await cutOff).toMatch(/socket hang up|ECONNRESET/);
  });

  it("never closes an idle kept-alive connection itself: the client (a proxy) closes it, then the stop ends", async () => {
    const { port } = await serve(10);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, agent)).status).toBe(200);
    const [socket] = Object.values(agent.freeSockets).flat();
    expect(socket).toBeTruthy();
    let clientClosing = false;
    let closedByServer = false;
    socket!.once("close", () => (closedByServer = !clientClosing));
    let done = false;
    const stopped = app!.stopGracefully(5000).then((outcome) => {
      done = true;
      return outcome;
    });
    await new Promise((r) => setTimeout(r, 600));
    expect(closedByServer).toBe(false);
    expect(done).toBe(false);
    const closing = Date.now();
    clientClosing = true;
    agent.destroy();
    expect(await stopped).toEqual({ clean: true, cut: 0 });
    expect(Date.now() - closing).toBeLessThan(1000);
  });
});
