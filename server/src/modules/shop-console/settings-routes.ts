// /merchant/api/settings*: the store settings of the member's shops (privilege "settings").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  closureBody,
  shopIdParams,
  storeSettingsBody,
  storeSettingsListResponse,
  storeSettingsResponse,
  storefrontResponse,
} from "../../contract/console-settings";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M } from "../../contract/catalogue-constants";
import { storeProductImage } from "./catalogue-images";
import { getStorefront, setStorefrontImage } from "./settings-storefront";
import { consoleRateLimit, ownShop, requireStaff } from "./guard";
import { getSettings, listSettings, saveSettings, setClosure } from "./settings-service";

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Console: store settings"];
  const guard = requireStaff("settings");
  const one = { 200: storeSettingsResponse };

  app.get(
    "/settings",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: { tags, summary: "The settings of every shop of the merchant", response: { 200: storeSettingsListResponse } },
    },
    async (req) => ({ success: true as const, data: await listSettings(db, req.staff, app.ctx.now()) }),
  );

  app.get(
    "/settings/:shop_id",
    { config: consoleRateLimit(), preHandler: guard, schema: { tags, summary: "One shop's settings", params: shopIdParams, response: one } },
    async (req) => ({ success: true as const, data: await getSettings(db, req.staff, req.params.shop_id, app.ctx.now()) }),
  );

  app.put(
    "/settings/:shop_id",
    {
      config: consoleRateLimit(30),
      preHandler: guard,
      schema: {
        tags,
        summary: "Save one shop's settings",
        description: "Every field at once. A bad value is refused with its field in errors[].path.",
        params: shopIdParams,
        body: storeSettingsBody,
        response: one,
      },
    },
    async (req) => ({
      success: true as const,
      data: await saveSettings(db, req.staff, req.params.shop_id, req.body, app.ctx.now()),
    }),
  );

  app.put(
    "/settings/:shop_id/closure",
    {
      config: consoleRateLimit(30),
      preHandler: guard,
      schema: {
        tags,
        summary: "Close the shop for now, or open it again",
        description: "Customers see the shop closed (or open) at once.",
        params: shopIdParams,
        body: closureBody,
        response: one,
      },
    },
    async (req) => ({
      success: true as const,
      data: await setClosure(db, req.staff, req.params.shop_id, req.body.temporarily_closed, app.ctx.now()),
    }),
  );

  app.get(
    "/settings/:shop_id/storefront",
    {
      config: consoleRateLimit(),
      preHandler: guard,
      schema: {
        tags,
        summary: "The shop's store-front image and what is still missing before it can go live",
        params: shopIdParams,
        response: { 200: storefrontResponse },
      },
    },
    async (req) => ({ success: true as const, data: await getStorefront(db, req.staff, req.params.shop_id) }),
  );

  app.post(
    "/settings/:shop_id/image",
    {
      config: consoleRateLimit(30),
      preHandler: guard,
      schema: {
        tags,
        summary: "Upload or replace the store-front image (multipart, field file)",
        description: "JPEG, PNG or WebP by its bytes; re-encoded and shown on the shop's tile and header.",
        params: shopIdParams,
        response: { 200: storefrontResponse },
      },
    },
    async (req) => {
      ownShop(req.staff, req.params.shop_id);
      if (!req.isMultipart()) throw new AppError(ERROR_CODE.IMAGE_REQUIRED, M.imagesOnly, { errors: [{ path: "file", message: M.imagesOnly }] });
      const file = await req.file();
      const bytes = file ? await file.toBuffer() : null;
      if (!file || !bytes?.length) throw new AppError(ERROR_CODE.IMAGE_REQUIRED);
      const name = await storeProductImage(app.ctx.adapters.storage, bytes, "shops");
      return { success: true as const, data: await setStorefrontImage(db, req.staff, req.params.shop_id, name) };
    },
  );
};

export default settingsRoutes;
