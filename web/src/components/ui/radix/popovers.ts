// What components/ui/on-demand.ts loads for dropdown menus and tooltips.
export { Menu, MenuItem, MenuLabel, MenuSeparator } from "./menu";
export { Tooltip } from "./tooltip";
