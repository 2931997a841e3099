// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every compressible file
// of the build, once, so the server sends them without compressing per request (static-web.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the headers cost more than the saving. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(outDir: string): Plugin {
  return {
    name: "galli-precompress",
    apply: "build",
    // After every other plugin's closeBundle (the service worker is written there).
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        for (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const raw = fs.readFileSync(file);
          if (raw.length < MIN_BYTES) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
        }
      },
    },
  };
}
