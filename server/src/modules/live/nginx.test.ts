// The load balancer in deploy/ passes the event streams on unbuffered and holds them open.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

describe("deploy/nginx.conf", () => {
  it("passes the event streams unbuffered, uncompressed, open past the heartbeat", () => {
    const conf = fs.readFileSync("deploy/nginx.conf", "utf8");
    const block = /location ~ \^\/\(user\/live\|api\/stores\/\[\^\/\]\+\)\/events\$ \{([^}]*)\}/.exec(conf);
    expect(block).not.toBeNull();
    const body = block![1];
    expect(body).toMatch(/proxy_buffering off;/);
    expect(body).toMatch(/gzip off;/);
    expect(body).toMatch(/proxy_read_timeout 1h;/);
    const re = new RegExp("^/(user/live|api/stores/[^/]+)/events$");
    expect(re.test("/user/live/events")).toBe(true);
    expect(re.test("/api/stores/GALLI-STORE-0001/events")).toBe(true);
    expect(re.test("/api/stores/GALLI-STORE-0001/orders")).toBe(false);
  });
});
