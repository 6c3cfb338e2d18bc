import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import * as v from 'valibot'
import { SiwxSessionSchema } from '../../plugins/siwx/sessionSchema.js'
import type { StoredSession } from './sessions.js'

const StoredSessionSchema = v.object({ namespace: v.picklist(['eip155', 'solana', 'bip122']), ...SiwxSessionSchema.entries })

/** The file: a version, the sessions still held, and every nonce ever accepted (a nonce signs in once, even after a revoke). */
const SessionFileSchema = v.object({ version: v.literal(1), sessions: v.array(StoredSessionSchema), nonces: v.array(v.string()) })

/** What {@link readSessionFile} gives. */
export interface SessionFileContents {
  sessions: StoredSession[]
  nonces: string[]
}

/**
 * The sign-in sessions kept in `file`; none when the file does not exist yet. A file that is not
 * this format is an error naming the file and what is wrong, never silently emptied.
 */
export async function readSessionFile(file: string): Promise<SessionFileContents> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { sessions: [], nonces: [] }
    throw error
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new Error(`The session file ${file} is not JSON; move it away to start with no sign-in sessions`)
  }
  const parsed = v.safeParse(SessionFileSchema, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new Error(
      `The session file ${file} is not a session list (${v.getDotPath(issue) ?? 'root'}: ${issue.message}); move it away to start with no sign-in sessions`,
    )
  }
  return parsed.output
}

/** Writes the sessions and nonces to `file` whole: to a temporary file first, then renamed over it, so a crash never leaves half a file. */
export async function writeSessionFile(file: string, contents: SessionFileContents): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify({ version: 1, ...contents }, null, 2)}\n`)
  await rename(temporary, file)
}
