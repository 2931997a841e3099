// The customer's saved language: a switch by a logged-in customer is saved on the server (their SMS
// and emails follow it), and a login on a device without its own choice adopts the saved one.
import { call, select, takeEvery } from "redux-saga/effects";
import { eventChannel, type SagaIterator } from "redux-saga";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SessionData } from "@contract/session";
import { loggedIn } from "@/app/events";
import { onLanguageChosen, setLanguage, type Language } from "@/lib/i18n";
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

export function* adoptSavedWorker(action: PayloadAction<SessionData>): SagaIterator {
  const saved = action.payload.language;
  if (!saved || storedLanguage.get()) return;
  try {
    yield call(setLanguage, saved);
  } catch {
    // The Hindi chunk did not load: the page stays in the language it shows.
  }
}

export function* languageSaga(): SagaIterator {
  yield takeEvery(loggedIn.type, adoptSavedWorker);
  const choices = eventChannel<Language>((emit) => onLanguageChosen(emit));
  yield takeEvery(choices, saveChoiceWorker);
}
