import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import * as v from 'valibot'
import type { NameEntry } from './names.js'

/** One stored name, as the service returns it (spec §3 "Name entry"). */
const NameEntrySchema = v.object({
  name: v.string(),
  registered_at: v.string(),
  updated_at: v.string(),
  addresses: v.record(v.string(), v.object({ address: v.string(), created_at: v.string() })),
  attributes: v.record(v.string(), v.string()),
})

/** The file: a version, so a later format can be told apart, and the registered names. */
const NameFileSchema = v.object({ version: v.literal(1), names: v.array(NameEntrySchema) })

/**
 * The names registered in `file`; none when the file does not exist yet. A file that is not
 * this format is an error naming the file and what is wrong, never silently emptied: it holds
 * names visitors registered.
 */
export async function readNameFile(file: string): Promise<NameEntry[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new Error(`The name file ${file} is not JSON; move it away to start with no registered names`)
  }
  const parsed = v.safeParse(NameFileSchema, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new Error(
      `The name file ${file} is not a name list (${v.getDotPath(issue) ?? 'root'}: ${issue.message}); move it away to start with no registered names`,
    )
  }
  return parsed.output.names
}

/** Writes the registered names to `file` whole: to a temporary file first, then renamed over it, so a crash never leaves half a file. */
export async function writeNameFile(file: string, names: readonly NameEntry[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify({ version: 1, names }, null, 2)}\n`)
  await rename(temporary, file)
}
