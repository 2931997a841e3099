// /merchant/api/staff, /merchant/api/roles, /merchant/api/audit: the Staff and Audit log pages'
// calls (privilege "staff").
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageEnvelope } from "../../contract/common";
import {
  auditQuery,
  auditResponse,
  changeRoleBody,
  customRoleResponse,
  inviteBody,
  roleBody,
  roleParams,
  staffListResponse,
  staffMemberResponse,
  staffParams,
} from "../../contract/console-staff";
import { languageOf } from "../../lib/language";
import { consoleRateLimit, requireStaff } from "./guard";
import {
  auditLog,
  changeRole,
  createRole,
  deleteRole,
  deleteStaff,
  inviteStaff,
  listStaff,
  setStatus,
  updateRole,
} from "./staff";

export const STAFF_DELETED = "The staff member has been deleted.";
export const ROLE_DELETED = "The role has been deleted.";
const HI = { [STAFF_DELETED]: "स्टाफ़ सदस्य को डिलीट कर दिया गया है।", [ROLE_DELETED]: "भूमिका डिलीट कर दी गई है।" };

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const guard = requireStaff("staff");
  const config = consoleRateLimit();
  const member = { 200: staffMemberResponse };
  const said = (lang: string | string[] | undefined, text: keyof typeof HI) => ({
    success: true as const,
    message: languageOf(lang) === "hi" ? HI[text] : text,
  });

  app.get("/staff", { config, preHandler: guard, schema: { response: { 200: staffListResponse } } }, async (req) => ({
    success: true as const,
    data: await listStaff(ctx.db, req.staff),
  }));

  app.post("/staff", { config, preHandler: guard, schema: { body: inviteBody, response: member } }, async (req) => ({
    success: true as const,
    data: await inviteStaff(ctx, req.staff, req.body, languageOf(req.headers["accept-language"])),
  }));

  app.patch(
    "/staff/:staffId",
    { config, preHandler: guard, schema: { params: staffParams, body: changeRoleBody, response: member } },
    async (req) => ({
      success: true as const,
      data: await changeRole(ctx.db, req.staff, req.params.staffId, req.body),
    }),
  );

  app.post(
    "/staff/:staffId/suspend",
    { config, preHandler: guard, schema: { params: staffParams, response: member } },
    async (req) => ({ success: true as const, data: await setStatus(ctx, req.staff, req.params.staffId, "suspended") }),
  );

  app.post(
    "/staff/:staffId/unsuspend",
    { config, preHandler: guard, schema: { params: staffParams, response: member } },
    async (req) => ({ success: true as const, data: await setStatus(ctx, req.staff, req.params.staffId, "active") }),
  );

  app.delete(
    "/staff/:staffId",
    { config, preHandler: guard, schema: { params: staffParams, response: { 200: messageEnvelope } } },
    async (req) => {
      await deleteStaff(ctx.db, req.staff, req.params.staffId);
      return said(req.headers["accept-language"], STAFF_DELETED);
    },
  );

  app.post(
    "/roles",
    { config, preHandler: guard, schema: { body: roleBody, response: { 200: customRoleResponse } } },
    async (req) => ({
      success: true as const,
      data: await createRole(ctx.db, req.staff, req.body),
    }),
  );

  app.put(
    "/roles/:roleId",
    {
      config,
      preHandler: guard,
      schema: { params: roleParams, body: roleBody, response: { 200: customRoleResponse } },
    },
    async (req) => ({ success: true as const, data: await updateRole(ctx.db, req.staff, req.params.roleId, req.body) }),
  );

  app.delete(
    "/roles/:roleId",
    { config, preHandler: guard, schema: { params: roleParams, response: { 200: messageEnvelope } } },
    async (req) => {
      await deleteRole(ctx.db, req.staff, req.params.roleId);
      return said(req.headers["accept-language"], ROLE_DELETED);
    },
  );

  app.get(
    "/audit",
    { config, preHandler: guard, schema: { querystring: auditQuery, response: { 200: auditResponse } } },
    async (req) => ({ success: true as const, data: await auditLog(ctx.db, req.staff, req.query) }),
  );
};

export default staffRoutes;
