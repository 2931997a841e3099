// The answer cache keys every answer by the versions it was computed at.
import { describe, expect, it } from "vitest";
import { answerCache } from "./answer-cache";
import type { ReadEpochs } from "./read-epochs";

/** Versions a test moves by hand, counting the lookups. */
function epochsAt(start: number) {
  const state = { version: start, lookups: 0 };
  const epochs: ReadEpochs = {
    versions: async (keys) => {
      state.lookups += 1;
      return keys.map(() => state.version);
    },
    close: () => undefined,
  };
  return { state, epochs };
}

describe("the answer cache", () => {
  it("reuses an answer while its versions hold and recomputes once they move", async () => {
    const { state, epochs } = epochsAt(1);
    const cache = answerCache(epochs, { maxBytes: 1 << 20 });
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect((await cache.get("k", ["tiles"], compute)).body).toBe("answer 1");
    expect((await cache.get("k", ["tiles"], compute)).body).toBe("answer 1");
    state.version = 2;
    expect((await cache.get("k", ["tiles"], compute)).body).toBe("answer 2");
  });

  it("files an answer under the versions its caller computed from, without looking them up again", async () => {
    // The caller read version 1 and builds from that data; the database has moved on to 2 since.
    const { state, epochs } = epochsAt(2);
    const cache = answerCache(epochs, { maxBytes: 1 << 20 });
    const old = await cache.get("k", ["tiles"], async () => "built from version 1", [1]);
    expect(old.body).toBe("built from version 1");
    expect(state.lookups).toBe(0);
    // A request at the current version does not get the answer built from the older data.
    expect((await cache.get("k", ["tiles"], async () => "built from version 2")).body).toBe("built from version 2");
  });
});
