// A catalogue server for web tests: answers the catalogue calls of one shop from a generated list
// of products (sorted by category path, then name), honouring skip and limit like the real API.
import type { CategoryNode, ProductGroup, ProductView, PublicShopInfo, ShopInfo } from "@contract/catalog";
import { envelopeReply, reply } from "@/testing/fake-api";
import type { MockReply, MockRequest } from "@/testing/mock-fetch";

export const testShop: ShopInfo = {
  _id: "shop_1",
  category_id: "shop_1",
  display_name: "Sharma General Store",
  image: "shops/sharma.png",
  kind: "Grocery",
  group: "public",
  store_unique_id: null,
  stores: ["st_a", "st_b"],
  store_rating: { avg_rating: 4.26, count: 12 },
  is_open: true,
  private_is_open: false,
  address: { street: "12 MG Road", city: "Delhi" },
  private: null,
  delivery: {
    local: { delivery_max_hours: 0, delivery_max_minutes: 45, start_time: 540 * 60_000, end_time: 1260 * 60_000 },
  },
  delivery_local_duration: 45,
  delivery_local_duration_unit: "minutes",
  delivery_other_duration: 2,
  delivery_other_duration_unit: "days",
  self_pickup: true,
  is_cod: true,
  is_cod_limit: 0,
  is_cod_limit_type: "none",
  settings: {
    general: {
      delivery: {
        local: { is_cod: true, is_cod_limit: 0, is_cod_limit_type: "none" },
        other: { is_cod: false, is_cod_limit: 0, is_cod_limit_type: "none" },
      },
    },
  },
  delivery_local_from: 540 * 60_000,
  delivery_local_to: 1260 * 60_000,
};

export const testPrivateShop: ShopInfo = {
  ...testShop,
  _id: "shop_p",
  category_id: "shop_p",
  display_name: "Sharma Kirana",
  group: "private",
  store_unique_id: "sharma-kirana",
  stores: ["st_p"],
  private: { icon: "shops/kirana.png" },
  store_rating: { avg_rating: 0, count: 0 },
};

const CATEGORIES = ["Grocery > Staples > Atta", "Grocery > Staples > Rice", "Personal Care > Soap"];

export function testProduct(i: number, category = CATEGORIES[i % CATEGORIES.length]): ProductView {
  return {
    _id: `p_${String(i).padStart(3, "0")}`,
    category,
    productInfo: {
      product_name: `Product ${String(i).padStart(3, "0")}`,
      brand: "Tata",
      unit: "1 kg",
      description: "",
      mrp: 60,
      images: [{ name: `products/p_${i}-1.png` }, { name: `products/p_${i}-2.png` }],
    },
    stores: [
      {
        store_id: "st_a",
        net_price: 45,
        qty: 0,
        product_details: {
          id: `sp_${i}`,
          qty: 0,
          stock: 5,
          selling_price: 50,
          offer_selling_price: 45,
          offer_price: 5,
          offer: i % 2 === 0 ? 10 : 0,
        },
      },
    ],
    total: 5,
    reviews: { count: 0, avg_rating: 0 },
  };
}

export function testProducts(count: number): ProductView[] {
  return Array.from({ length: count }, (_, i) => testProduct(i)).sort(
    (a, b) =>
      a.category.localeCompare(b.category) || a.productInfo.product_name.localeCompare(b.productInfo.product_name),
  );
}

const tree = (products: ProductView[]): CategoryNode => {
  const count = (prefix: string) =>
    products.filter((p) => p.category === prefix || p.category.startsWith(`${prefix} > `)).length;
  const node = (name: string, path: string, parent: string | null, children: CategoryNode[]): CategoryNode => ({
    _id: path,
    name,
    path,
    parent,
    count: count(path),
    children,
  });
  return {
    _id: "all",
    name: "All",
    path: "",
    parent: null,
    count: products.length,
    children: [
      node("Grocery", "Grocery", null, [
        node("Staples", "Grocery > Staples", "Grocery", [
          node("Atta", "Grocery > Staples > Atta", "Grocery > Staples", []),
          node("Rice", "Grocery > Staples > Rice", "Grocery > Staples", []),
        ]),
      ]),
      node("Personal Care", "Personal Care", null, [node("Soap", "Personal Care > Soap", "Personal Care", [])]),
    ],
  };
};

const groups = (products: ProductView[]): ProductGroup[] => {
  const out: ProductGroup[] = [];
  for (const p of products) {
    const last = out[out.length - 1];
    if (last && last._id === p.category) last.products.push(p);
    else out.push({ _id: p.category, products: [p] });
  }
  return out;
};

/** Answers the catalogue calls; anything else falls through to `fallback`. */
export function catalogServer(
  products: ProductView[],
  fallback: (r: MockRequest) => MockReply | Promise<MockReply>,
  options: {
    shop?: ShopInfo;
    search?: (text: string) => ProductView[];
    /** The warning /product/view/delivers answers ("" : the shop delivers there). */
    outside?: string;
  } = {},
) {
  const shop = options.shop ?? testShop;
  return (r: MockRequest): MockReply | Promise<MockReply> => {
    const url = new URL(r.url, "http://test");
    const skip = Number(url.searchParams.get("skip") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 50);
    const body = (r.body ?? {}) as { category?: string; search?: string };
    const inCategory = (p: ProductView) =>
      !body.category || p.category === body.category || p.category.startsWith(`${body.category} > `);
    switch (url.pathname) {
      case "/user/product/view/public": {
        const info: PublicShopInfo = { ...shop, template: [{ key_name: "brand", display_name: "Brand" }] };
        return reply("POST /product/view/public", [info]);
      }
      case "/user/product/view/delivers":
        return envelopeReply("POST /product/view/delivers", {
          success: true,
          is_deliver: !options.outside,
          warning: options.outside ?? "",
        });
      case "/user/product/view/private":
        return envelopeReply("POST /product/view/private", {
          success: true,
          data: shop,
          is_deliver: false,
          warning: "Please enter your delivery location to see whether this shop delivers to you.",
        });
      case "/user/product/view/product_category":
        return reply("POST /product/view/product_category", [tree(products)]);
      case "/user/product/view/products":
        return reply("POST /product/view/products", groups(products.slice(skip, skip + limit)));
      case "/user/product/view/c":
        return reply("POST /product/view/c", { count: products.length });
      case "/user/product/view/listByCategory":
        return reply(
          "POST /product/view/listByCategory",
          groups(products.filter(inCategory).slice(skip, skip + limit)),
        );
      case "/user/product/view/by_category/c":
        return reply("POST /product/view/by_category/c", { count: products.filter(inCategory).length });
      case "/user/product/view/listBySearch": {
        const found = options.search ? options.search(body.search ?? "") : [];
        return envelopeReply("POST /product/view/listBySearch", {
          success: true,
          data: groups(found.slice(skip, skip + limit)),
          count: found.length,
          corrected: null,
        });
      }
      default:
        return fallback(r);
    }
  };
}
