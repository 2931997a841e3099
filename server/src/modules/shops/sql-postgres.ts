// PostgreSQL twins of the discovery queries whose best plan differs from SQLite's (sql.ts holds
// the portable rest). The box search uses the GiST index on point(lng, lat) from the migration
// 20261123000100_catalog_search; the box is inclusive on its edges, like SQLite's BETWEEN.
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import type { Box } from "../../lib/geo";
import type { ShopGroupName } from "../../contract/shops";
import type { StoreRow } from "./sql";

export function storesInBoxPostgres(db: Db, group: ShopGroupName, box: Box): Promise<StoreRow[]> {
  return db.$queryRaw<StoreRow[]>(Prisma.sql`
    SELECT s."id" AS "id", s."shopId" AS "shopId", s."lat" AS "lat", s."lng" AS "lng",
           h."deliveryRadiusM" AS "deliveryRadiusM", s."deliveryArea" AS "deliveryArea"
    FROM "Store" s JOIN "Shop" h ON h."id" = s."shopId"
    WHERE point(s."lng", s."lat") <@ box(point(${box.minLng}::float8, ${box.minLat}::float8),
                                         point(${box.maxLng}::float8, ${box.maxLat}::float8))
      AND h."shopGroup" = ${group}
      AND h."status" = 'live'`);
}
