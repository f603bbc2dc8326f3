/**
 * A tiny synthesiser for the demo library: a music-box melody over a soft
 * bass picked from I / IV / V, a little echo, written as 16-bit mono WAV.
 * Deterministic: the same tune always gives the same bytes.
 */
export const SAMPLE_RATE = 11025;
const LEAD_IN_S = 0.6;
const TAIL_S = 1.6;

const NAMES = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const SCALE = [0, 2, 4, 5, 7, 9, 11];

const midiOfName = (name) => {
  const m = /^([A-G])([#b]?)(\d)$/.exec(name);
  if (!m) throw new Error(`bad note name ${name}`);
  return 12 * (Number(m[3]) + 1) + NAMES[m[1]] + (m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0);
};
const freqOf = (midi) => 440 * 2 ** ((midi - 69) / 12);

/** "5,:0.5" → { midi, beats, degree } in the given key; degree 0 is a rest. */
export function parseNote(token, keyMidi) {
  const [pitch, beatsText] = token.split(':');
  const beats = beatsText ? Number(beatsText) : 1;
  if (/^[A-G]/.test(pitch)) return { midi: midiOfName(pitch), beats, degree: null };
  const m = /^([#b]?)([0-7])([',]*)$/.exec(pitch);
  if (!m) throw new Error(`bad jianpu note ${token}`);
  const degree = Number(m[2]);
  if (degree === 0) return { midi: null, beats, degree: 0 };
  const octave = [...m[3]].reduce((o, ch) => o + (ch === "'" ? 1 : -1), 0);
  const accidental = m[1] === '#' ? 1 : m[1] === 'b' ? -1 : 0;
  return { midi: keyMidi + SCALE[degree - 1] + 12 * octave + accidental, beats, degree };
}

/** The whole tune as timed notes, plus when each phrase starts (seconds). */
export function scheduleTune(tune) {
  const keyMidi = midiOfName(tune.key);
  const beat = 60 / tune.bpm;
  const notes = [];
  const phraseStarts = [];
  let t = LEAD_IN_S;
  for (let pass = 0; pass < tune.passes; pass++) {
    tune.phrases.forEach(([text, lyric], index) => {
      phraseStarts.push({ time: t, lyric, index, pass });
      for (const token of text.trim().split(/\s+/)) {
        const note = parseNote(token, keyMidi);
        if (note.midi !== null) notes.push({ time: t, length: note.beats * beat, midi: note.midi, degree: note.degree });
        t += note.beats * beat;
      }
    });
  }
  return { notes, phraseStarts, keyMidi, beat, duration: t + TAIL_S };
}

/** Bass roots every two beats: the chord of I, IV or V that holds the melody note. */
function bassLine(tune, { notes, keyMidi, beat, duration }) {
  const bass = [];
  if (tune.canon) {
    const roots = ['D3', 'A2', 'B2', 'F#2', 'G2', 'D2', 'G2', 'A2'].map(midiOfName);
    const thirds = [4, 4, 3, 3, 4, 4, 4, 4];
    for (let t = LEAD_IN_S, i = 0; t < duration - TAIL_S - 0.01; t += 2 * beat, i++) {
      const root = roots[i % roots.length];
      [0, 7, 12, 12 + thirds[i % 8]].forEach((step, k) =>
        bass.push({ time: t + (k * beat) / 2, length: beat * 1.4, midi: root + step, gain: 0.32 }),
      );
    }
    return bass;
  }
  for (let t = LEAD_IN_S; t < duration - TAIL_S - 0.01; t += 2 * beat) {
    const current = notes.find((n) => n.time <= t + 1e-6 && n.time + n.length > t + 1e-6);
    const pc = current ? (((current.midi - keyMidi) % 12) + 12) % 12 : 0;
    const root = [0, 4, 7].includes(pc) ? 0 : [5, 9].includes(pc) ? 5 : 7;
    const midi = keyMidi - 24 + root;
    bass.push({ time: t, length: 2 * beat, midi, gain: 0.3 }, { time: t + beat, length: beat, midi: midi + 7, gain: 0.16 });
  }
  return bass;
}

function addVoice(buffer, { time, length, midi, gain = 0.55 }, harmonics) {
  const start = Math.floor(time * SAMPLE_RATE);
  const ring = Math.min(length + 0.35, length * 1.6 + 0.1);
  const count = Math.floor(ring * SAMPLE_RATE);
  const f = freqOf(midi);
  for (let i = 0; i < count && start + i < buffer.length; i++) {
    const s = i / SAMPLE_RATE;
    const attack = Math.min(1, s / 0.008);
    const release = s > length ? Math.exp(-(s - length) / 0.09) : 1;
    const env = attack * release * Math.exp(-s / 0.9);
    let v = 0;
    for (let h = 0; h < harmonics.length; h++) {
      if (f * (h + 1) < SAMPLE_RATE / 2) v += harmonics[h] * Math.sin(2 * Math.PI * f * (h + 1) * s);
    }
    buffer[start + i] += gain * env * v;
  }
}

/** Renders a tune to a WAV file (Uint8Array) and returns its timing. */
export function renderTune(tune) {
  const schedule = scheduleTune(tune);
  const buffer = new Float32Array(Math.ceil(schedule.duration * SAMPLE_RATE));
  for (const note of schedule.notes) addVoice(buffer, note, [1, 0.42, 0.18, 0.08]);
  for (const note of bassLine(tune, schedule)) addVoice(buffer, note, [1, 0.25]);
  const delay = Math.floor(0.17 * SAMPLE_RATE);
  for (let i = delay; i < buffer.length; i++) buffer[i] += buffer[i - delay] * 0.24;
  let peak = 0;
  for (const v of buffer) peak = Math.max(peak, Math.abs(v));
  const scale = peak ? 0.82 / peak : 1;
  return { wav: encodeWav(buffer, scale), ...schedule };
}

function encodeWav(samples, scale) {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset, text) => [...text].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    view.setInt16(44 + i * 2, Math.max(-32767, Math.min(32767, Math.round(samples[i] * scale * 32767))), true);
  }
  return bytes;
}
