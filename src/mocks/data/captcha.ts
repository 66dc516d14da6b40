/** An SVG image captcha as a data URL (the demo server draws its own text). */
export function captchaImage(text: string): string {
  const letters = [...text]
    .map((ch, i) => `<text x="${12 + i * 22}" y="${28 + (i % 2 ? -3 : 3)}" transform="rotate(${i % 2 ? -12 : 10} ${12 + i * 22} 24)" font-size="24" font-family="monospace" fill="#334">${ch}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#eef2f7"/><path d="M0 20 Q25 5 50 22 T100 18" stroke="#99a" fill="none"/>${letters}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
