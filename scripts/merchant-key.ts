// Issue, revoke and list merchant Authkey tokens for the inventory API.
//   npm run merchant:key -- issue --merchant <merchantId> [--label "Tally sync"]
//   npm run merchant:key -- revoke --id <keyId>
//   npm run merchant:key -- list --merchant <merchantId>
// The token is printed once at issue; only its SHA-256 digest is stored.
import { parseArgs } from "node:util";
import type { Db } from "../server/src/lib/db";
import { issueKey, listKeys, revokeKey, type KeyInfo } from "../server/src/modules/inventory/keys";
import { UsageError, runAsScript } from "./cli";

const USAGE = `Usage:
  npm run merchant:key -- issue --merchant <merchantId> [--label <text>]
  npm run merchant:key -- revoke --id <keyId>
  npm run merchant:key -- list --merchant <merchantId>`;

const describe = (k: KeyInfo) =>
  `${k.id}  ${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : "active"}  created ${k.createdAt.toISOString()}  ${k.label ? `"${k.label}"` : ""}`.trimEnd();

export async function run(db: Db, argv: string[], print: (line: string) => void): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { merchant: { type: "string" }, label: { type: "string" }, id: { type: "string" } },
  });
  const [command] = positionals;
  const need = (name: "merchant" | "id") => {
    const value = values[name];
    if (!value) throw new UsageError(`${command} needs --${name}.`);
    return value;
  };
  if (command === "issue") {
    const key = await issueKey(db, need("merchant"), { label: values.label });
    print(`Issued key ${key.id} for merchant ${key.merchantId}${key.label ? ` ("${key.label}")` : ""}.`);
    print(`Authkey: ${key.token}`);
    print("Keep this token now: it is shown only once (Galli stores only its SHA-256 digest).");
  } else if (command === "revoke") {
    const key = await revokeKey(db, need("id"));
    print(`Revoked key ${key.id} of merchant ${key.merchantId} at ${key.revokedAt?.toISOString()}.`);
  } else if (command === "list") {
    const keys = await listKeys(db, need("merchant"));
    if (!keys.length) print("No keys.");
    for (const k of keys) print(describe(k));
  } else {
    throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  }
}

runAsScript(import.meta.url, run, USAGE);
