// What a table does when a card's countdown reaches zero: a short, soft chime and a buzz where the
// device allows, nothing at all with reduced motion. Sound and vibration are extras: they never throw.

type AudioContextClass = typeof AudioContext;

/** Two gentle sine tones, E5 then A5, overlapping: about 0.4 s in all. */
const TONES = [
  { frequency: 659.25, start: 0, length: 0.28 },
  { frequency: 880, start: 0.12, length: 0.28 },
] as const;
const PEAK_GAIN = 0.12;
const VIBRATION_MS = 200;

let shared: AudioContext | null = null;

/** The one AudioContext of the page, made on first use; null where there is no Web Audio. */
function audioContext(): AudioContext | null {
  if (shared) return shared;
  const Context: AudioContextClass | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  // Safari 17+: 'ambient' audio follows the ring/silent switch, so a muted phone stays silent.
  const session = (navigator as { audioSession?: { type: string } }).audioSession;
  if (session) session.type = "ambient";
  shared = new Context();
  return shared;
}

function wake(context: AudioContext) {
  if (context.state !== "suspended") return;
  context.resume().catch(() => {
    // Not allowed yet (no tap on this page so far): the chime is skipped, play goes on.
  });
}

/**
 * Makes the page's AudioContext and resumes it. Call it from a tap ('Start playing', revealing a
 * card): iOS lets a page play sound later only if its audio was started from a user gesture.
 */
export function primeTimeUpSound(): void {
  try {
    const context = audioContext();
    if (context) wake(context);
  } catch {
    // No sound on this device; the countdown still shows.
  }
}

/** A card's time is up: chime and vibrate, or do nothing with reduced motion. */
export function signalTimeUp({ reducedMotion }: { reducedMotion: boolean }): void {
  if (reducedMotion) return;
  try {
    const context = audioContext();
    if (context) {
      wake(context);
      chime(context);
    }
  } catch {
    // The chime is a courtesy; the countdown reading 0:00 says the same.
  }
  try {
    navigator.vibrate?.(VIBRATION_MS);
  } catch {
    // Not allowed here (a frame, no tap yet): silent is fine.
  }
}

function chime(context: AudioContext) {
  const now = context.currentTime;
  for (const tone of TONES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = now + tone.start;
    const end = start + tone.length;
    oscillator.type = "sine";
    oscillator.frequency.setValueAtTime(tone.frequency, start);
    // A soft attack and a long fade: a bell, not a beep (exponential ramps cannot reach 0).
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => {
      oscillator.disconnect();
      gain.disconnect();
    };
    oscillator.start(start);
    oscillator.stop(end);
  }
}
