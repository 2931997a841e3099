// Opens the sealed cardInfo of /ads/shopAds: AES-256-GCM under a key derived with HKDF-SHA256 from
// the bearer token the request carried (the server's card-crypto.ts seals it). Plain TypeScript
// (lib/aes-gcm.ts), not WebCrypto: crypto.subtle exists only on secure origins, and the cards must
// open on a shop's LAN address over http too.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- loaded on demand with the first ads (rewards/sagas.ts), zod with it
import { scratchCardList, type ScratchCardInfo } from "@contract/ads";
import { CARD_CRYPTO } from "@contract/ads-constants";
import { aesGcmDecrypt, hkdfSha256 } from "@/lib/aes-gcm";

const utf8 = new TextEncoder();

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const cardKey = (token: string) =>
  hkdfSha256(utf8.encode(token), utf8.encode(CARD_CRYPTO.salt), utf8.encode(CARD_CRYPTO.info), 32);

/** The plain text of a sealed cardInfo; rejects when the token is not the one it was sealed for. */
export async function openCardInfoText(sealed: string, token: string): Promise<string> {
  const raw = fromBase64(sealed);
  const iv = raw.subarray(0, CARD_CRYPTO.ivBytes);
  const body = raw.subarray(CARD_CRYPTO.ivBytes); // ciphertext | tag
  return new TextDecoder().decode(aesGcmDecrypt(cardKey(token), iv, body, CARD_CRYPTO.tagBytes));
}

/** The scratch cards inside a sealed cardInfo, checked against the shared contract. */
export async function openCardInfo(sealed: string, token: string): Promise<ScratchCardInfo[]> {
  return scratchCardList.parse(JSON.parse(await openCardInfoText(sealed, token)));
}
