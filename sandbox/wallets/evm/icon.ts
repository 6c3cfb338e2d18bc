/**
 * A small square SVG icon as a data: URI (EIP-6963 requires data URIs), filled with the given colour
 * and showing up to two letters, so two test wallets are easy to tell apart on screen.
 */
export function testWalletIcon(color: string, letters: string): string {
  const safeColor = /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#2f6fed'
  const text = letters.replace(/[^A-Za-z0-9]/g, '').slice(0, 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${safeColor}"/><text x="48" y="60" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`
  // btoa, not Buffer: pages build icons too (hatch/testing/browser), and the SVG is ASCII only.
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
