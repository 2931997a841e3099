import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { makeStore } from "@/app/store";
import "@/styles/tokens.css";
import "@/styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(<App store={makeStore()} />);
