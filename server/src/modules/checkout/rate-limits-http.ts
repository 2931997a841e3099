// Checkout calls are limited per customer (the plugin's auth hook has run by then), so many
// customers behind one address (an office, a mobile carrier's NAT) do not share one budget.
import type { FastifyRequest } from "fastify";

export const perCustomer = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest) => req.auth?.sub ?? req.ip,
});
