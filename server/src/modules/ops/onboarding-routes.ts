// /ops/api/enquiries (Admin and Support read; Admin declines), /ops/api/onboarding (Admin),
// /ops/api/shops/waiting and /ops/api/shops/:shop_id/approve (Admin and Catalogue reviewer: the
// review queue's shops).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  approvedShopResponse,
  declineBody,
  enquiryListQuery,
  enquiryListResponse,
  enquiryParams,
  enquiryResponse,
  onboardingBody,
  onboardingResponse,
  shopParams,
  waitingShopsResponse,
} from "../../contract/ops-onboarding";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { opsRateLimit, requireOps } from "./guard";
import { declineEnquiry, getEnquiry, listEnquiries, onboardMerchant } from "./onboarding";
import { approveShop, waitingShops } from "./go-live";

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const config = opsRateLimit();
  const tags = ["Ops: onboarding"];

  app.get(
    "/enquiries",
    {
      config,
      preHandler: requireOps(OPS_AREA_ROLES.enquiriesRead),
      schema: { tags, querystring: enquiryListQuery, response: { 200: enquiryListResponse } },
    },
    async (req) => ({ success: true as const, data: await listEnquiries(ctx.db, req.query) }),
  );

  app.get(
    "/enquiries/:enquiry_id",
    {
      config,
      preHandler: requireOps(OPS_AREA_ROLES.enquiriesRead),
      schema: { tags, params: enquiryParams, response: { 200: enquiryResponse } },
    },
    async (req) => ({ success: true as const, data: await getEnquiry(ctx.db, req.params.enquiry_id) }),
  );

  app.post(
    "/enquiries/:enquiry_id/decline",
    {
      config,
      preHandler: requireOps(OPS_AREA_ROLES.admin),
      schema: { tags, params: enquiryParams, body: declineBody, response: { 200: enquiryResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await declineEnquiry(ctx, req.ops, req.params.enquiry_id, req.body.reason),
    }),
  );

  app.post(
    "/onboarding",
    {
      config,
      preHandler: requireOps(OPS_AREA_ROLES.admin),
      schema: {
        tags,
        summary: "Onboard a merchant: merchant, KYC, shop (onboarding), first store, Super Admin invited",
        body: onboardingBody,
        response: { 200: onboardingResponse },
      },
    },
    async (req) => ({ success: true as const, data: await onboardMerchant(ctx, req.ops, req.body) }),
  );

  app.get(
    "/shops/waiting",
    {
      config,
      preHandler: requireOps(OPS_AREA_ROLES.review),
      schema: { tags, response: { 200: waitingShopsResponse } },
    },
    async () => ({ success: true as const, data: { items: await waitingShops(ctx.db) } }),
  );

  app.post(
    "/shops/:shop_id/approve",
    {
      config,
      preHandler: requireOps(OPS_AREA_ROLES.review),
      schema: { tags, params: shopParams, response: { 200: approvedShopResponse } },
    },
    async (req) => {
      await approveShop(ctx, req.ops, req.params.shop_id);
      return { success: true as const, data: { shop_id: req.params.shop_id, status: "live" as const } };
    },
  );
};

export default onboardingRoutes;
