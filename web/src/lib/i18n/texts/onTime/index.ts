import { addEnglishTexts } from "../../index";
import en from "./en";

addEnglishTexts(en);
