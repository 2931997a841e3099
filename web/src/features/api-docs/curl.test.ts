import { describe, expect, it } from "vitest";
import { curlCommand } from "./curl";

describe("curlCommand", () => {
  it("builds a POST with the JSON body and headers, quoted for the shell", () => {
    const cmd = curlCommand(
      "https://galli.example",
      "/api/read",
      { store_key: "S1", note: "it's" },
      { Authkey: "tok" },
    );
    expect(cmd).toBe(
      [
        "curl -X POST 'https://galli.example/api/read'",
        "-H 'Content-Type: application/json'",
        "-H 'Authkey: tok'",
        `-d '{\n  "store_key": "S1",\n  "note": "it'\\''s"\n}'`,
      ].join(" \\\n  "),
    );
  });
});
