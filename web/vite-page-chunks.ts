// How the products page's code is cut into chunks. Left to itself the bundler splits what the page
// shares with other on-demand code (radix parts, the cart's panel) into nine small chunks, each a
// request of its own; a phone on a slow network pays a round trip for each, and Lighthouse's
// simulated slow 4G scored the shop page 2-5 points lower for it. This group puts every module the
// page imports that the entry does not into one chunk named after the page. The price: a page or
// dialog that shares one of those modules (the order pages' accordion uses the page's collapsible)
// loads the whole chunk, about 12 KB brotli more for /track-order and the static pages
// (bench/web.ts prints each route's first load).
import type { CodeSplittingGroup } from "rolldown";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module `root` imports statically, directly or not, leaving out those in `known`. */
function staticClosure(root: string, graph: ModuleGraph, known: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || known.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk group of `page`, a module the app imports on demand from `entry`: the page and what it
 * imports statically that the entry does not, in one chunk named after the page. (The entry's own
 * modules go to the entry's group, which must come first.)
 */
export function pageChunkGroup(entry: string, page: string): CodeSplittingGroup {
  const byGraph = new WeakMap<ModuleGraph, Set<string>>(); // once per chunking pass
  const modules = (graph: ModuleGraph): Set<string> => {
    let found = byGraph.get(graph);
    if (!found) {
      found = staticClosure(page, graph, staticClosure(entry, graph));
      byGraph.set(graph, found);
    }
    return found;
  };
  const name = page
    .split("/")
    .pop()!
    .replace(/\.tsx?$/, "");
  return { name: (id, ctx) => (modules(ctx).has(id) ? name : null), debugName: name, priority: 1 };
}
