// The short sound of a new order, made with the Web Audio API (no audio file to download): two
// soft sine notes a fifth apart, about a third of a second. Browsers start audio only after the
// page had a user gesture; until then (or without Web Audio) it is silently skipped.
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** The notes of the chime: frequency (Hz), start and length (seconds). */
export const CHIME_NOTES = [
  { frequency: 880, at: 0, length: 0.16 },
  { frequency: 1318.5, at: 0.14, length: 0.22 },
] as const;

/** Plays the new-order chime; answers whether it could. */
export function playChime(): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  for (const note of CHIME_NOTES) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(0.25, start + note.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + note.at);
    osc.stop(start + note.at + note.length + 0.02);
  }
  return true;
}

/** For tests: forget the shared context. */
export function resetChime(): void {
  context = null;
}
