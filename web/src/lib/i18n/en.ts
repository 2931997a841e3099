// The English catalogue: the spec's texts exactly as it writes them. Bundled with the app.
// Keys are grouped by screen, the screens by area in main/<area>/en.ts (the frame of every page,
// browsing, account and cart, ordering); hi.ts must have the same keys (the type check and
// i18n.test.ts say so). Plurals use i18next's suffixes (_one, _other) with { count }. Texts the
// server shares (the contract's message tables) are taken from there, so they cannot drift apart.
import shell from "./main/shell/en";
import browse from "./main/browse/en";
import account from "./main/account/en";
import ordering from "./main/ordering/en";

const en = { ...shell, ...browse, ...account, ...ordering };

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every language's catalogue has. */
export type Catalogue = Strings<typeof en>;

export default en as Catalogue;
