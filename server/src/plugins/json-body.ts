// The app's JSON body parser: Fastify's own (prototype poisoning refused), behind a bound on how
// deeply the body nests (lib/json-depth.ts), so a bracket bomb answers 400 JSON_TOO_DEEP on every
// route instead of overflowing the stack in whatever walks the parsed value first.
import fp from "fastify-plugin";
import { boundedJsonParser } from "../lib/json-depth";

export default fp(
  async (app) => {
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string" },
      boundedJsonParser(app.getDefaultJsonParser("error", "error")),
    );
  },
  { name: "json-body" },
);
