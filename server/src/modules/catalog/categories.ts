// The category tree of a shop's products: only categories that hold some of its products (and
// their ancestors), under an 'All' root, each with the number of products at or under it.
import type { Db } from "../../lib/db";
import type { CategoryNode } from "../../contract/catalog";
import type { ShopScope } from "./shop-scope";
import { productsPerCategory } from "./listing-sql";

type CategoryRow = { id: string; name: string; path: string; parentId: string | null; sortOrder: number };

export async function categoryTree(db: Db, scope: ShopScope): Promise<CategoryNode> {
  const counts = await productsPerCategory(db, scope.storeIds);
  const byId = new Map<string, CategoryRow>();
  let frontier = counts.map((c) => c.categoryId);
  // Walk up level by level until every ancestor is loaded (the tree is a few levels deep).
  while (frontier.length > 0) {
    const rows = await db.category.findMany({
      where: { id: { in: frontier } },
      select: { id: true, name: true, path: true, parentId: true, sortOrder: true },
    });
    rows.forEach((r) => byId.set(r.id, r));
    frontier = [...new Set(rows.flatMap((r) => (r.parentId && !byId.has(r.parentId) ? [r.parentId] : [])))];
  }

  const nodes = new Map<string, CategoryNode & { sortOrder: number }>();
  for (const r of byId.values()) {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    nodes.set(r.id, { _id: r.id, name: r.name, path: r.path, parent: parent?.path ?? null, count: 0, children: [], sortOrder: r.sortOrder });
  }
  let total = 0;
  for (const c of counts) {
    total += c.count;
    // Count the products at this category and at every ancestor.
    for (let id: string | null = c.categoryId; id; id = byId.get(id)?.parentId ?? null) {
      const node = nodes.get(id);
      if (node) node.count += c.count;
    }
  }
  const roots: CategoryNode[] = [];
  for (const r of byId.values()) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: CategoryNode[]): CategoryNode[] =>
    list
      .sort((a, b) => (nodes.get(a._id)!.sortOrder - nodes.get(b._id)!.sortOrder) || a.name.localeCompare(b.name))
      .map(({ _id, name, path, parent, count, children }) => ({ _id, name, path, parent, count, children: order(children) }));
  return { _id: "all", name: "All", path: "", parent: null, count: total, children: order(roots) };
}
