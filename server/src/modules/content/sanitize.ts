// An allow-list HTML sanitiser for content pages. Our content is our own seed, but a page body is
// rendered as HTML, so only known formatting tags survive, rebuilt with known attributes; script-
// like elements go with their content, every on* handler and javascript: URL is dropped, and any
// other "<" becomes text.
const DROP_WITH_CONTENT =
  "script|style|iframe|frame|frameset|object|embed|applet|noscript|noembed|template|textarea|title|xmp|svg|math|select|form|head";
const DROP_BLOCK = new RegExp(`<(${DROP_WITH_CONTENT})\\b[\\s\\S]*?<\\/\\1\\s*>`, "gi");
const DROP_UNCLOSED = new RegExp(`<(${DROP_WITH_CONTENT})\\b[\\s\\S]*$`, "i");
const COMMENT = /<!--[\s\S]*?(-->|$)|<![^>]*>|<\?[^>]*>/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ALLOWED_TAGS = new Set(
  "p br hr h1 h2 h3 h4 h5 h6 ul ol li strong b em i u s small sub sup mark span div section article header footer blockquote q cite code pre address abbr dl dt dd table caption thead tbody tfoot tr th td a".split(
    " ",
  ),
);
const VOID_TAGS = new Set(["br", "hr"]);
const GLOBAL_ATTRS = new Set(["class", "id", "title", "lang", "dir"]);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(["href"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  ol: new Set(["start", "type"]),
  abbr: new Set(["title"]),
};
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const decodeEntities = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(Number(d) % 0x110000))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    .replace(/&amp;/gi, "&");
const escapeAttr = (v: string) =>
  v
    .replace(/&(?!#?\w+;)/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const escapeText = (v: string) => v.replace(/</g, "&lt;").replace(/>/g, "&gt;");

function cleanAttrs(tag: string, raw: string): string {
  const out: string[] = [];
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!GLOBAL_ATTRS.has(name) && !TAG_ATTRS[tag]?.has(name)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    if (name === "href") {
      // eslint-disable-next-line no-control-regex
      const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
      if (!SAFE_URL.test(url)) continue;
      out.push(`href="${escapeAttr(value.trim())}"`);
      if (/^https?:/i.test(url)) out.push('rel="noopener noreferrer"', 'target="_blank"');
      continue;
    }
    out.push(`${name}="${escapeAttr(value)}"`);
  }
  return out.length ? ` ${out.join(" ")}` : "";
}

export function sanitizeHtml(html: string): string {
  let text = html.replace(COMMENT, "");
  // Removing one element can join the pieces of another around it ("<scr<script></script>ipt>"), so repeat.
  for (let before = ""; before !== text;) {
    before = text;
    text = text.replace(DROP_BLOCK, "").replace(COMMENT, "");
  }
  text = text.replace(DROP_UNCLOSED, "");
  let out = "";
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    out += escapeText(text.slice(last, m.index));
    last = m.index + m[0].length;
    const tag = m[2].toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (m[1]) out += VOID_TAGS.has(tag) ? "" : `</${tag}>`;
    else out += `<${tag}${cleanAttrs(tag, m[3])}>`;
  }
  return out + escapeText(text.slice(last));
}
