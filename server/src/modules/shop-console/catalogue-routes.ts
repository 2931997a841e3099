// /merchant/api/products*: the shop's own products through their lifecycle, per-store offers,
// images, history and the bulk import (privilege "catalogue").
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M } from "../../contract/catalogue-constants";
import {
  createProductBody,
  editProductBody,
  importJsonBody,
  importQuery,
  importResponse,
  importTemplateResponse,
  offersBody,
  productDetailResponse,
  productImageParams,
  productImageResponse,
  productListQuery,
  productListResponse,
  productParams,
} from "../../contract/merchant-catalogue";
import { refuseUnsafeText } from "../../lib/unsafe-text";
import { readIdempotencyKey } from "../inventory/public";
import { consoleRateLimit, requireStaff } from "./guard";
import { ownProduct } from "./catalogue-facts";
import { createProduct, editProduct, submitProduct } from "./catalogue-edit";
import { addProductImage, removeProductImage } from "./catalogue-photos";
import { setOffers } from "./catalogue-offers";
import { listProducts, productDetail } from "./catalogue-listing";
import { storeProductImage } from "./catalogue-images";
import { csvRows, importProducts, importTemplate, TEMPLATE_CATEGORY } from "./catalogue-import";

/** Largest JSON import body: 5,000 rows of the template's columns fit with room. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  refuseUnsafeText(value);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new AppError(ERROR_CODE.VALIDATION_FAILED, errors[0]?.message ?? "The request is not valid.", { errors });
}

/** The import's rows and flags: a multipart CSV (field "file", flags as fields) or JSON rows. */
async function readImport(req: FastifyRequest) {
  const query = parse(importQuery, req.query ?? {});
  if (!req.isMultipart()) {
    const body = parse(importJsonBody, req.body ?? {});
    return { rows: body.rows, dryRun: body.dry_run ?? query.dry_run ?? false, skip: body.skip_bad_rows ?? query.skip_bad_rows ?? false };
  }
  let text: string | null = null;
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "file" || text !== null) throw new AppError(ERROR_CODE.VALIDATION_FAILED, M.importFile, { errors: [{ path: part.fieldname, message: M.importFile }] });
      text = (await part.toBuffer()).toString("utf8");
    } else fields[part.fieldname] = String(part.value);
  }
  if (text === null) throw new AppError(ERROR_CODE.VALIDATION_FAILED, M.importFile, { errors: [{ path: "file", message: M.importFile }] });
  const flags = parse(importQuery, { dry_run: fields.dry_run, skip_bad_rows: fields.skip_bad_rows });
  return { rows: csvRows(text), dryRun: flags.dry_run ?? query.dry_run ?? false, skip: flags.skip_bad_rows ?? query.skip_bad_rows ?? false };
}

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Console: catalogue"];
  const guard = requireStaff("catalogue");
  const limit = consoleRateLimit();
  const detail = { 200: productDetailResponse };

  app.get(
    "/products",
    { config: limit, preHandler: guard, schema: { tags, summary: "The shop's own products", querystring: productListQuery, response: { 200: productListResponse } } },
    async (req) => ({ success: true as const, data: await listProducts(db, req.staff, req.query) }),
  );

  app.get(
    "/products/import/template",
    { config: limit, preHandler: guard, schema: { tags, summary: "The import's CSV header and an example row", response: { 200: importTemplateResponse } } },
    async (req) => {
      const [first, atta, firstLeaf] = await Promise.all([
        db.store.findFirst({
          where: { id: { in: req.staff.storeIds } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { storeKey: true },
        }),
        db.category.findFirst({ where: { path: TEMPLATE_CATEGORY, children: { none: {} } }, select: { path: true } }),
        db.category.findFirst({ where: { children: { none: {} } }, orderBy: [{ path: "asc" }], select: { path: true } }),
      ]);
      return { success: true as const, data: importTemplate(first?.storeKey, (atta ?? firstLeaf)?.path) };
    },
  );

  app.post(
    "/products/import",
    {
      config: consoleRateLimit(20),
      bodyLimit: IMPORT_BODY_LIMIT,
      preHandler: guard,
      schema: {
        tags,
        summary: "Import up to 5,000 products (CSV file or JSON rows)",
        description:
          "multipart/form-data with the CSV as `file` (and `dry_run`, `skip_bad_rows` fields), or JSON `{ rows, dry_run?, skip_bad_rows? }`; the flags may also be query parameters. Without skip_bad_rows one bad row means nothing is written. Idempotency-Key as POST /api/update.",
        querystring: importQuery,
        response: { 200: importResponse },
      },
    },
    async (req) => {
      const input = await readImport(req);
      const data = await importProducts(
        db,
        req.staff,
        input.rows,
        { dryRun: input.dryRun, skipBadRows: input.skip, idempotencyKey: readIdempotencyKey(req.headers) },
        app.ctx.now(),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    "/products",
    { config: limit, preHandler: guard, schema: { tags, summary: "Create a draft product", body: createProductBody, response: detail } },
    async (req) => ({ success: true as const, data: await createProduct(db, req.staff, req.body, app.ctx.now()) }),
  );

  app.get(
    "/products/:id",
    { config: limit, preHandler: guard, schema: { tags, summary: "A product with its offers, pending change and history", params: productParams, response: detail } },
    async (req) => ({ success: true as const, data: await productDetail(db, req.staff, req.params.id) }),
  );

  app.patch(
    "/products/:id",
    {
      config: limit,
      preHandler: guard,
      schema: {
        tags,
        summary: "Edit a product's facts",
        description: "A draft changes in place; a live product's edit waits for review while the live version keeps selling.",
        params: productParams,
        body: editProductBody,
        response: detail,
      },
    },
    async (req) => ({ success: true as const, data: await editProduct(db, req.staff, req.params.id, req.body, app.ctx.now()) }),
  );

  app.put(
    "/products/:id/offers",
    { config: limit, preHandler: guard, schema: { tags, summary: "Per-store price, offer and stock (no review)", params: productParams, body: offersBody, response: detail } },
    async (req) => ({ success: true as const, data: await setOffers(db, req.staff, req.params.id, req.body, app.ctx.now()) }),
  );

  app.post(
    "/products/:id/submit",
    { config: limit, preHandler: guard, schema: { tags, summary: "Send a complete draft for review", params: productParams, response: detail } },
    async (req) => ({ success: true as const, data: await submitProduct(db, req.staff, req.params.id, app.ctx.now()) }),
  );

  app.post(
    "/products/:id/images",
    {
      config: consoleRateLimit(30),
      preHandler: guard,
      schema: { tags, summary: "Upload an image (multipart, field file)", params: productParams, response: { 200: productImageResponse } },
    },
    async (req) => {
      await ownProduct(db, req.staff, req.params.id);
      if (!req.isMultipart()) throw new AppError(ERROR_CODE.IMAGE_REQUIRED, M.imagesOnly, { errors: [{ path: "file", message: M.imagesOnly }] });
      const file = await req.file();
      const bytes = file ? await file.toBuffer() : null;
      if (!file || !bytes?.length) throw new AppError(ERROR_CODE.IMAGE_REQUIRED);
      const name = await storeProductImage(app.ctx.adapters.storage, bytes);
      return { success: true as const, data: await addProductImage(db, req.staff, req.params.id, name, app.ctx.now()) };
    },
  );

  app.delete(
    "/products/:id/images/:name",
    { config: limit, preHandler: guard, schema: { tags, summary: "Remove an image", params: productImageParams, response: detail } },
    async (req) => ({
      success: true as const,
      data: await removeProductImage(db, req.staff, req.params.id, req.params.name, app.ctx.now()),
    }),
  );
};

export default catalogueRoutes;
