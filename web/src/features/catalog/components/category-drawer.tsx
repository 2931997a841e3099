// Phones: a shop's categories open in a sheet from a button beside the search box, instead of
// filling the first screen (catalog-page.module.css hides the sidebar's tree there).
import { useState } from "react";
import type { CategoryNode } from "@contract/catalog";
import { Sheet } from "@/components/ui/sheet";
import { useTranslation } from "@/lib/i18n";
import { breadcrumb, categoryName } from "../breadcrumb";
import { CategoryTree } from "./category-tree";
import styles from "./catalog-page.module.css";

type Props = { root: CategoryNode | null; selected: string; onSelect: (path: string) => void };

export function CategoryDrawer({ root, selected, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t("catalog.categories")}
      trigger={
        <button type="button" className={styles.categoriesButton}>
          {t("catalog.categories")}
          {selected && <span className={styles.chosen}>: {categoryName(breadcrumb(selected).at(-1) ?? "")}</span>}
        </button>
      }
    >
      <CategoryTree
        inSheet
        root={root}
        selected={selected}
        onSelect={(path) => {
          onSelect(path);
          setOpen(false);
        }}
      />
    </Sheet>
  );
}
