// A local stand-in for a browser vendor's push service, for tests: it holds subscriptions whose
// keys it made itself (as a browser would), decrypts each push it receives (aes128gcm, RFC 8291)
// with them, checks the VAPID Authorization header's shape, and records the message. It answers
// 201, or the status it is told to (410: the subscription is gone).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const ece = require("http_ece") as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer;
};

export type Received = { path: string; vapid: boolean; ttl: string | undefined; message: unknown };

export async function startPushStandIn() {
  const subs = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const received: Received[] = [];
  let answer = 201;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const sub = subs.get(req.url ?? "");
      if (!sub) return res.writeHead(404).end();
      const body = Buffer.concat(chunks);
      const plain = ece.decrypt(body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth });
      received.push({
        path: req.url ?? "",
        vapid: /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(String(req.headers.authorization)),
        ttl: req.headers.ttl as string | undefined,
        message: JSON.parse(plain.toString("utf8")),
      });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    answer: (status: number) => (answer = status),
    /** A new subscription, as a browser's PushSubscription.toJSON() gives it. */
    subscribe() {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const path = `/push/${crypto.randomUUID()}`;
      subs.set(path, { ecdh, auth });
      return {
        endpoint: `${base}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
