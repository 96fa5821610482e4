// Island piece. The set-up's QR code (the otpauth:// URI for an authenticator app), drawn by `qrcode` as SVG. The
// library loads only when a set-up opens (a dynamic import: no other page pays for it).
import { useEffect, useState } from "react";

export default function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((q) => q.toString(value, { type: "svg", margin: 2, errorCorrectionLevel: "M" }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined); // the secret below is there for manual entry
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="security-qr">
      {src ? (
        <img src={src} alt={label} width={180} height={180} data-testid="two-factor-qr" />
      ) : (
        <span className="security-qr__wait" aria-hidden="true" />
      )}
    </div>
  );
}
