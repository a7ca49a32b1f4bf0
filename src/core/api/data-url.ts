/**
 * A blob's bytes as a data URL, or null when the browser cannot read it (a file removed or
 * changed on disk after it was chosen).
 */
export function toDataUrl(blob: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}
