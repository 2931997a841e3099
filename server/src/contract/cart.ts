// Cart, billing, customize and delivery-type shapes (spec part 1 sections 3, 4, 8; part 2 sections
// 2, 3, 4, 7, 9), shared with the web client. Money on the wire is rupees with 2 decimals.
import { z } from "zod";
import { id, point } from "./common";
import { shopOrderFields } from "./shops";
import { CART_MESSAGES, MAX_DELIVERY_TYPE_SHOPS, MAX_LINE_QTY, DELIVERY_TYPE } from "./cart-constants";
export * from "./cart-constants";

const qty = (max = MAX_LINE_QTY) =>
  z
    .number({ error: CART_MESSAGES.qtyWhole })
    .int(CART_MESSAGES.qtyWhole)
    .min(1, CART_MESSAGES.qtyMin)
    .max(max, max === MAX_LINE_QTY ? CART_MESSAGES.qtyMax : `Quantity must be at most ${max}.`);

/** What the client shows for each store; the server re-allocates and is the authority. */
export const cartStoreInput = z
  .object({
    store_id: id,
    qty: z.number({ error: CART_MESSAGES.qtyWhole }).int(CART_MESSAGES.qtyWhole).min(0, CART_MESSAGES.qtyMin).max(9999),
  })
  .strict();

// ---- requests ----

/** POST /cart/add and DELETE /cart/remove/cr. `_id` is the shop (the API's category). */
export const cartChangeBody = z
  .object({
    _id: id,
    product_id: id,
    is_private: z.boolean({ error: "is_private must be true or false." }),
    stores: z.array(cartStoreInput).max(50).default([]),
    /** Units to add or remove; 1 when absent. */
    qty: qty().optional(),
  })
  .strict();
export type CartChangeBody = z.input<typeof cartChangeBody>;

export const cartRemoveBody = cartChangeBody.extend({
  /** Remove the whole line (the sidebar's remove button). */
  all: z.boolean().optional(),
});
export type CartRemoveBody = z.input<typeof cartRemoveBody>;

/** Calls that name only the shop: view, verify stock, customize views, billing. */
export const cartShopBody = z.object({ _id: id }).strict();
export type CartShopBody = z.infer<typeof cartShopBody>;

/** View and clear: the shop is optional and so is the body itself (a DELETE often has none). */
/** The body is optional: none (or null) reads as {}, as the document says. */
export const cartClearBody = z
  .object({ _id: id.optional() })
  .strict()
  .nullable()
  .transform((v) => v ?? {});

export const billingBody = z
  .object({
    _id: id,
    /** The delivery type to price; the customer's saved Delivery Mode when absent. */
    delivery_type: z
      .number({ error: CART_MESSAGES.deliveryType })
      .refine((v) => v === 1 || v === 3, CART_MESSAGES.deliveryType)
      .meta({ enum: [1, 3] })
      .optional(),
  })
  .strict();
export type BillingBody = z.infer<typeof billingBody>;

export const verifyShopBody = z
  .object({
    _id: id,
    deliveryType: z
      .number({ error: CART_MESSAGES.deliveryType })
      .refine((v) => v === 1 || v === 3, CART_MESSAGES.deliveryType),
    deliveryLocation: point,
    deliveryAddress: z
      .object({
        street: z.string({ error: CART_MESSAGES.streetRequired }).trim().max(200).default(""),
        area: z.string().trim().max(200).default(""),
        zipcode: z.string({ error: CART_MESSAGES.zipcodeRequired }).trim().max(10).default(""),
        landmark: z.string().trim().max(200).optional(),
      })
      .strict(),
  })
  .strict()
  .superRefine((body, ctx) => {
    // Delivery by the shop needs a place to deliver to; self pickup does not.
    if (body.deliveryType !== DELIVERY_TYPE.byShop) return;
    const [lng, lat] = body.deliveryLocation.coordinates;
    if (lng === 0 && lat === 0)
      ctx.addIssue({ code: "custom", path: ["deliveryLocation"], message: "Please choose a delivery location." });
    if (!body.deliveryAddress.street)
      ctx.addIssue({ code: "custom", path: ["deliveryAddress", "street"], message: CART_MESSAGES.streetRequired });
    if (!body.deliveryAddress.zipcode)
      ctx.addIssue({ code: "custom", path: ["deliveryAddress", "zipcode"], message: CART_MESSAGES.zipcodeRequired });
  });
export type VerifyShopBody = z.input<typeof verifyShopBody>;

/** viewCustomShop(categoryId, shopIds): the stores (branches) of the cart's shop to price. */
const shopId = z.string({ error: CART_MESSAGES.shopIds }).trim().min(1, CART_MESSAGES.shopIds).max(64, CART_MESSAGES.shopIds);
const shopIdList = z
  .array(shopId, { error: CART_MESSAGES.shopIds })
  .min(1, CART_MESSAGES.shopIds)
  .max(MAX_DELIVERY_TYPE_SHOPS, CART_MESSAGES.shopIds);
/**
 * POST /order/view/delivery/type: the shop ids (spec part 2 section 7) as a list, either the body
 * itself or in `_id`; `{_id: "shop"}` names one. Read as the distinct ids, in order.
 */
export const deliveryTypesBody = z
  .union(
    [z.object({ _id: z.union([shopId, shopIdList], { error: CART_MESSAGES.shopIds }) }).strict(), shopIdList],
    { error: CART_MESSAGES.shopIds },
  )
  .transform((b) => {
    const ids = Array.isArray(b) ? b : typeof b._id === "string" ? [b._id] : b._id;
    return [...new Set(ids)];
  });
export type DeliveryTypesBody = z.input<typeof deliveryTypesBody>;

