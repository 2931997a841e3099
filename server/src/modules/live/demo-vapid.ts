// Web push out of the box in demo mode: without VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, the first start
// generates a key pair into the data folder (vapid.json, readable by the owner only) and every
// later start, and every worker of the cluster, reads the same pair, so browsers' subscriptions
// stay valid across restarts. Never a key in git: production sets its own keys (README).
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "../../config";

export const DEMO_VAPID_FILE = "vapid.json";

type KeyPair = { publicKey: string; privateKey: string };

const isKeyPair = (v: unknown): v is KeyPair =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as KeyPair).publicKey === "string" &&
  typeof (v as KeyPair).privateKey === "string";

function readPair(file: string): KeyPair {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!isKeyPair(parsed)) throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one.`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** The configuration with the data folder's demo key pair when demo mode has none set (made on first use). */
export function withDemoVapid(config: Config): Config {
  if (config.vapid || !config.demoMode) return config;
  const file = path.join(config.dataDir, DEMO_VAPID_FILE);
  let pair: KeyPair;
  if (fs.existsSync(file)) pair = readPair(file);
  else {
    const made = webpush.generateVAPIDKeys();
    fs.mkdirSync(config.dataDir, { recursive: true });
    // Written whole under a name of its own, then linked into place (atomic, refused if the file
    // exists): of two processes starting at once, one wins and the other reads the winner's pair.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
      pair = made;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      pair = readPair(file);
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  return { ...config, vapid: { subject: config.vapidSubject, ...pair } };
}
