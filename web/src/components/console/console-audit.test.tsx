// The consoles' audit log reads as words: the action named ("Accepted an order", not "order.accept"),
// the entity by what people call it (an order's number), the time in India time.
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import "@/lib/i18n/texts/merchantCore";
import { AuditLog, type AuditEntry } from "./console-audit";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: "a1",
  at: "2026-11-27T01:52:00.000Z",
  action: "order.accept",
  entity: "order",
  entity_id: "cmorder123",
  entity_label: "GL2611000123",
  before: null,
  after: null,
  ...over,
});

describe("the audit log", () => {
  it("names actions and entities in words, at India time; an unknown action keeps its code", () => {
    const entries = [entry({}), entry({ id: "a2", action: "future.thing", entity: "x", entity_id: "x1", entity_label: null })];
    render(
      <AuditLog
        area="merchantCore"
        log={{ entries, next: null, error: null, busy: false, more: () => {} }}
        who={() => "Owner"}
      />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(first).toHaveTextContent("Accepted an order");
    expect(first).toHaveTextContent("GL2611000123");
    expect(first).not.toHaveTextContent("cmorder123");
    // 01:52 UTC is 7:22 am in India.
    expect(first).toHaveTextContent(/7:22\s?am/i);
    expect(second).toHaveTextContent("future.thing");
    expect(second).toHaveTextContent("x x1");
  });
});
