// Compresses what the server makes per request (JSON answers, the app's HTML) with brotli or gzip,
// as the client's Accept-Encoding asks. The built web client's files are compressed once at build
// time (web/build/precompress.ts) and served as they are (static-web.ts), so this skips them.
import zlib from "node:zlib";
import fp from "fastify-plugin";
import compress from "@fastify/compress";

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ["br", "gzip"],
      threshold: 1024,
      // Quality 4 costs about as much CPU as gzip's default and still beats it on size; the
      // build's 11 is for files compressed once.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: "compression" },
);
