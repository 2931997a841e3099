// Bulk import of products (CSV or JSON rows, up to 5,000): every row is checked first, with errors
// naming the row and field; a dry run stops there; without skip_bad_rows one bad row means nothing
// is written. Rows of one barcode in several stores of a shop are one product with an offer in
// each. A row with every fact and an image goes to Waiting for review, one without an image stays a
// Draft (the spec's rule: data or image missing). The write is one transaction of batched inserts,
// with the Idempotency-Key's answer kept in it (like POST /api/update's).
import { randomBytes } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M, MAX_IMPORT_ROWS } from "../../contract/catalogue-constants";
import type { ImportResult } from "../../contract/merchant-catalogue";
import { findFreshRecord, isUniqueViolation, requestHash } from "../inventory/public";
import type { ProductFacts } from "../product-review/public";
import { recordAudit } from "./audit";
import type { StaffContext } from "./guard";
import { BATCH, checkRows, refuse, type GoodRow } from "./catalogue-import-check";

export { csvRows, importTemplate, parseCsv, TEMPLATE_CATEGORY } from "./catalogue-import-csv";

export type ImportOptions = { dryRun: boolean; skipBadRows: boolean; idempotencyKey: string | null };

const IDEMPOTENCY_PREFIX = "catalogue-import:";

const newId = () => `imp${Date.now().toString(36)}${randomBytes(8).toString("hex")}`;

async function writeRows(tx: Prisma.TransactionClient, staff: StaffContext, rows: GoodRow[], now: Date) {
  const member = await tx.staffMember.findUniqueOrThrow({
    where: { id: staff.staffId },
    select: { name: true, mobile: true },
  });
  // One product per shop and barcode; its first row gives the facts, every row an offer.
  const products = new Map<string, { id: string; shopId: string; facts: ProductFacts; offers: GoodRow[] }>();
  for (const r of rows) {
    const key = `${r.shopId}\u0000${r.facts.barcode}`;
    const p = products.get(key) ?? { id: newId(), shopId: r.shopId, facts: r.facts, offers: [] };
    p.offers.push(r);
    products.set(key, p);
  }
  const list = [...products.values()];
  for (let i = 0; i < list.length; i += BATCH) {
    const part = list.slice(i, i + BATCH);
    await tx.product.createMany({
      data: part.map((p) => ({
        id: p.id,
        name: p.facts.name,
        nameHi: p.facts.name_hi,
        brand: p.facts.brand,
        unit: p.facts.unit,
        description: p.facts.description,
        categoryId: p.facts.category_id!,
        mrp: p.facts.mrp!,
        status: p.facts.images.length ? "review" : "draft",
        shopId: p.shopId,
        barcode: p.facts.barcode,
        taxPercent: p.facts.tax_percent,
        hsn: p.facts.hsn,
        mfgDate: p.facts.mfg_date,
        expKind: p.facts.exp_kind,
        expDate: p.facts.exp_date,
        createdAt: now,
        updatedAt: now,
      })),
    });
    const images = part.filter((p) => p.facts.images.length);
    if (images.length)
      await tx.productImage.createMany({
        data: images.map((p) => ({ productId: p.id, name: p.facts.images[0], position: 0 })),
      });
    await tx.draftOffer.createMany({
      data: part.flatMap((p) =>
        p.offers.map((o) => ({ productId: p.id, storeId: o.storeId, ...o.offer, updatedAt: now })),
      ),
    });
    await tx.productChange.createMany({
      data: part.map((p) => ({
        productId: p.id,
        shopId: p.shopId,
        kind: "create",
        status: p.facts.images.length ? "review" : "applied",
        before: null,
        after: JSON.stringify(p.facts),
        authorId: staff.staffId,
        authorName: member.name,
        authorMobile: member.mobile,
        createdAt: now,
        updatedAt: now,
        submittedAt: p.facts.images.length ? now : null,
      })),
    });
  }
  return list.length;
}

/** Validates and (unless a dry run) writes the rows; answers the report. */
export async function importProducts(
  db: Db,
  staff: StaffContext,
  rows: Record<string, unknown>[],
  opts: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError(ERROR_CODE.IMPORT_TOO_MANY_ROWS);
  if (rows.length === 0) throw refuse("rows", M.importEmpty);
  const key = opts.idempotencyKey && !opts.dryRun ? `${IDEMPOTENCY_PREFIX}${opts.idempotencyKey}` : null;
  const hash = key ? requestHash({ rows, skip: opts.skipBadRows }) : "";
  const replay = async () => {
    const record = key ? await findFreshRecord(db, staff.merchantId, key, now) : null;
    if (!record) return null;
    if (record.requestHash !== hash) throw new AppError(ERROR_CODE.IDEMPOTENCY_KEY_REUSED);
    return JSON.parse(record.responseJson) as ImportResult;
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const { good, errors } = await checkRows(db, staff, rows, now);
  const badRows = new Set(errors.map((e) => e.row)).size;
  const result: ImportResult = { dry_run: opts.dryRun, total: rows.length, written: 0, skipped: 0, errors };
  if (opts.dryRun) return { ...result, skipped: opts.skipBadRows ? badRows : 0 };
  const write = badRows === 0 || opts.skipBadRows;
  const answer: ImportResult = {
    ...result,
    written: write ? good.length : 0,
    skipped: write ? badRows : 0,
  };
  try {
    await db.$transaction(
      async (tx) => {
        const products = write && good.length ? await writeRows(tx, staff, good, now) : 0;
        if (write && good.length) {
          await recordAudit(tx, staff, {
            action: "product.import",
            entity: "product_import",
            entityId: opts.idempotencyKey ?? now.toISOString(),
            before: null,
            after: { rows: rows.length, written: good.length, skipped: badRows, products },
          });
        }
        if (key) {
          await tx.idempotencyRecord.deleteMany({
            where: { merchantId: staff.merchantId, key, createdAt: { lte: new Date(now.getTime() - 24 * 3600_000) } },
          });
          await tx.idempotencyRecord.create({
            data: {
              merchantId: staff.merchantId,
              key,
              requestHash: hash,
              status: 200,
              responseJson: JSON.stringify(answer),
              createdAt: now,
            },
          });
        }
      },
      { maxWait: 30_000, timeout: 300_000 },
    );
  } catch (err) {
    // The same key sent twice at once: the loser answers what the winner wrote.
    if (key && isUniqueViolation(err)) {
      const won = await replay();
      if (won) return won;
    }
    throw err;
  }
  return answer;
}
