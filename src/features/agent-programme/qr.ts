// Browser. A QR code as one SVG path, drawn from the `qrcode` library's module matrix. The library is loaded on
// first use only (the Promotion page's codes), so no other page ships it.

/** The dark modules as one path of 1×1 squares, with a 4-module quiet zone around them. */
export function qrPathOf(size: number, dark: (row: number, col: number) => boolean): { side: number; d: string } {
  let d = "";
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (dark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  return { side: size + 8, d };
}

export async function qrSvgPath(text: string): Promise<{ side: number; d: string }> {
  const QR = await import("qrcode");
  const { modules } = QR.create(text, { errorCorrectionLevel: "M" });
  return qrPathOf(modules.size, (r, c) => modules.data[r * modules.size + c] === 1);
}
