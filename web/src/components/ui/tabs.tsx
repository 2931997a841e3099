import type { ReactNode } from "react";
import { Tabs as RadixTabs } from "radix-ui";
import styles from "./tabs.module.css";

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  tabs: TabItem[];
  /** Names the tab list for assistive technology ("FAQ sections"). */
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

/** Tabs with arrow-key navigation; controlled when value is given. */
export function Tabs({ tabs, label, defaultValue, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      defaultValue={defaultValue ?? tabs[0]?.value}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.content}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
