// HKDF-SHA256 and AES-256-GCM decryption in plain TypeScript, for the sealed scratch cards
// (features/rewards/card-info.ts). Browsers offer crypto.subtle only on secure origins: a shop's
// LAN address or a host name over plain http has none, and the cards must open there too. Only
// decryption is needed; the tag is checked (in constant time) before any plain text is returned.
import { sha256 } from "./password-hash";

const BLOCK = 64;

export function hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array {
  const k = new Uint8Array(BLOCK);
  k.set(key.length > BLOCK ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK + data.length);
  const outer = new Uint8Array(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = k[i] ^ 0x36;
    outer[i] = k[i] ^ 0x5c;
  }
  inner.set(data, BLOCK);
  outer.set(sha256(inner), BLOCK);
  return sha256(outer);
}

/** RFC 5869 with SHA-256: `length` bytes of key material. */
export function hkdfSha256(ikm: Uint8Array, salt: Uint8Array, info: Uint8Array, length: number): Uint8Array {
  const prk = hmacSha256(salt.length > 0 ? salt : new Uint8Array(32), ikm);
  const out = new Uint8Array(length);
  let previous: Uint8Array = new Uint8Array(0);
  for (let i = 1, filled = 0; filled < length; i++) {
    const input = new Uint8Array(previous.length + info.length + 1);
    input.set(previous);
    input.set(info, previous.length);
    input[input.length - 1] = i;
    previous = hmacSha256(prk, input);
    out.set(previous.subarray(0, Math.min(32, length - filled)), filled);
    filled += 32;
  }
  return out;
}

// ---- AES (FIPS 197), encryption direction only: GCM uses the block cipher forwards both ways ----

const SBOX = new Uint8Array(256);
(function buildSbox() {
  // Multiplicative inverses in GF(2^8) via log tables over generator 3, then the affine map.
  const exp = new Uint8Array(256);
  const log = new Uint8Array(256);
  for (let i = 0, x = 1; i < 256; i++) {
    exp[i] = x;
    log[x] = i;
    x ^= (x << 1) ^ (x & 0x80 ? 0x11b : 0);
    x &= 0xff;
  }
  for (let i = 0; i < 256; i++) {
    const inv = i === 0 ? 0 : exp[(255 - log[i]) % 255];
    let s = inv;
    let r = inv;
    for (let j = 0; j < 4; j++) {
      r = ((r << 1) | (r >>> 7)) & 0xff;
      s ^= r;
    }
    SBOX[i] = s ^ 0x63;
  }
})();

const xtime = (b: number) => ((b << 1) ^ (b & 0x80 ? 0x1b : 0)) & 0xff;

/** The 15 round keys of AES-256, as 240 bytes. */
function expandKey(key: Uint8Array): Uint8Array {
  if (key.length !== 32) throw new Error("AES-256 needs a 32-byte key");
  const w = new Uint8Array(240);
  w.set(key);
  let rcon = 1;
  for (let i = 32; i < 240; i += 4) {
    let t0 = w[i - 4];
    let t1 = w[i - 3];
    let t2 = w[i - 2];
    let t3 = w[i - 1];
    if (i % 32 === 0) {
      [t0, t1, t2, t3] = [SBOX[t1] ^ rcon, SBOX[t2], SBOX[t3], SBOX[t0]];
      rcon = xtime(rcon);
    } else if (i % 32 === 16) {
      [t0, t1, t2, t3] = [SBOX[t0], SBOX[t1], SBOX[t2], SBOX[t3]];
    }
    w[i] = w[i - 32] ^ t0;
    w[i + 1] = w[i - 31] ^ t1;
    w[i + 2] = w[i - 30] ^ t2;
    w[i + 3] = w[i - 29] ^ t3;
  }
  return w;
}

