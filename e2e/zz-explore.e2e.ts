import { it } from "vitest";
import { api } from "./support/api";
it("explore", async () => {
  const g = await api<{ token: string }>("/user/auth/guest");
  for (const shop of ["shop_001", "shop_005"]) {
    const res = await api<any>(`/user/product/view/products?limit=50`, { token: g.token, body: { _id: shop } });
    const groups = Array.isArray(res) ? res : res.products ?? res.data ?? res;
    const list = (Array.isArray(groups) ? groups : []).flatMap((gr: any) => gr.products ?? []);
    console.log(shop, Object.keys(res), list.length);
    for (const p of list.slice(0, 60)) console.log(shop, p._id, p.productInfo.product_name, "total", p.total, p.stores.map((s: any) => `${s.store_id}:${s.stock}@${s.net_price}`).join(" "));
  }
}, 60000);
