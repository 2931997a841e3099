import type { ReactNode } from "react";
import { Accordion as RadixAccordion } from "radix-ui";
import { ChevronDownIcon } from "@/components/icons";
import styles from "./accordion.module.css";

export type AccordionEntry = { value: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: AccordionEntry[];
  /** Called when a section opens, so content can be fetched on demand (help texts). */
  onOpen?: (value: string) => void;
};

/** One section open at a time, collapsible; headings are h3 buttons. */
export function Accordion({ items, onOpen }: AccordionProps) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={styles.root}
      onValueChange={(value) => value && onOpen?.(value)}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
          <RadixAccordion.Header className={styles.header}>
            <RadixAccordion.Trigger className={styles.trigger}>
              <span>{item.title}</span>
              <ChevronDownIcon className={styles.chevron} />
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.inner}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