function encryptBlock(w: Uint8Array, input: Uint8Array): Uint8Array {
  const s = new Uint8Array(16);
  for (let i = 0; i < 16; i++) s[i] = input[i] ^ w[i];
  const t = new Uint8Array(16);
  for (let round = 1; round <= 14; round++) {
    // SubBytes and ShiftRows (state is column-major: byte r + 4c).
    for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) t[r + 4 * c] = SBOX[s[r + 4 * ((c + r) % 4)]];
    if (round < 14) {
      for (let c = 0; c < 4; c++) {
        const [a0, a1, a2, a3] = [t[4 * c], t[4 * c + 1], t[4 * c + 2], t[4 * c + 3]];
        const all = a0 ^ a1 ^ a2 ^ a3;
        s[4 * c] = a0 ^ all ^ xtime(a0 ^ a1);
        s[4 * c + 1] = a1 ^ all ^ xtime(a1 ^ a2);
        s[4 * c + 2] = a2 ^ all ^ xtime(a2 ^ a3);
        s[4 * c + 3] = a3 ^ all ^ xtime(a3 ^ a0);
      }
    } else s.set(t);
    for (let i = 0; i < 16; i++) s[i] ^= w[16 * round + i];
  }
  return s;
}

// ---- GCM (NIST SP 800-38D) ----

/** X·Y in GF(2^128) with GCM's bit order, on 16-byte blocks. */
function gfMultiply(x: Uint8Array, y: Uint8Array): Uint8Array {
  const z = new Uint8Array(16);
  const v = y.slice();
  for (let i = 0; i < 128; i++) {
    if ((x[i >> 3] >> (7 - (i & 7))) & 1) for (let j = 0; j < 16; j++) z[j] ^= v[j];
    const lsb = v[15] & 1;
    for (let j = 15; j > 0; j--) v[j] = (v[j] >>> 1) | ((v[j - 1] & 1) << 7);
    v[0] >>>= 1;
    if (lsb) v[0] ^= 0xe1;
  }
  return z;
}

function ghash(h: Uint8Array, aad: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  let y: Uint8Array = new Uint8Array(16);
  const absorb = (data: Uint8Array) => {
    for (let off = 0; off < data.length; off += 16) {
      const block = new Uint8Array(16);
      block.set(data.subarray(off, off + 16));
      for (let j = 0; j < 16; j++) block[j] ^= y[j];
      y = gfMultiply(block, h);
    }
  };
  absorb(aad);
  absorb(ciphertext);
  const lengths = new Uint8Array(16);
  const view = new DataView(lengths.buffer);
  view.setUint32(4, aad.length * 8);
  view.setUint32(12, ciphertext.length * 8);
  absorb(lengths);
  return y;
}

function increment32(counter: Uint8Array) {
  for (let i = 15; i >= 12; i--) {
    counter[i] = (counter[i] + 1) & 0xff;
    if (counter[i] !== 0) break;
  }
}

export class AuthenticationError extends Error {
  constructor() {
    super("The sealed data does not match its key.");
    this.name = "AuthenticationError";
  }
}

/**
 * AES-256-GCM decryption of `sealed` = ciphertext | tag (as WebCrypto and Node's cipher produce it)
 * under a 12-byte IV. Throws AuthenticationError when the tag does not match.
 */
export function aesGcmDecrypt(
  key: Uint8Array,
  iv: Uint8Array,
  sealed: Uint8Array,
  tagBytes = 16,
  aad: Uint8Array = new Uint8Array(0),
): Uint8Array {
  if (iv.length !== 12) throw new Error("GCM needs a 12-byte IV here");
  if (sealed.length < tagBytes) throw new AuthenticationError();
  const w = expandKey(key);
  const ciphertext = sealed.subarray(0, sealed.length - tagBytes);
  const tag = sealed.subarray(sealed.length - tagBytes);
  const h = encryptBlock(w, new Uint8Array(16));
  const j0 = new Uint8Array(16);
  j0.set(iv);
  j0[15] = 1;
  const s = ghash(h, aad, ciphertext);
  const mask = encryptBlock(w, j0);
  let diff = 0;
  for (let i = 0; i < tagBytes; i++) diff |= s[i] ^ mask[i] ^ tag[i];
  if (diff !== 0) throw new AuthenticationError();
  const plain = new Uint8Array(ciphertext.length);
  const counter = j0.slice();
  for (let off = 0; off < ciphertext.length; off += 16) {
    increment32(counter);
    const stream = encryptBlock(w, counter);
    for (let j = 0; j < 16 && off + j < ciphertext.length; j++) plain[off + j] = ciphertext[off + j] ^ stream[j];
  }
  return plain;
}
