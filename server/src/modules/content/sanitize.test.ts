import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps formatting and safe links", () => {
    const html =
      '<h2 class="x">Refunds</h2><p>Within <strong>5-7</strong> days.<br/>See <a href="/terms">terms</a> or <a href="mailto:help@galli.in">mail</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(
      '<h2 class="x">Refunds</h2><p>Within <strong>5-7</strong> days.<br>See <a href="/terms">terms</a> or <a href="mailto:help@galli.in">mail</a>.</p><ul><li>One</li></ul>',
    );
  });

  it("opens outside links in a new tab without an opener", () => {
    expect(sanitizeHtml('<a href="https://example.in">x</a>')).toBe(
      '<a href="https://example.in" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it("drops scripts, handlers and script URLs", () => {
    const out = sanitizeHtml(
      '<p onclick="steal()" onmouseover=steal()>Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>' +
        '<a href="javascript:alert(3)">a</a><a href="jav&#x09;ascript:alert(4)">b</a><a href=" JaVaScRiPt&colon;alert(5)">c</a>' +
        "<scr<script>x</script>ipt>alert(6)</script><style>p{}</style><iframe src=//evil></iframe><svg onload=alert(7)><!-- <script> -->",
    );
    expect(out).not.toMatch(/<script|onclick|onmouseover|onerror|onload|javascript|<img|<iframe|<style|<svg/i);
    expect(out).toContain("<p>Hi</p>");
    expect(out).toContain("<a>a</a><a>b</a><a>c</a>");
  });

  it("turns stray angle brackets into text", () => {
    expect(sanitizeHtml("1 < 2 and <notatag> 3 > 2")).toBe("1 &lt; 2 and  3 &gt; 2");
    expect(sanitizeHtml("<p>unclosed <b")).toBe("<p>unclosed &lt;b");
    expect(sanitizeHtml('<a title="x"><b>y</b></a>')).toBe('<a title="x"><b>y</b></a>');
    expect(sanitizeHtml('<p title="a > b">z</p>')).toBe('<p title="a &gt; b">z</p>');
    // Script-like text is cut even inside an attribute: conservative, never unsafe.
    expect(sanitizeHtml('<p title="&quot;><script>">z</p>')).not.toMatch(/<script|<p title/);
  });
});
