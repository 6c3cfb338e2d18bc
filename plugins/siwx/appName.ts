/** The site's name from the host's `metadata` option (`metadata.name`), when it set one. */
export function appNameOf(raw: Readonly<Record<string, unknown>>): string | undefined {
  const metadata = raw['metadata']
  return typeof metadata === 'object' && metadata !== null && 'name' in metadata && typeof metadata.name === 'string' ? metadata.name : undefined
}
