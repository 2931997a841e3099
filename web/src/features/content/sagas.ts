// Loads a page body or a list the first time a page asks for it in the language shown; later
// visits in the same language reuse the store.
import { put, select, takeEvery } from "redux-saga/effects";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { SagaIterator } from "redux-saga";
import type { Audience } from "@contract/content";
import { ApiError } from "@/app/api-client";
import { currentLanguage } from "@/lib/i18n";
import { requestList, requestPage } from "./api";
import {
  listFailed,
  listKey,
  listLoaded,
  listRequested,
  pageFailed,
  pageLoaded,
  pageRequested,
  selectList,
  selectPage,
  type ContentList,
} from "./slice";

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : null);

export function* pageWorker(action: PayloadAction<string>): SagaIterator {
  const slug = action.payload;
  const current = yield select(selectPage(slug));
  const language = currentLanguage();
  if (current?.data && current.language === language) return;
  try {
    const response = yield* requestPage(slug);
    yield put(pageLoaded({ ...response.data, language }));
  } catch (error) {
    yield put(pageFailed({ slug, message: messageOf(error) }));
  }
}

export function* listWorker(action: PayloadAction<{ list: ContentList; audience: Audience }>): SagaIterator {
  const { list, audience } = action.payload;
  const key = listKey(list, audience);
  const current = yield select(selectList(key));
  const language = currentLanguage();
  if (current?.data && current.language === language) return;
  try {
    const response = yield* requestList(list, audience);
    yield put(listLoaded({ key, entries: response.data.entries, language }));
  } catch (error) {
    yield put(listFailed({ key, message: messageOf(error) }));
  }
}

export function* contentSaga(): SagaIterator {
  yield takeEvery(pageRequested.type, pageWorker);
  yield takeEvery(listRequested.type, listWorker);
}
