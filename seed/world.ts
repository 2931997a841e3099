// Placeholder entry point replaced by the demo-world generator.
import type { Db } from "../server/src/lib/db";
export type SeedOptions = { uploadsDir: string; images?: boolean; scale?: "demo" | "large" };
export async function seedDemoWorld(_db: Db, _opts: SeedOptions): Promise<void> {}
