import { useEffect, useState } from 'react';

/**
 * The otpauth:// address as a QR code for an authenticator app to scan (decision 085): drawn as
 * one SVG path from the `qrcode` package's modules, loaded only when staff set an app up.
 */
export function AuthenticatorQr({ uri, label }: { uri: string; label: string }) {
  const [drawing, setDrawing] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(uri, { errorCorrectionLevel: 'M' });
      let path = '';
      for (let row = 0; row < modules.size; row += 1)
        for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
      if (current) setDrawing({ size: modules.size + 8, path });
    });
    return () => {
      current = false;
    };
  }, [uri]);
  if (!drawing) return <div className="auth-qr auth-qr--loading" role="img" aria-label={label} />;
  return (
    <svg className="auth-qr" role="img" aria-label={label} viewBox={`0 0 ${drawing.size} ${drawing.size}`} shapeRendering="crispEdges">
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
