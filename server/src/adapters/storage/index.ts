// Files we keep (profile photos, order images, product and shop images) under one directory.
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";

export interface Storage {
  /** Saves bytes under a folder and returns the stored name ("folder/abc123.png"). */
  save(folder: string, bytes: Buffer, ext: string): Promise<string>;
  /** Absolute path of a stored name, or null when the name is not a safe stored name. */
  resolve(name: string): string | null;
  read(name: string): Promise<Buffer | null>;
  root: string;
}

const SAFE_NAME = /^[a-z0-9_-]+(\/[a-zA-Z0-9_.-]+)+$/;

export function localStorage(root: string): Storage {
  const resolve = (name: string) => {
    if (!SAFE_NAME.test(name) || name.includes("..")) return null;
    return path.join(root, name);
  };
  return {
    root,
    resolve,
    async save(folder, bytes, ext) {
      const name = `${folder}/${crypto.randomBytes(12).toString("hex")}.${ext.replace(/^\./, "")}`;
      const file = path.join(root, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      return name;
    },
    async read(name) {
      const file = resolve(name);
      if (!file) return null;
      try {
        return await fs.readFile(file);
      } catch {
        return null;
      }
    },
  };
}
