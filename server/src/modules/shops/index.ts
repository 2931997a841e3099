// /user/category: nearby shops by group (spec part 1 section 7, "Shops") and the shop icon.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import {
  shopGroup,
  shopIconQuery,
  shopsByTypeBody,
  shopsLocationBody,
  SHOP_ICON_DEFAULT_PX,
  SHOP_TYPE,
  type ShopGroupName,
  type ShopsLocationBody,
} from "../../contract/shops";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toShopGroup } from "./cards";
import { globalShops, shopsInRange, type Nearby } from "./nearby";
import { TILES_EPOCH } from "../../lib/read-epochs";
import { shopIcons } from "./icons";
import { tilesFor } from "./tiles";
import type { TileSource } from "./tile-source";
import { fullShopsAt, fullShopsKey } from "../slots/public";

const latLng = (p: { coordinates: [number, number] }) => ({ lng: p.coordinates[0], lat: p.coordinates[1] });

const shops: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const icons = shopIcons(db, app.ctx.adapters.storage);
  const groupAnswer = envelope(shopGroup);
  const groupResponse = { 200: groupAnswer };
  const tiles = tilesFor(db, app.readEpochs);

  /**
   * A shop group answer, through the answer cache: it depends on the stores, shops and offers (the
   * "tiles" version), on which offers have expired by now (the source's offer clock) and on the
   * shops at their limit of orders for immediate delivery.
   */
  async function groupReply(
    req: FastifyRequest,
    reply: FastifyReply,
    group: ShopGroupName,
    body: ShopsLocationBody,
    nearby: (src: TileSource) => Promise<Nearby>,
  ) {
    const now = app.ctx.now();
    // The shops at their limit of orders for immediate delivery (one query while any shop has a
    // limit; none: no change).
    const src = await tiles();
    const full = await fullShopsAt(db, now, src.version);
    return app.cachedReply(req, reply, {
      epochs: [TILES_EPOCH],
      // Keyed by the version the source was built at: one lookup per request, and an answer
      // computed from this source is never filed under a later version.
      ...(src.version === null ? {} : { versions: [src.version] }),
      vary: `${src.offerClock(now)}|${fullShopsKey(full)}`,
      schema: groupAnswer,
      compute: async () => ({
        success: true as const,
        data: await toShopGroup(src, group, await nearby(src), latLng(body.deliveryLocation), now, full),
      }),
    });
  }

  const inRange = (req: FastifyRequest, reply: FastifyReply, group: ShopGroupName, body: ShopsLocationBody) =>
    groupReply(req, reply, group, body, (src) =>
      shopsInRange(src, group, latLng(body.searchLocation), body.maxDistance),
    );

  app.post(
    "/v2/view/location/private",
    { preHandler: app.requireToken, schema: { body: shopsLocationBody, response: groupResponse } },
    async (req, reply) => inRange(req, reply, "private", req.body),
  );

  app.post(
    "/view/location",
    { preHandler: app.requireToken, schema: { body: shopsByTypeBody, response: groupResponse } },
    async (req, reply) => inRange(req, reply, req.body.type === SHOP_TYPE.public ? "public" : "branded", req.body),
  );

  app.post(
    "/view/location/global",
    { preHandler: app.requireToken, schema: { body: shopsLocationBody, response: groupResponse } },
    async (req, reply) =>
      groupReply(req, reply, "global", req.body, (src) => globalShops(src, latLng(req.body.searchLocation))),
  );

  // Public on purpose: <img> tags cannot send a bearer token. Only shop images are served.
  app.get("/view/img", { schema: { querystring: shopIconQuery } }, async (req, reply) => {
    const q = req.query;
    const width = q.width ?? q.height ?? SHOP_ICON_DEFAULT_PX;
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
