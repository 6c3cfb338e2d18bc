import { type ChildProcess, spawn } from 'node:child_process'

/**
 * The shell script that ties a program to this process: it holds the read end of a pipe whose only
 * writer is this process. However this process ends (stop(), a crash, SIGKILL), the pipe closes,
 * `read` returns, and the program is terminated. If the program ends first, the watcher is ended
 * and the script exits with the program's status.
 */
const TIE_SCRIPT = [
  'exec 3<&0',
  '"$@" </dev/null & program=$!',
  '{ read _ <&3; kill "$program" 2>/dev/null; } & watcher=$!',
  'wait "$program"; status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n')

/**
 * Spawns `binary args…` so that it never outlives this process, not even a SIGKILL of it (which
 * no exit handler can catch): the child is a POSIX shell running {@link TIE_SCRIPT}. Its stdout
 * and stderr are the program's. Stop it with {@link stopTiedChild}.
 */
export function spawnTiedToParent(binary: string, args: readonly string[]): ChildProcess {
  return spawn('/bin/sh', ['-c', TIE_SCRIPT, 'tied', binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
}

/**
 * Stops a tied child by closing its pipe (the program gets SIGTERM from the script) and resolves
 * once it has exited; after `forceMs` the script is killed outright.
 */
export function stopTiedChild(child: ChildProcess, forceMs = 3_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), forceMs)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.stdin?.end()
  })
}
