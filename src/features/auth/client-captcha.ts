// Ships to server and browser (pure). The transfer-validation modal's own captcha (spec 001 §5 "verify code
// equal to the shown captcha"): a code and its picture from an injected random source.

/** A client captcha for transfer verification (spec 001 §5 "verify code equal to the shown captcha"). */
export function clientCaptchaCode(random: () => number): string {
  let s = "";
  for (let i = 0; i < 4; i++) s += String(Math.floor(random() * 10) % 10);
  return s;
}

export function clientCaptchaImage(code: string, random: () => number): string {
  const chars = [...code]
    .map(
      (c, i) =>
        `<text x="${14 + i * 20}" y="${28 + Math.round(random() * 6 - 3)}" transform="rotate(${Math.round(random() * 20 - 10)} ${14 + i * 20} 24)">${c}</text>`,
    )
    .join("");
  const lines = Array.from(
    { length: 3 },
    () => `<line x1="0" y1="${Math.round(random() * 40)}" x2="100" y2="${Math.round(random() * 40)}" stroke="#9ab" />`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" fill="#f4f6fa"/>${lines}<g font-family="monospace" font-size="22" font-weight="700" fill="#223">${chars}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface ClientCaptcha {
  code: string;
  image: string;
}

/** A new captcha from a random source (Math.random in the browser, a fixed sequence in tests). */
export function newClientCaptcha(random: () => number): ClientCaptcha {
  const code = clientCaptchaCode(random);
  return { code, image: clientCaptchaImage(code, random) };
}
