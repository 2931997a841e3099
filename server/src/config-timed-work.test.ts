// The settings of this round's scale work: which process runs timed work, caches and shedding.
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const base = { NODE_ENV: "development", DATA_DIR: "/tmp/galli-config-test" };

describe("config", () => {
  it("runs the fulfilment simulator only where timed work is allowed (the cluster's first worker)", () => {
    expect(loadConfig({ ...base, DEMO_MODE: "true" }).fulfilmentSimulator).toBe(true);
    expect(loadConfig({ ...base, DEMO_MODE: "true", TIMED_WORK: "false" }).fulfilmentSimulator).toBe(false);
    expect(loadConfig({ ...base, FULFILMENT_SIMULATOR: "true", TIMED_WORK: "false" }).fulfilmentSimulator).toBe(false);
  });

  it("bounds requests in progress by default, never in tests, and sheds on event-loop lag only when asked", () => {
    expect(loadConfig(base)).toMatchObject({ maxInFlight: 256, overloadMaxDelayMs: 0, readCache: true });
    expect(loadConfig({ ...base, NODE_ENV: "test" }).maxInFlight).toBe(0);
    expect(loadConfig({ ...base, OVERLOAD_MAX_DELAY_MS: "500", READ_CACHE: "false" })).toMatchObject({
      overloadMaxDelayMs: 500,
      readCache: false,
    });
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });
});
