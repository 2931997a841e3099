// Opens the sealed cardInfo of /ads/shopAds with WebCrypto: AES-256-GCM under a key derived with
// HKDF-SHA256 from the bearer token the request carried (the server's card-crypto.ts seals it).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loaded on demand with the first ads (rewards/sagas.ts), zod with it
import { scratchCardList, type ScratchCardInfo } from "@contract/ads";
import { CARD_CRYPTO } from "@contract/ads-constants";

const utf8 = new TextEncoder();

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function cardKey(token: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", utf8.encode(token), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8.encode(CARD_CRYPTO.salt), info: utf8.encode(CARD_CRYPTO.info) },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["decrypt"],
  );
}

/** The plain text of a sealed cardInfo; rejects when the token is not the one it was sealed for. */
export async function openCardInfoText(sealed: string, token: string): Promise<string> {
  const raw = fromBase64(sealed);
  const iv = raw.slice(0, CARD_CRYPTO.ivBytes);
  const body = raw.slice(CARD_CRYPTO.ivBytes); // ciphertext | tag, as WebCrypto expects
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv, tagLength: CARD_CRYPTO.tagBytes * 8 },
    await cardKey(token),
    body,
  );
  return new TextDecoder().decode(plain);
}

/** The scratch cards inside a sealed cardInfo, checked against the shared contract. */
export async function openCardInfo(sealed: string, token: string): Promise<ScratchCardInfo[]> {
  return scratchCardList.parse(JSON.parse(await openCardInfoText(sealed, token)));
}
