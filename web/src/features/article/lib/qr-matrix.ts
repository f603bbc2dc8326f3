/**
 * A QR code made here, never by a third-party image service (the page's
 * address would leak and the site would depend on another host). The encoder,
 * qrcode-generator (~11 KB gzip), is imported only when the share panel opens.
 */
export interface QrMatrix {
  size: number;
  dark: (row: number, col: number) => boolean;
}

export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { default: qrcode } = await import('qrcode-generator');
  // the default keeps only the low byte of each UTF-16 unit; text with Chinese in it needs UTF-8
  qrcode.stringToBytes = (s: string) => Array.from(new TextEncoder().encode(s));
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  return { size: code.getModuleCount(), dark: (row, col) => code.isDark(row, col) };
}

/** The dark modules as one SVG path (one `h1v1h-1z` square each), so the code is a single element. */
export function qrPath({ size, dark }: QrMatrix): string {
  let d = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (dark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return d;
}
