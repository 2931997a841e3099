// The door code a test types to deliver an order (the customer's code; made now for an order a
// test wrote without one).
import type { Db } from "../lib/db";
import { ensureDoorCode } from "../modules/orders/public";

export async function doorCode(db: Db, orderId: string): Promise<string> {
  const row = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, status: true, deliveryCode: true },
  });
  return ensureDoorCode(db, row);
}