export const customShopBody = z.object({ _id: id, shopIds: z.array(id).min(1, "Choose a store.").max(50) }).strict();
export type CustomShopBody = z.infer<typeof customShopBody>;

/** writeToCart(categoryId, shopId): one store supplies the whole cart; null = cheapest stores first. */
export const cartWriteBody = z.object({ _id: id, store_id: id.nullable().optional() }).strict();
export type CartWriteBody = z.infer<typeof cartWriteBody>;

// ---- answers ----

export const billingPrices = z.object({
  /** Sum of selling price x qty, before offers. */
  gross_price: z.number(),
  /** The offer saving as a deduction (<= 0): item total = gross + discount. */
  discount: z.number(),
  item_total: z.number(),
  /** Tax on the net item price, per line. */
  onlyTax: z.number(),
  onlyTaxes: z.number(),
  packaging_price: z.number(),
  /** Taxes and charges = packaging + tax. */
  taxes: z.number(),
  /** Item total + taxes and charges. */
  net_price: z.number(),
  delivery: z.number(),
  promo_info: z.object({ offer_type: z.number().int(), offerAmount: z.number() }),
  /** Order total = net price + delivery - a discount-type offer. */
  total: z.number(),
  delivery_type: z.number().int(),
  /**
   * The shop's free-delivery rule, when it has one and delivery is by the shop: delivery is free
   * from an item total of `from` rupees; `more` is what the item total still lacks (0: reached).
   */
  free_delivery: z.object({ from: z.number(), more: z.number() }).optional(),
});
export type BillingPrices = z.infer<typeof billingPrices>;

export const cartItemStore = z.object({
  store_id: z.string(),
  /** 'Store n' in the Product Availability dialog. */
  store_no: z.number().int(),
  store_name: z.string(),
  qty: z.number().int(),
  stock: z.number().int(),
  selling_price: z.number(),
  net_price: z.number(),
  offer: z.number(),
  tax: z.number(),
});
export type CartItemStore = z.infer<typeof cartItemStore>;

export const productInfo = z.object({
  product_name: z.string(),
  /** The name in Hindi (Devanagari), where the catalogue has one; shown in Hindi mode. */
  product_name_hi: z.string().optional(),
  unit: z.string(),
  images: z.array(z.object({ name: z.string() })),
});

export const cartItem = z.object({
  quantity: z.number().int(),
  /** Units the shop's stores (or the chosen store) hold now. */
  available: z.number().int(),
  /** The quantity dropdown's upper bound: min(available, 99). */
  max_qty: z.number().int(),
  /** False when the held quantity exceeds current stock: the line must be reduced. */
  in_stock: z.boolean(),
  /** Net of offers, before tax. */
  line_price: z.number(),
  item: z.object({ _id: z.string(), productInfo, stores: z.array(cartItemStore) }),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartShop = z.object({
  _id: z.string(),
  display_name: z.string(),
  image: z.string(),
  shop_group: z.string(),
  is_open: z.boolean(),
  features: z.object({ enable_subscription: z.boolean(), notes: z.boolean(), upload: z.boolean() }),
  self_pickup: z.boolean(),
  /** Cash on delivery (local and other-location settings) and the local delivery window. */
  ...shopOrderFields.shape,
  delivery_local_duration: z.number().int(),
  delivery_local_duration_unit: z.string(),
  delivery_other_duration: z.number().int(),
  delivery_other_duration_unit: z.string(),
});
export type CartShop = z.infer<typeof cartShop>;

export const cartView = z.object({
  /** The shop (category) the cart belongs to; null when empty. */
  _id: z.string().nullable(),
  is_private: z.boolean(),
  shop: cartShop.nullable(),
  items: z.array(cartItem),
  /** Total units, shown as Cart(n). */
  count: z.number().int(),
  /** The stores the lines are allocated to. */
  store_ids: z.array(z.string()),
  custom_store_id: z.string().nullable(),
  in_stock: z.boolean(),
  prices: billingPrices,
});
export type CartView = z.infer<typeof cartView>;

export const stockShortage = z.object({
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  available: z.number().int(),
});
export type StockShortage = z.infer<typeof stockShortage>;

export const verifyStockData = z.object({ in_stock: z.boolean(), items: z.array(stockShortage) });
export type VerifyStockData = z.infer<typeof verifyStockData>;

export const verifyShopData = z.object({ _id: z.string(), delivery_type: z.number().int(), prices: billingPrices });

export const deliveryTypesData = z.object({
  delivery_type: z.number().int(),
  type: z.array(z.object({ _id: z.number().int(), name: z.string() })),
});
export type DeliveryTypesData = z.infer<typeof deliveryTypesData>;

export const customizeProduct = z.object({
  _id: z.string(),
  product_name: z.string(),
  unit: z.string(),
  image: z.string().nullable(),
  /** Units the cart wants. */
  qty: z.number().int(),
  /** Units this choice supplies (<= qty). */
  supplied: z.number().int(),
  /** Line price of the supplied units, net of offers, before tax. */
  net_price: z.number(),
  stores: z.array(z.object({ store_id: z.string(), store_name: z.string(), qty: z.number().int() })),
});

/** One choice of the Customize Order dialog: the automatic split, or one store. */
export const customizeChoice = z.object({
  /** The shop id for the automatic choice, a store id for a store. */
  _id: z.string(),
  kind: z.enum(["auto", "store"]),
  prices: billingPrices,
  shop: z.object({
    display_name: z.string(),
    address: z.string(),
    rating: z.number(),
    private: z.object({ icon: z.string() }),
  }),
  products: z.array(customizeProduct),
  /** Every unit of every line can be supplied. */
  can_fulfil: z.boolean(),
  /** This is how the cart is allocated now. */
  selected: z.boolean(),
});
export type CustomizeChoice = z.infer<typeof customizeChoice>;
