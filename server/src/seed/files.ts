/**
 * Small SVG images the demo serves through FileApi/File/Download. Fixed ids, so the same
 * seed gives the same file ids everywhere.
 */
export const FileIds = {
  ytkjLogo: '6f1b7c2e-0d4a-4f3e-9a51-1c9a5e0b0001',
  demo2Logo: '6f1b7c2e-0d4a-4f3e-9a51-1c9a5e0b0002',
  ytkjBanner: '6f1b7c2e-0d4a-4f3e-9a51-1c9a5e0b0003',
  defaultCover: '6f1b7c2e-0d4a-4f3e-9a51-1c9a5e0b0004',
  defaultAvatar: '6f1b7c2e-0d4a-4f3e-9a51-1c9a5e0b0005',
} as const;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** An open book on a round badge, in the organisation's colour. */
function bookLogo(background: string, pages: string) {
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="31" fill="${background}"/>` +
      `<path d="M14 20c6-2 12-1 18 3v23c-6-4-12-5-18-3z" fill="${pages}"/>` +
      `<path d="M50 20c-6-2-12-1-18 3v23c6-4 12-5 18-3z" fill="${pages}" opacity=".85"/>` +
      `<path d="M32 23v23" stroke="${background}" stroke-width="1.5"/>`,
  );
}

const banner = svg(
  1200,
  300,
  '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#5ea99a"/>' +
    '<stop offset="1" stop-color="#8cc9b9"/></linearGradient></defs>' +
    '<rect width="1200" height="300" fill="url(#g)"/>' +
    '<g fill="#fff" opacity=".25"><rect x="820" y="70" width="40" height="170" rx="4"/>' +
    '<rect x="870" y="90" width="34" height="150" rx="4"/><rect x="914" y="60" width="46" height="180" rx="4"/>' +
    '<rect x="970" y="100" width="30" height="140" rx="4"/></g>' +
    '<rect x="800" y="240" width="220" height="8" fill="#FEC171"/>',
);

const defaultCover = svg(
  300,
  420,
  '<rect width="300" height="420" fill="#e8f1ef"/><rect x="24" y="24" width="252" height="372" fill="none" stroke="#5ea99a" stroke-width="4"/>' +
    '<path d="M95 160c18-6 37-3 55 9v72c-18-12-37-15-55-9z" fill="#5ea99a"/>' +
    '<path d="M205 160c-18-6-37-3-55 9v72c18-12 37-15 55-9z" fill="#5ea99a" opacity=".8"/>' +
    '<rect x="90" y="300" width="120" height="8" rx="4" fill="#FEC171"/>',
);

const defaultAvatar = svg(
  128,
  128,
  '<rect width="128" height="128" rx="64" fill="#dfe9f3"/><circle cx="64" cy="50" r="22" fill="#7a9cc0"/>' +
    '<path d="M24 112c6-22 22-34 40-34s34 12 40 34" fill="#7a9cc0"/>',
);

export interface SeedFile {
  id: string;
  organizationId: number | null;
  filename: string;
  mime: string;
  content: Buffer;
}

const svgFile = (id: string, organizationId: number | null, filename: string, body: string) => ({
  id,
  organizationId,
  filename,
  mime: 'image/svg+xml',
  content: Buffer.from(body, 'utf8'),
});

export function seedFiles(ytkjId: number, demo2Id: number): SeedFile[] {
  return [
    svgFile(FileIds.ytkjLogo, ytkjId, 'ytkj-logo.svg', bookLogo('#5ea99a', '#ffffff')),
    svgFile(FileIds.demo2Logo, demo2Id, 'demo2-logo.svg', bookLogo('#3b6fb6', '#FEC171')),
    svgFile(FileIds.ytkjBanner, ytkjId, 'ytkj-banner.svg', banner),
    svgFile(FileIds.defaultCover, null, 'default-cover.svg', defaultCover),
    svgFile(FileIds.defaultAvatar, null, 'default-avatar.svg', defaultAvatar),
  ];
}
