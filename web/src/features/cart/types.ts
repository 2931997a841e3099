// What the cart needs to know about a product it is handed (a product card, a drag, a cart line).
// Structural on purpose: the catalogue's product view fits it without the cart importing it.
export type CartProductStore = {
  store_id: string;
  /** Units of this store in the cart. */
  qty: number;
  /** One unit after the offer, in rupees. */
  net_price?: number;
  product_details?: { stock: number; selling_price: number; offer: number };
};

export type CartProductRef = {
  _id: string;
  productInfo: { product_name: string; unit: string; images: { name: string }[] };
  stores: CartProductStore[];
  /** Summed stock over the listed stores. */
  total?: number;
};

/** The product image URL (spec part 1 section 7: heights 100, 150, 300, 500). */
export const productImageUrl = (name: string, height: 100 | 150 | 300 | 500 = 100) =>
  `/user/product/img/view?img=${encodeURIComponent(name)}&format=png&height=${height}`;
