import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { makeStore } from "@/app/store";
import { startLanguage } from "@/lib/i18n";
import "@/styles/fonts.css";
import "@/styles/tokens.css";
import "@/styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const root = createRoot(container);
// English is bundled and starts at once; a Hindi reader's catalogue loads first, so the first paint
// is already in Hindi.
void startLanguage().then(() => root.render(<App store={makeStore()} />));
