import type { ReactNode } from "react";
import { Accordion as RadixAccordion } from "radix-ui";
import { ChevronDownIcon } from "@/components/icons";
import styles from "./accordion.module.css";

export type AccordionEntry = { value: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: AccordionEntry[];
  /** Called when a section opens, so content can be fetched on demand (help texts). */
  onOpen?: (value: string) => void;
  /** The level of the entries' headings, one below the heading the accordion sits under (default 3). */
  headingLevel?: 2 | 3 | 4;
};

/** One section open at a time, collapsible; headings (h3 unless told) hold the buttons. */
export function Accordion({ items, onOpen, headingLevel = 3 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={styles.root}
      onValueChange={(value) => value && onOpen?.(value)}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
          <RadixAccordion.Header className={styles.header} asChild>
            <Heading>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.inner}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
