import { describe, expect, it } from "vitest";
import type { AppError } from "../../lib/app-error";
import { checkWebhookUrl } from "./endpoints";
import { signPayload, verifySignature } from "./sign";

const refused = (url: string, allowLocalHttp: boolean) => {
  try {
    checkWebhookUrl(url, allowLocalHttp);
    return null;
  } catch (err) {
    return (err as AppError).code;
  }
};

describe("webhook URLs", () => {
  it("take https anywhere public; http only to this machine in demo or test mode", () => {
    expect(refused("https://erp.example.in/galli", false)).toBeNull();
    expect(refused("http://erp.example.in/galli", false)).toBe("WEBHOOK_URL_REFUSED");
    expect(refused("http://127.0.0.1:3000/dev/webhooks/receive", false)).toBe("WEBHOOK_URL_REFUSED");
    expect(refused("https://localhost/hook", false)).toBe("WEBHOOK_URL_REFUSED");
    expect(refused("http://127.0.0.1:3000/dev/webhooks/receive", true)).toBeNull();
    expect(refused("http://localhost:3000/hook", true)).toBeNull();
    expect(refused("http://10.0.0.5/hook", true)).toBe("WEBHOOK_URL_REFUSED");
    expect(refused("https://user:pw@erp.example.in/", false)).toBe("WEBHOOK_URL_REFUSED");
    expect(refused("ftp://erp.example.in/", true)).toBe("WEBHOOK_URL_REFUSED");
  });
});

describe("signatures", () => {
  const body = '{"type":"order.created"}';
  const now = 1_800_000_000;
  it("verify over the exact body, secret and a recent timestamp only", () => {
    const header = signPayload("whsec_a", body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature("whsec_a", body, header, now + 10)).toBe(true);
    expect(verifySignature("whsec_b", body, header, now)).toBe(false);
    expect(verifySignature("whsec_a", `${body} `, header, now)).toBe(false);
    expect(verifySignature("whsec_a", body, header, now + 301)).toBe(false);
    expect(verifySignature("whsec_a", body, "garbage", now)).toBe(false);
  });
});
