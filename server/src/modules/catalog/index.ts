// The catalogue under /user: shop header, listings, search, detail, stock per store, reports and
// product images. Registered with the prefix /user (its paths span /product/... and /cart/qty).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import shopRoutes from "./shop-routes";
import listingRoutes from "./listing-routes";
import searchRoutes from "./search-routes";
import detailRoutes from "./detail-routes";
import reportRoutes from "./report-routes";
import imageRoutes from "./image-routes";
import { productSearch } from "./search";

const catalog: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopRoutes);
  await app.register(listingRoutes);
  await app.register(searchRoutes, { search: productSearch(app.ctx.db) });
  await app.register(detailRoutes);
  await app.register(reportRoutes);
  await app.register(imageRoutes);
};

export default catalog;
