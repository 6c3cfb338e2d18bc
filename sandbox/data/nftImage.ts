import { createHash } from 'node:crypto'

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** What an NFT picture shows. */
export interface NftImageInput {
  /** Seeds the colours, e.g. `eip155:713101:0x…:3`: every token looks different and stable. */
  seed: string
  /** The caption, e.g. `HATCH #3`. */
  label: string
  /** A spam collection gets a loud "claim now" flyer instead of a hatchling. */
  spam: boolean
}

/**
 * A square SVG picture of one token (with width and height, so browsers give it a natural size):
 * a hatchling breaking out of its egg in colours taken from the seed's hash, or for spam a flyer.
 */
export function nftImageSvg({ seed, label, spam }: NftImageInput): string {
  const hash = createHash('sha256').update(seed).digest()
  const hue = hash.readUInt16BE(0) % 360
  // Long token ids (tests mint ids like 1764035000123456) are squeezed to the picture's width.
  const fit = label.length > 18 ? ' textLength="236" lengthAdjust="spacingAndGlyphs"' : ''
  const caption = `<text x="128" y="240" font-family="system-ui,sans-serif" font-size="${label.length > 18 ? 18 : 22}" font-weight="700" text-anchor="middle" fill="#fff"${fit}>${escapeXml(label)}</text>`
  if (spam) {
    return [
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
      '<rect width="256" height="256" fill="#facc15"/>',
      '<polygon points="128,28 150,92 218,92 163,132 184,198 128,158 72,198 93,132 38,92 106,92" fill="#dc2626"/>',
      '<text x="128" y="136" font-family="system-ui,sans-serif" font-size="30" font-weight="900" text-anchor="middle" fill="#fff">CLAIM</text>',
      '<rect x="0" y="212" width="256" height="44" fill="#111827"/>',
      caption,
      '</svg>',
    ].join('')
  }
  const id = `n${hash.toString('hex').slice(0, 8)}`
  const eye = 100 + ((hash[2] ?? 0) % 12)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/></linearGradient></defs>`,
    `<rect width="256" height="256" fill="url(#${id})"/>`,
    // The chick's head peeking over the cracked shell.
    `<circle cx="128" cy="112" r="46" fill="hsl(${(hue + 180) % 360},85%,70%)"/>`,
    `<circle cx="112" cy="${eye}" r="6" fill="#111827"/><circle cx="144" cy="${eye}" r="6" fill="#111827"/>`,
    '<polygon points="120,122 136,122 128,134" fill="#f97316"/>',
    '<path d="M62 150 L84 132 L102 152 L128 130 L154 152 L172 132 L194 150 L194 176 Q194 212 128 212 Q62 212 62 176 Z" fill="#fef3c7" stroke="#92400e" stroke-width="3"/>',
    caption,
    '</svg>',
  ].join('')
}
