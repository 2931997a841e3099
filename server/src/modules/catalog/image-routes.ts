// GET /product/img/view?img&format=png&height=: a product image at one of the list's heights.
// No token: <img> tags cannot send one, and product images are public.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { productImageQuery } from "../../contract/catalog";
import { productImages } from "./product-images";

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = productImages(app.ctx.db, app.ctx.adapters.storage);

  app.get("/product/img/view", { schema: { querystring: productImageQuery } }, async (req, reply) => {
    const image = await images.get(req.query);
    if (!image) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
    reply.header("cache-control", "public, max-age=31536000, immutable").header("etag", image.etag);
    if (req.headers["if-none-match"] === image.etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
};

export default imageRoutes;
