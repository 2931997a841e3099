// Saved delivery addresses: one per type (Home, Work, Other or a custom name, case-insensitive), at
// most one default, the first saved address is the default. Another customer's id answers 404.
import type { Address } from "../../generated/prisma/client";
import { MAX_ADDRESSES, type DeliveryAddress, type SavedAddress } from "../../contract/profile";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { messageText } from "../../lib/message-templates";

type Input = DeliveryAddress;

export function toSavedAddress(a: Address): SavedAddress {
  return {
    id: a.id,
    type: a.type,
    location: { type: "Point", coordinates: [a.lng, a.lat] },
    address: { street: a.street, area: a.area, zipcode: a.zipcode, ...(a.landmark ? { landmark: a.landmark } : {}) },
    is_default: a.isDefault,
  };
}

const columns = (input: Input) => ({
  type: input.type,
  street: input.address.street,
  area: input.address.area,
  zipcode: input.address.zipcode,
  landmark: input.address.landmark ? input.address.landmark : null,
  lng: input.location.coordinates[0],
  lat: input.location.coordinates[1],
});

const addressNotFound = () => new AppError(ERROR_CODE.ADDRESS_NOT_FOUND);

function assertTypeFree(existing: Address[], type: string, exceptId?: string) {
  const clash = existing.find((a) => a.id !== exceptId && a.type.toLowerCase() === type.toLowerCase());
  if (clash) {
    throw new AppError(ERROR_CODE.ADDRESS_TYPE_EXISTS, messageText("addressTypeExists", { type: clash.type }));
  }
}

export async function addAddress(ctx: AppContext, userId: string, input: Input): Promise<SavedAddress> {
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.address.findMany({ where: { userId } });
    if (existing.length >= MAX_ADDRESSES) {
      throw new AppError(ERROR_CODE.ADDRESS_LIMIT, messageText("addressLimit", { count: MAX_ADDRESSES }));
    }
    assertTypeFree(existing, input.type);
    const isDefault = input.is_default || existing.length === 0;
    if (isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    const created = await tx.address.create({ data: { userId, ...columns(input), isDefault } });
    return toSavedAddress(created);
  });
}

export async function editAddress(ctx: AppContext, userId: string, id: string, input: Input): Promise<SavedAddress> {
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.address.findMany({ where: { userId } });
    const current = existing.find((a) => a.id === id);
    if (!current) throw addressNotFound();
    assertTypeFree(existing, input.type, id);
    // Unticking the only default leaves it the default: there is always one while addresses exist.
    const isDefault = input.is_default || current.isDefault;
    if (input.is_default) {
      await tx.address.updateMany({ where: { userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
    }
    const updated = await tx.address.update({ where: { id }, data: { ...columns(input), isDefault } });
    return toSavedAddress(updated);
  });
}

export async function deleteAddress(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    const current = await tx.address.findFirst({ where: { id, userId } });
    if (!current) throw addressNotFound();
    await tx.address.delete({ where: { id } });
    if (current.isDefault) {
      const next = await tx.address.findFirst({ where: { userId }, orderBy: { createdAt: "desc" } });
      if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  });
}
