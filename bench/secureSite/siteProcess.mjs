// One secure-site process as an operator runs it (`secure-site/main.ts`, configured from the
// environment), on 127.0.0.1 and a port of its own choosing, for the scale-out load test.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../../scripts/package/entries.mjs'

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/**
 * Starts `secure-site/main.ts` under tsx with `env` added to this process's environment; resolves
 * once it prints the address it listens on.
 * @param {Record<string, string>} env
 * @returns {Promise<{ url: string, pid: number, stderr: () => string, stop: () => Promise<void> }>}
 */
export function startSiteProcess(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'secure-site/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, SECURE_SITE_HOST: '127.0.0.1', SECURE_SITE_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`secure-site process did not start within 60 s:\n${stdout}${stderr}`))
    }, 60_000)
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)
      if (match) {
        clearTimeout(timer)
        resolve({ url: match[1], pid: child.pid, stderr: () => stderr, stop })
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`secure-site process exited (${code}) before listening:\n${stdout}${stderr}`))
    })
  })
}
