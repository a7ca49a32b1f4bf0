/**
 * The demo's media files, made here rather than downloaded (the seed runs offline): story
 * "audio" as WAV tones (a few seconds of a tune, so a player has something real to play and
 * seek), captions as WebVTT, album photos as small JPEGs drawn from SVG by sharp. No video:
 * encoding one needs a codec no pure-JS package here provides, so the demo has none (the
 * player handles video items all the same).
 */
import sharp from 'sharp';

/** 8 kHz mono 16-bit: a few seconds stay under 100 KB, and tones need no more. */
const SAMPLE_RATE = 8000;

/** A WAV file playing `notes` (Hz, 0 = rest), each `noteSeconds` long, faded in and out. */
export function toneWav(notes: number[], noteSeconds: number): Buffer {
  const perNote = Math.round(SAMPLE_RATE * noteSeconds);
  const samples = notes.length * perNote;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // PCM chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  // A short fade at each end of a note: a tone cut off mid-wave clicks.
  const fade = Math.round(SAMPLE_RATE * 0.02);
  notes.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.min(1, i / fade, (perNote - i) / fade);
      const value = hz ? Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) * envelope * 0.3 : 0;
      wav.writeInt16LE(Math.round(value * 32767), 44 + (n * perNote + i) * 2);
    }
  });
  return wav;
}

/** Seconds as a WebVTT timestamp (00:00:01.500). */
const vttTime = (seconds: number) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(ms, 3)}`;
};

/** WebVTT captions: one cue per line of `lines`, each `cueSeconds` long. */
export function captionsVtt(lines: string[], cueSeconds: number): Buffer {
  const cues = lines.map(
    (line, i) =>
      `${i + 1}\n${vttTime(i * cueSeconds)} --> ${vttTime((i + 1) * cueSeconds)}\n${line}`,
  );
  return Buffer.from(`WEBVTT\n\n${cues.join('\n\n')}\n`, 'utf8');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A 480×320 JPEG "photo": a sky and a ground in the album's colours, a sun, a row of books,
 * and `label` (Latin script: the server's fonts may have no Chinese) so photos tell apart.
 */
export async function albumPhoto(label: string, sky: string, ground: string): Promise<Buffer> {
  const books = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${150 + i * 30}" y="${180 - (i % 3) * 12}" width="24" height="${70 + (i % 3) * 12}" rx="3" fill="${['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'][i % 4]}"/>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">` +
    `<rect width="480" height="320" fill="${sky}"/><rect y="250" width="480" height="70" fill="${ground}"/>` +
    `<circle cx="400" cy="70" r="34" fill="#ffd166"/>${books}` +
    `<text x="24" y="52" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#1d3557">${escapeXml(label)}</text>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}
