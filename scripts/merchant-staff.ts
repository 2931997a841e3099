// Create a merchant's first Super Admin for the merchant console (later members are invited in the
// console itself), and list a merchant's staff.
//   npm run merchant:staff -- add (--merchant <merchantId> | --store-key <store key>) --name <name> --mobile <10 digits> [--role <role>]
//   npm run merchant:staff -- list (--merchant <merchantId> | --store-key <store key>)
// The member signs in at /merchant with a one-time code sent to the number and sets a password there.
import { parseArgs } from "node:util";
import type { Db } from "../server/src/lib/db";
import { MOBILE_RE } from "../server/src/contract/common-constants";
import { BUILT_IN_ROLES, isBuiltInRole } from "../server/src/contract/console-roles";
import { UsageError, runAsScript } from "./cli";

export { UsageError };

const USAGE = `Usage:
  npm run merchant:staff -- add (--merchant <merchantId> | --store-key <store key>) --name <name> --mobile <10 digits> [--role ${BUILT_IN_ROLES.join("|")}]
  npm run merchant:staff -- list (--merchant <merchantId> | --store-key <store key>)`;

async function merchantOf(
  db: Db,
  values: { merchant?: string; "store-key"?: string },
): Promise<{ id: string; name: string }> {
  if (values.merchant) {
    const m = await db.merchant.findUnique({ where: { id: values.merchant }, select: { id: true, name: true } });
    if (!m) throw new UsageError(`No merchant has the id ${values.merchant}.`);
    return m;
  }
  if (values["store-key"]) {
    const store = await db.store.findUnique({
      where: { storeKey: values["store-key"] },
      select: { shop: { select: { merchant: { select: { id: true, name: true } } } } },
    });
    if (!store) throw new UsageError(`No store has the store key ${values["store-key"]}.`);
    return store.shop.merchant;
  }
  throw new UsageError("Name the merchant with --merchant or --store-key.");
}

export async function run(db: Db, argv: string[], print: (line: string) => void): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merchant: { type: "string" },
      "store-key": { type: "string" },
      name: { type: "string" },
      mobile: { type: "string" },
      role: { type: "string" },
    },
  });
  const [command] = positionals;
  if (command === "add") {
    const merchant = await merchantOf(db, values);
    const name = values.name?.trim();
    if (!name || name.length > 80) throw new UsageError("add needs --name (at most 80 characters).");
    const mobile = values.mobile?.trim() ?? "";
    if (!MOBILE_RE.test(mobile)) throw new UsageError("add needs --mobile: a 10-digit Indian mobile number.");
    const role = values.role ?? "super_admin";
    if (!isBuiltInRole(role)) throw new UsageError(`Unknown role "${role}".`);
    if (await db.staffMember.findUnique({ where: { mobile }, select: { id: true } })) {
      throw new UsageError(`${mobile} already belongs to a staff member.`);
    }
    const member = await db.staffMember.create({ data: { merchantId: merchant.id, name, mobile, role } });
    print(`Added ${name} (${mobile}) as ${role} of ${merchant.name} (${merchant.id}): staff id ${member.id}.`);
    print("They sign in at /merchant with a one-time code sent to this number, then set a password.");
  } else if (command === "list") {
    const merchant = await merchantOf(db, values);
    const members = await db.staffMember.findMany({
      where: { merchantId: merchant.id },
      orderBy: { createdAt: "asc" },
    });
    if (!members.length) print("No staff.");
    for (const m of members) print(`${m.id}  ${m.mobile}  ${m.role}  ${m.status}  ${m.name}`);
  } else {
    throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  }
}

runAsScript(import.meta.url, run, USAGE);
