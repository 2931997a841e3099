// Gives a share of a world's stores a drawn delivery area (issue 53), and takes them off again, so
// the hot reads can be measured with polygons beside the same world without them
// (AREA_POLYGONS=<share> in bench/hot-reads.ts). Each chosen store gets an irregular 16-point
// outline around itself whose corners lie between 60% and 95% of its shop's radius (never beyond
// the 10 km a drawn area may reach), the same outline for the same store on every run.
import Database from "better-sqlite3";
import pg from "pg";
import { dbProvider, sqlitePath } from "../server/src/lib/db";
import { DELIVERY_RADIUS_M } from "../server/src/contract/catalog-constants";

const POINTS = 16;
const M_PER_DEG_LAT = 110_574;

/** A number from 0 to 1 fixed by the text (FNV-1a). */
function unit(text: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

export function outline(id: string, lat: number, lng: number, radiusM: number): [number, number][] {
  const reach = Math.min(radiusM, DELIVERY_RADIUS_M);
  const mPerDegLng = 111_320 * Math.cos((lat * Math.PI) / 180);
  const ring: [number, number][] = [];
  for (let i = 0; i < POINTS; i++) {
    const angle = (2 * Math.PI * i) / POINTS;
    const r = reach * (0.6 + 0.35 * unit(id, i));
    ring.push([
      Math.round((lng + (r * Math.sin(angle)) / mPerDegLng) * 1e6) / 1e6,
      Math.round((lat + (r * Math.cos(angle)) / M_PER_DEG_LAT) * 1e6) / 1e6,
    ]);
  }
  return ring;
}

const chosen = (id: string, share: number) => unit(id, 9999) < share;
const text = (ring: [number, number][]) => JSON.stringify({ polygon: ring, pincodes_in: [], pincodes_out: [] });

type Row = { id: string; lat: number; lng: number; radius: number };

/** Draws areas on `share` (0..1) of the stores; answers how many. `share` 0 takes every area off. */
export async function setAreaPolygons(databaseUrl: string, share: number): Promise<number> {
  const select = `SELECT s."id" AS "id", s."lat" AS "lat", s."lng" AS "lng", h."deliveryRadiusM" AS "radius"
    FROM "Store" s JOIN "Shop" h ON h."id" = s."shopId"`;
  if (dbProvider(databaseUrl) === "sqlite") {
    const db = new Database(sqlitePath(databaseUrl), { fileMustExist: true });
    try {
      const rows = db.prepare(select).all() as Row[];
      const update = db.prepare(`UPDATE "Store" SET "deliveryArea" = ? WHERE "id" = ?`);
      let n = 0;
      db.transaction(() => {
        for (const r of rows) {
          const on = share > 0 && chosen(r.id, share);
          update.run(on ? text(outline(r.id, r.lat, r.lng, r.radius)) : "", r.id);
          if (on) n++;
        }
      })();
      return n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (await client.query<Row>(select)).rows;
    let n = 0;
    await client.query("BEGIN");
    for (const r of rows) {
      const on = share > 0 && chosen(r.id, share);
      await client.query(`UPDATE "Store" SET "deliveryArea" = $1 WHERE "id" = $2`, [
        on ? text(outline(r.id, r.lat, r.lng, r.radius)) : "",
        r.id,
      ]);
      if (on) n++;
    }
    await client.query("COMMIT");
    return n;
  } finally {
    await client.end();
  }
}
