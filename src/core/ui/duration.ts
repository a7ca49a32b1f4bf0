/** Seconds as m:ss (or h:mm:ss), as media players show lengths. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(whole % 60)}` : `${m}:${pad(whole % 60)}`;
}
