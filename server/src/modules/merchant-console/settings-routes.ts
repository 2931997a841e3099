// /merchant/api/settings*: the store settings of the member's shops (privilege "settings").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  closureBody,
  shopIdParams,
  storeSettingsBody,
  storeSettingsListResponse,
  storeSettingsResponse,
} from "../../contract/console-settings";
import { consoleRateLimit, requireStaff } from "./guard";
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
};

export default settingsRoutes;
