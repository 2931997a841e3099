// The shop's category list: a nested tree under 'All', each branch collapsible, the whole list
// collapsible too. Choosing a node selects its path (that category and everything under it).
import { useTranslation } from "@/lib/i18n";
import { useState } from "react";
import { Collapsible } from "radix-ui";
import type { CategoryNode } from "@contract/catalog";
import { ChevronDownIcon } from "@/components/icons";
import { categoryLabel, categoryName } from "../breadcrumb";
import styles from "./category-tree.module.css";

type Props = { root: CategoryNode | null; selected: string; onSelect: (path: string) => void };

/** Branches holding the selected path start open, so the selection is visible. */
const holdsSelection = (node: CategoryNode, selected: string) =>
  selected === node.path || selected.startsWith(`${node.path} > `);

function Node({
  node,
  selected,
  onSelect,
  depth,
}: {
  node: CategoryNode;
  selected: string;
  onSelect: (p: string) => void;
  depth: number;
}) {
  const [open, setOpen] = useState(() => holdsSelection(node, selected));
  const { t } = useTranslation();
  const isSelected = node.path === selected;
  const label = (
    <button
      type="button"
      className={isSelected ? `${styles.item} ${styles.selected}` : styles.item}
      aria-current={isSelected ? "true" : undefined}
      onClick={() => onSelect(node.path)}
    >
      <span>{categoryName(node.name)}</span>
      <span className={styles.count} aria-label={t("catalog.productsCount", { count: node.count })}>
        {node.count}
      </span>
    </button>
  );
  if (node.children.length === 0) {
    return <li className={styles.node}>{label}</li>;
  }
  return (
    <li className={styles.node}>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className={styles.row}>
          {label}
          <Collapsible.Trigger
            className={styles.toggle}
            aria-label={
              open
                ? t("catalog.collapse", { name: categoryName(node.name) })
                : t("catalog.expand", { name: categoryName(node.name) })
            }
          >
            <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content>
          <ul className={styles.list} style={{ paddingLeft: `${Math.min(depth + 1, 4) * 0.75}rem` }}>
            {node.children.map((child) => (
              <Node key={child._id} node={child} selected={selected} onSelect={onSelect} depth={depth + 1} />
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}

/**
 * `inSheet`: drawn in the phone's categories sheet, whose title is already the "Categories"
 * heading: no second heading and no collapse toggle there.
 */
export function CategoryTree({ root, selected, onSelect, inSheet = false }: Props & { inSheet?: boolean }) {
  const [open, setOpen] = useState(true);
  const { t } = useTranslation();
  return (
    <nav aria-label={t("catalog.categories")} className={styles.panel}>
      <Collapsible.Root open={inSheet || open} onOpenChange={setOpen}>
        {!inSheet && (
          <div className={styles.header}>
            <h2 className={styles.title}>{t("catalog.categories")}</h2>
            <Collapsible.Trigger
              className={styles.toggle}
              aria-label={open ? t("catalog.hideCategories") : t("catalog.showCategories")}
            >
              <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
            </Collapsible.Trigger>
          </div>
        )}
        <p className={styles.current}>
          <span className="visually-hidden">{t("catalog.selectedCategory")} </span>
          {categoryLabel(selected, t("catalog.all"))}
        </p>
        <Collapsible.Content>
          {root && (
            <ul className={styles.list}>
              <li className={styles.node}>
                <button
                  type="button"
                  className={selected === "" ? `${styles.item} ${styles.selected}` : styles.item}
                  aria-current={selected === "" ? "true" : undefined}
                  onClick={() => onSelect("")}
                >
                  <span>{t("catalog.all")}</span>
                  <span className={styles.count} aria-label={t("catalog.productsCount", { count: root.count })}>
                    {root.count}
                  </span>
                </button>
              </li>
              {root.children.map((child) => (
                <Node key={child._id} node={child} selected={selected} onSelect={onSelect} depth={0} />
              ))}
            </ul>
          )}
        </Collapsible.Content>
      </Collapsible.Root>
    </nav>
  );
}
