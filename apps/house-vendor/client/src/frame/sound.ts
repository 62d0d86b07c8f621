/**
 * Sound effects made in code (Web Audio oscillators, no files). Off until the player switches them on;
 * the choice is remembered per player (the vendor's opaque player tag) in this browser.
 */
export type Effect = 'tick' | 'stop' | 'chip' | 'card' | 'win';

const TONES: Record<Effect, { freq: number; to: number; ms: number; type: OscillatorType; gain: number }> = {
  tick: { freq: 880, to: 660, ms: 40, type: 'square', gain: 0.03 },
  stop: { freq: 220, to: 110, ms: 120, type: 'triangle', gain: 0.12 },
  chip: { freq: 1200, to: 900, ms: 60, type: 'sine', gain: 0.08 },
  card: { freq: 500, to: 300, ms: 70, type: 'triangle', gain: 0.06 },
  win: { freq: 523, to: 1046, ms: 450, type: 'sine', gain: 0.1 },
};

export class Sound {
  private context: AudioContext | null = null;
  private readonly key: string;
  enabled: boolean;

  constructor(playerTag: string) {
    this.key = `house-sound:${playerTag}`;
    this.enabled = readSetting(this.key) === 'on';
  }

  setEnabled(on: boolean): void {
    this.enabled = on;
    try {
      window.localStorage.setItem(this.key, on ? 'on' : 'off');
    } catch {
      // not remembered (storage refused); it still applies to this page
    }
  }

  play(effect: Effect): void {
    if (!this.enabled || typeof AudioContext === 'undefined') return;
    this.context ??= new AudioContext();
    const context = this.context;
    const tone = TONES[effect];
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const end = context.currentTime + tone.ms / 1000;
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.freq, context.currentTime);
    oscillator.frequency.exponentialRampToValueAtTime(tone.to, end);
    gain.gain.setValueAtTime(tone.gain, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(end);
  }
}

function readSetting(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
