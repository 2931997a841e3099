// The customer's saved language: a switch by a logged-in customer is saved on the server (their SMS
// and emails follow it). At login the language on screen stays when the person is using it (the
// device's own choice, or a browser asking for a language other than English) and the account
// learns it; only a device showing English by default adopts the account's saved language.
import { call, select, takeEvery } from "redux-saga/effects";
import { eventChannel, type SagaIterator } from "redux-saga";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SessionData } from "@contract/session";
import { loggedIn } from "@/app/events";
import { currentLanguage, isLanguage, onLanguageChosen, setLanguage, type Language } from "@/lib/i18n";
import { storedLanguage } from "@/lib/storage";
import { saveLanguage } from "./api";
import { selectCustomerToken } from "./selectors";

export function* saveChoiceWorker(language: Language): SagaIterator {
  if (!(yield select(selectCustomerToken))) return;
  try {
    yield* saveLanguage(language);
  } catch {
    // The device keeps the choice; the next switch saves it again.
  }
}

export function* loginLanguageWorker(action: PayloadAction<SessionData>): SagaIterator {
  const saved = action.payload.language;
  const shown = currentLanguage();
  if (isLanguage(storedLanguage.get()) || shown !== "en") {
    if (saved !== shown) yield call(saveChoiceWorker, shown);
    return;
  }
  if (!saved || saved === shown) return;
  try {
    yield call(setLanguage, saved);
  } catch {
    // The Hindi chunk did not load: the page stays in the language it shows.
  }
}

export function* languageSaga(): SagaIterator {
  yield takeEvery(loggedIn.type, loginLanguageWorker);
  const choices = eventChannel<Language>((emit) => onLanguageChosen(emit));
  yield takeEvery(choices, saveChoiceWorker);
}
