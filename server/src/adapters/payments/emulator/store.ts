// The emulator's records: Razorpay entities kept as JSON in RzpEntity, with Razorpay's id style.
import crypto from "node:crypto";
import type { Prisma } from "../../../generated/prisma/client";
import type { Db } from "../../../lib/db";

export type Tx = Db | Prisma.TransactionClient;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** "order_" + 14 base62 characters, like Razorpay's ids. */
export function newId(prefix: string): string {
  const bytes = crypto.randomBytes(14);
  let out = "";
  for (const b of bytes) out += BASE62[b % 62];
  return `${prefix}_${out}`;
}

export async function save<T extends { id: string; entity: string }>(tx: Tx, obj: T, parentId: string | null = null) {
  const json = JSON.stringify(obj);
  await tx.rzpEntity.upsert({
    where: { id: obj.id },
    create: { id: obj.id, entity: obj.entity, parentId, json },
    update: { json },
  });
  return obj;
}

export async function load<T>(tx: Tx, id: string, entity: string): Promise<T | null> {
  const row = await tx.rzpEntity.findUnique({ where: { id } });
  return row && row.entity === entity ? (JSON.parse(row.json) as T) : null;
}

export async function children<T>(tx: Tx, entity: string, parentId: string): Promise<T[]> {
  const rows = await tx.rzpEntity.findMany({
    where: { entity, parentId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((r) => JSON.parse(r.json) as T);
}

export async function remove(tx: Tx, id: string) {
  await tx.rzpEntity.delete({ where: { id } });
}

export const collection = <T>(items: T[]) => ({ entity: "collection", count: items.length, items });

/**
 * A client's scalar as text, "" for anything else: String() of an object the client sent can
 * throw ({"toString": 1}), and a nested value is not a field Razorpay accepts.
 */
export const scalarText = (v: unknown): string =>
  typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";

/** Razorpay's notes: at most 15 keys, each value a scalar as text of at most 256 characters. */
export const notes = (v: unknown): Record<string, string> =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .slice(0, 15)
          .map(([k, x]) => [k, scalarText(x).slice(0, 256)]),
      )
    : {};
