// The console's catalogue work for the seed: a product made as a member makes it in the console.
import type { Db } from "../../lib/db";
import type { CreateProductBody, OffersBody } from "../../contract/merchant-catalogue";
import { loadStaffContext } from "./guard";
import { createProduct, submitProduct } from "./catalogue-edit";
import { addProductImage } from "./catalogue-photos";
import { setOffers } from "./catalogue-offers";

/**
 * A member's catalogue work in one call, for the seed: a product made as the console makes it
 * (draft with facts, images already stored, offers) and submitted for review.
 */
export async function catalogueSeeding(db: Db, staffId: string) {
  const staff = await loadStaffContext(db, staffId);
  if (!staff) throw new Error(`no staff member ${staffId}`);
  return {
    async create(input: CreateProductBody & { images: string[]; offers: OffersBody["offers"] }, now: Date) {
      const { images, offers, ...facts } = input;
      const made = await createProduct(db, staff, facts, now);
      for (const name of images) await addProductImage(db, staff, made.id, name, now);
      await setOffers(db, staff, made.id, { offers }, now);
      return submitProduct(db, staff, made.id, now);
    },
  };
}
