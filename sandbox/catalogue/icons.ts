import { createHash } from 'node:crypto'

function hue(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt16BE(0) % 360
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Up to two initials of a name ("Amber Vault" → "AV"). */
export function initials(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean)
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase()
}

/**
 * A deterministic square SVG icon: a two-colour gradient from the seed's hash and the label's
 * initials, so every wallet, network and token looks different and stable across runs.
 */
export function iconSvg(seed: string, label: string): string {
  const h = hue(seed)
  const id = `g${createHash('sha256').update(seed).digest('hex').slice(0, 8)}`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${h},70%,55%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},70%,40%)"/>`,
    '</linearGradient></defs>',
    `<rect width="96" height="96" rx="24" fill="url(#${id})"/>`,
    `<text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials(label))}</text>`,
    '</svg>',
  ].join('')
}
