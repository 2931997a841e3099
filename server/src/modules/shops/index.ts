// /user/category: nearby shops by group (spec part 1 section 7, "Shops") and the shop icon.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import {
  shopGroup,
  shopIconQuery,
  shopsByTypeBody,
  shopsLocationBody,
  type ShopGroupName,
  type ShopsLocationBody,
} from "../../contract/shops";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toShopGroup } from "./cards";
import { globalShops, shopsInRange } from "./nearby";
import { shopIcons } from "./icons";
import { tilesFor } from "./tiles";

const latLng = (p: { coordinates: [number, number] }) => ({ lng: p.coordinates[0], lat: p.coordinates[1] });

const shops: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const icons = shopIcons(db, app.ctx.adapters.storage);
  const groupResponse = { 200: envelope(shopGroup) };
  const tiles = tilesFor(db, app.readEpochs);

  async function inRange(group: ShopGroupName, body: ShopsLocationBody) {
    const src = await tiles();
    const nearby = await shopsInRange(src, group, latLng(body.searchLocation), body.maxDistance);
    return {
      success: true as const,
      data: await toShopGroup(src, group, nearby, latLng(body.deliveryLocation), app.ctx.now()),
    };
  }

  app.post(
    "/v2/view/location/private",
    { preHandler: app.requireToken, schema: { body: shopsLocationBody, response: groupResponse } },
    async (req) => inRange("private", req.body),
  );

  app.post(
    "/view/location",
    { preHandler: app.requireToken, schema: { body: shopsByTypeBody, response: groupResponse } },
    async (req) => inRange(req.body.type === 1 ? "public" : "branded", req.body),
  );

  app.post(
    "/view/location/global",
    { preHandler: app.requireToken, schema: { body: shopsLocationBody, response: groupResponse } },
    async (req) => {
      const src = await tiles();
      const nearby = await globalShops(src, latLng(req.body.searchLocation));
      return {
        success: true as const,
        data: await toShopGroup(src, "global", nearby, latLng(req.body.deliveryLocation), app.ctx.now()),
      };
    },
  );

  // Public on purpose: <img> tags cannot send a bearer token. Only shop images are served.
  app.get("/view/img", { schema: { querystring: shopIconQuery } }, async (req, reply) => {
    const q = req.query;
    const width = q.width ?? q.height ?? 300;
    const height = q.height ?? width;
    const icon = await icons.get({
      img: q.img,
      format: q.format === "jpg" ? "jpeg" : q.format,
      width,
      height,
      off: q.is_web === "1" && q.off === "1",
    });
    if (!icon) throw new AppError(ERROR_CODE.IMAGE_NOT_FOUND);
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", icon.etag)
      .header("content-type", icon.contentType);
    if (req.headers["if-none-match"] === icon.etag) return reply.code(304).send();
    return reply.send(icon.bytes);
  });
};

export default shops;
