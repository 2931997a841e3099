// The Razorpay stand-in, served under /mock/razorpay (emulator mode only). Server API (Basic auth
// with the key pair, as the SDK sends it): orders, payments (+capture, refunds), refunds,
// customers and their tokens, methods. Checkout API (the key id only, as the browser holds it):
// /v1/checkout/pay authorises a payment, /v1/checkout/tokens saves a card or UPI id.
// Answers and errors use Razorpay's shapes ({ error: { code, description, ... } }), not our envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../../plugins/db";
import { AppError } from "../../../lib/app-error";
import { RzpError, unauthorized } from "./errors";
import * as E from "./entities";
import { addToken, authorizePayment, methods, type PayBody } from "./authorize";
import { collection } from "./store";
import * as R from "./route";

type Body = Record<string, unknown>;
type Params = { id: string; tid: string };

function basicAuth(req: FastifyRequest): { user: string; pass: string } | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith("Basic ")) return null;
  const decoded = Buffer.from(h.slice(6), "base64").toString("utf8");
  const i = decoded.indexOf(":");
  return i < 0 ? { user: decoded, pass: "" } : { user: decoded.slice(0, i), pass: decoded.slice(i + 1) };
}

export async function razorpayEmulator(app: FastifyInstance) {
  const ctx: AppContext = app.ctx;
  const keys = { keyId: ctx.config.razorpay.keyId, keySecret: ctx.config.razorpay.keySecret };
  const { db } = ctx;
  const now = () => ctx.now();

  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply: FastifyReply) => {
    if (err instanceof RzpError) return reply.status(err.statusCode).send(err.toBody());
    // The app's body parser refuses a body nested too deeply with its own error; Razorpay's shape here.
    if (err instanceof AppError) return reply.status(err.status).send(new RzpError(err.status, err.message).toBody());
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    const e = new RzpError(
      status,
      status === 500
        ? "We are facing some trouble completing your request at the moment. Please try again shortly."
        : err.message,
    );
    if (status === 500) app.log.error({ err }, "razorpay emulator error");
    return reply.status(status).send(e.toBody());
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.status(400).send(new RzpError(400, "The requested URL was not found on the server.").toBody()),
  );

  // The server API: key id and secret, exactly.
  const server = async (scope: FastifyInstance) => {
    scope.addHook("onRequest", async (req) => {
      const a = basicAuth(req);
      if (!a || a.user !== keys.keyId || a.pass !== keys.keySecret) throw unauthorized();
    });
    const body = (req: FastifyRequest) => (req.body ?? {}) as Body;
    const id = (req: FastifyRequest) => (req.params as Params).id;

    scope.post("/orders", async (req) => E.createOrder(db, body(req), now()));
    scope.get("/orders/:id", async (req) => E.getOrder(db, id(req)));
    scope.get("/orders/:id/payments", async (req) => {
      await E.getOrder(db, id(req));
      return collection(await E.orderPayments(db, id(req)));
    });
    scope.get("/payments/:id", async (req) => E.getPayment(db, id(req)));
    scope.post("/payments/:id/capture", async (req) => E.capture(db, id(req), body(req)));
    scope.post("/payments/:id/refund", async (req) => E.refund(db, id(req), body(req), now()));
    scope.get("/payments/:id/refunds", async (req) => {
      await E.getPayment(db, id(req));
      const rows = await db.rzpEntity.findMany({
        where: { entity: "refund", parentId: id(req) },
        orderBy: { createdAt: "desc" },
      });
      return collection(rows.map((r) => JSON.parse(r.json)));
    });
    scope.get("/refunds/:id", async (req) => {
      const row = await db.rzpEntity.findUnique({ where: { id: id(req) } });
      if (!row || row.entity !== "refund") throw new RzpError(404, "The id provided does not exist");
      return JSON.parse(row.json);
    });
    scope.post("/refunds/:id/settle", async (req) => E.settleRefund(db, id(req), body(req)));
    // RazorpayX's penny drop and Route's direct transfers (route.ts).
    scope.post("/fund_accounts/validations", async (req) => R.validateBankAccount(db, body(req), now()));
    scope.get("/fund_accounts/validations/:id", async (req) => R.getValidation(db, id(req)));
    scope.post("/transfers", async (req) => R.createTransfer(db, body(req), now()));
    scope.get("/transfers", async (req) => collection(await R.listTransfers(db, (req.query ?? {}) as Body)));
    scope.get("/transfers/:id", async (req) => R.getTransfer(db, id(req)));
    scope.patch("/transfers/:id", async (req) => R.editTransfer(db, id(req), body(req)));
    scope.post("/transfers/:id/reversals", async (req) => R.reverseTransfer(db, id(req), body(req), now()));
    scope.post("/customers", async (req) => E.createCustomer(db, body(req), now()));
    scope.get("/customers/:id", async (req) => E.getCustomer(db, id(req)));
    scope.get("/customers/:id/tokens", async (req) => {
      await E.getCustomer(db, id(req));
      return collection(await E.customerTokens(db, id(req)));
    });
    scope.get("/customers/:id/tokens/:tid", async (req) => E.getToken(db, id(req), (req.params as Params).tid));
    scope.delete("/customers/:id/tokens/:tid", async (req) => {
      const { tid } = req.params as Params;
      await E.getToken(db, id(req), tid);
      await db.rzpEntity.delete({ where: { id: tid } });
      return { deleted: true };
    });
  };

  // Public: the key id alone (Basic auth user, or key_id in the query or body), as in a browser.
  const publicKey = (req: FastifyRequest) => {
    const a = basicAuth(req);
    const q = (req.query ?? {}) as Record<string, unknown>;
    return a?.user ?? (typeof q.key_id === "string" ? q.key_id : null);
  };

  await app.register(
    async (v1) => {
      v1.get("/methods", async (req) => {
        if (publicKey(req) !== keys.keyId) throw unauthorized();
        return methods();
      });
      v1.post("/checkout/pay", async (req) => authorizePayment(db, keys, (req.body ?? {}) as PayBody, now()));
      v1.post("/checkout/tokens", async (req) => addToken(db, keys, (req.body ?? {}) as PayBody, now()));
      await v1.register(server);
    },
    { prefix: "/v1" },
  );
  // Route's linked accounts (v2 accounts API), with the server API's key pair.
  await app.register(
    async (v2) => {
      v2.addHook("onRequest", async (req) => {
        const a = basicAuth(req);
        if (!a || a.user !== keys.keyId || a.pass !== keys.keySecret) throw unauthorized();
      });
      const b = (req: FastifyRequest) => (req.body ?? {}) as Body;
      const p = (req: FastifyRequest) => req.params as { id: string; pid: string };
      v2.post("/accounts", async (req) => R.createAccount(db, b(req), now()));
      v2.post("/accounts/:id/products", async (req) => R.requestProduct(db, p(req).id, b(req), now()));
      v2.patch("/accounts/:id/products/:pid", async (req) => R.editProduct(db, p(req).id, p(req).pid, b(req)));
    },
    { prefix: "/v2" },
  );

  ctx.adapters.payments.connectEmulator(async (req) => {
    const res = await app.inject({
      method: req.method as "GET",
      url: req.url,
      headers: req.headers,
      payload: req.payload,
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  });
}
