/** One cue of a WebVTT file: when it starts (seconds) and its text. */
export interface Cue {
  start: number;
  text: string;
}

const TIMING = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})\s+-->/;

/**
 * The cues of a WebVTT file, for the transcript: timing lines and their text, nothing else
 * (notes, styles and regions are skipped). Cue text is shown as text: tags such as <v Name>
 * are removed, never interpreted.
 */
export function parseVtt(source: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0) continue;
    const [, h = '0', m = '0', s = '0', ms = '0'] = TIMING.exec(lines[at] ?? '') ?? [];
    const text = lines
      .slice(at + 1)
      .join('\n')
      .replace(/<[^>]*>/g, '')
      .trim();
    if (text)
      cues.push({ start: Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000, text });
  }
  return cues;
}
