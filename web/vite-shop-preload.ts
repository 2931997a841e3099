// Names the products page's chunks in the built index.html, inside the comment where the server
// puts a private shop's first data (SHOP_BOOT_MARKER): the server writes them out as
// <link rel="modulepreload"> and <link rel="preload" as="style"> on a shop's address only, so a
// phone fetches the page's code beside the entry bundle instead of after running it.
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

const PAGE = "src/app/pages/products-page.tsx";
const MARKER = "<!--galli-boot-->";

/** The chunk of a module and every chunk it imports statically (not the entry's, already loaded). */
function chunkFiles(bundle: OutputBundle, first: OutputChunk): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(first);
  return { js: [...js], css: [...css] };
}

export function shopPagePreload(): Plugin {
  return {
    name: "galli-shop-page-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !html.includes(MARKER)) return html;
        const page = Object.values(bundle).find(
          // Its own chunk, or the group chunk it is in (web/vite-page-chunks.ts).
          (item): item is OutputChunk => item.type === "chunk" && item.moduleIds.some((id) => id.endsWith(PAGE)),
        );
        if (!page) throw new Error(`The build has no chunk for ${PAGE}.`);
        const { js, css } = chunkFiles(bundle as OutputBundle, page);
        const links = [
          ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...css.map((file) => `<link rel="preload" as="style" href="/${file}">`),
        ].join("");
        return html.replace(MARKER, `<!--galli-boot ${links}-->`);
      },
    },
  };
}
