// What components/ui/on-demand.ts loads for dialogs and sheets.
export { Dialog, DialogClose } from "./dialog";
export { Sheet } from "./sheet";
