import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type TimeUp = typeof import("./time-up");

/** A stand-in for the Web Audio API (jsdom has none) that records what was played. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: "suspended" | "running" = "suspended";
  currentTime = 10;
  destination = { name: "speakers" };
  tones: { type: string; frequency: number; start: number; stop: number; peak: number; to: unknown[] }[] = [];
  resume = vi.fn(async () => {
    this.state = "running";
  });

  constructor() {
    FakeAudioContext.made.push(this);
  }

  createGain() {
    const gain = { to: [] as unknown[], values: [] as number[] };
    const record = (value: number) => void gain.values.push(value);
    return {
      gain: { setValueAtTime: record, exponentialRampToValueAtTime: record },
      connect: (node: unknown) => void gain.to.push(node),
      disconnect: () => {},
      recorded: gain,
    };
  }

  createOscillator() {
    const tone = { type: "", frequency: 0, start: -1, stop: -1, peak: 0, to: [] as unknown[] };
    this.tones.push(tone);
    return {
      set type(value: string) {
        tone.type = value;
      },
      frequency: { setValueAtTime: (value: number) => void (tone.frequency = value) },
      connect: (gain: ReturnType<FakeAudioContext["createGain"]>) => {
        tone.to = gain.recorded.to;
        Object.defineProperty(tone, "peak", { get: () => Math.max(...gain.recorded.values) });
      },
      disconnect: () => {},
      start: (at: number) => void (tone.start = at),
      stop: (at: number) => void (tone.stop = at),
      onended: null,
    };
  }
}

let timeUp: TimeUp;
let vibrate: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  FakeAudioContext.made = [];
  vibrate = vi.fn(() => true);
  vi.stubGlobal("AudioContext", FakeAudioContext);
  Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
  // The AudioContext is shared for the page's life: each test gets a fresh page's worth.
  vi.resetModules();
  timeUp = await import("./time-up");
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { vibrate?: unknown }).vibrate;
  delete (navigator as { audioSession?: unknown }).audioSession;
});

describe("signalTimeUp", () => {
  it("plays two soft sine tones, about 0.4 s in all, and vibrates for 200 ms", () => {
    timeUp.signalTimeUp({ reducedMotion: false });
    const [context] = FakeAudioContext.made;
    expect(context.tones.map((tone) => [tone.type, tone.frequency])).toEqual([
      ["sine", 659.25],
      ["sine", 880],
    ]);
    for (const tone of context.tones) {
      expect(tone.start).toBeGreaterThanOrEqual(context.currentTime);
      expect(tone.to).toEqual([context.destination]);
      expect(tone.peak).toBeLessThanOrEqual(0.2);
    }
    const length = Math.max(...context.tones.map((tone) => tone.stop)) - context.currentTime;
    expect(length).toBeGreaterThan(0.3);
    expect(length).toBeLessThanOrEqual(0.5);
    expect(vibrate).toHaveBeenCalledExactlyOnceWith(200);
  });

  it("does nothing at all with reduced motion: no sound, no vibration", () => {
    timeUp.signalTimeUp({ reducedMotion: true });
    expect(FakeAudioContext.made).toHaveLength(0);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it("makes one AudioContext for the page and resumes it when the browser has suspended it", () => {
    timeUp.signalTimeUp({ reducedMotion: false });
    timeUp.signalTimeUp({ reducedMotion: false });
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0].resume).toHaveBeenCalledTimes(1); // running after the first
    expect(FakeAudioContext.made[0].tones).toHaveLength(4);
  });

  it("asks iOS for ambient audio, which the silent switch mutes", () => {
    const audioSession = { type: "auto" };
    Object.defineProperty(navigator, "audioSession", { value: audioSession, configurable: true });
    timeUp.signalTimeUp({ reducedMotion: false });
    expect(audioSession.type).toBe("ambient");
  });

  it("never throws: no Web Audio and no vibration (as in jsdom), or both failing", async () => {
    vi.unstubAllGlobals();
    delete (navigator as { vibrate?: unknown }).vibrate;
    expect(window.AudioContext).toBeUndefined();
    expect(() => timeUp.signalTimeUp({ reducedMotion: false })).not.toThrow();
    expect(() => timeUp.primeTimeUpSound()).not.toThrow();

    vi.stubGlobal(
      "AudioContext",
      class {
        constructor() {
          throw new Error("NotAllowedError");
        }
      },
    );
    Object.defineProperty(navigator, "vibrate", {
      value: () => {
        throw new Error("blocked");
      },
      configurable: true,
    });
    expect(() => timeUp.signalTimeUp({ reducedMotion: false })).not.toThrow();

    class Refusing extends FakeAudioContext {
      resume = vi.fn(async () => {
        throw new Error("not allowed to start");
      });
    }
    vi.stubGlobal("AudioContext", Refusing);
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      expect(() => timeUp.signalTimeUp({ reducedMotion: false })).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(FakeAudioContext.made.at(-1)!.resume).toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("vibrates even where there is no sound", () => {
    vi.unstubAllGlobals();
    timeUp.signalTimeUp({ reducedMotion: false });
    expect(vibrate).toHaveBeenCalledWith(200);
  });
});

describe("primeTimeUpSound", () => {
  it("makes and resumes the AudioContext from the tap, and the chime later uses that one", () => {
    timeUp.primeTimeUpSound();
    expect(FakeAudioContext.made).toHaveLength(1);
    const [context] = FakeAudioContext.made;
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(context.tones).toHaveLength(0); // silent: it only gets the sound ready
    expect(vibrate).not.toHaveBeenCalled();
    timeUp.signalTimeUp({ reducedMotion: false });
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(context.tones).toHaveLength(2);
  });
});
