import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/** Pids of every descendant of `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {
      // the process ended while we listed
    }
  }
  const out: number[] = []
  const walk = (p: number): void => {
    for (const child of parents.get(p) ?? []) {
      out.push(child)
      walk(child)
    }
  }
  walk(pid)
  return out
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')
  } catch {
    return false
  }
}

describe('npm start (sandbox/cli.mjs)', () => {
  it('starts, prints the demo URL, serves it, and leaves no process after SIGINT', { timeout: 180_000 }, async () => {
    const child = spawn(process.execPath, ['sandbox/cli.mjs', '--random-ports'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    try {
      const started = Date.now()
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /Hatch demo: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)
          if (match) {
            clearInterval(timer)
            resolve(match[1] as string)
          } else if (child.exitCode !== null || Date.now() - started > 170_000) {
            clearInterval(timer)
            reject(new Error(`CLI did not print the demo URL. Output:\n${output}`))
          }
        }, 50)
      })
      expect(output).toMatch(/Hatch Mainnet \(eip155:713101\) http:\/\/127\.0\.0\.1:\d+/)

      const page = await fetch(url)
      const html = await page.text()
      expect(page.status, html).toBe(200)
      const injected = /window\.__HATCH_SANDBOX__ = (.*?);<\/script>/.exec(html)
      expect(injected, 'the page injects window.__HATCH_SANDBOX__').not.toBeNull()
      const config = JSON.parse(injected![1]!)
      expect(config.networks.map((n: { caipNetworkId: string }) => n.caipNetworkId)).toEqual(['eip155:713101', 'eip155:713102', 'eip155:713199'])
      // The page config carries addresses only; keys live only in the test wallets' install calls.
      expect(config.accounts.every((a: unknown) => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a))).toBe(true)
      expect(html.match(/HatchTestWallet\.install\(/g)).toHaveLength(2)
      const wallet = await fetch(`${url}sandbox/test-wallet.js`)
      expect(wallet.status).toBe(200)

      const children = descendants(child.pid as number)
      expect(children.length).toBeGreaterThanOrEqual(3) // the three anvil nodes
      child.kill('SIGINT')
      expect(await exited).toBe(0)
      expect(output).toContain('hatch sandbox: stopped')
      // A child sees its parent gone (its pipe closes) a moment later: esbuild's service, say, on a loaded machine.
      await expect.poll(() => children.filter(alive), { timeout: 5_000 }).toEqual([])
    } finally {
      // On a failed assertion: stop politely (SIGKILL would orphan the anvil nodes), then force.
      if (child.exitCode === null) {
        const leftovers = descendants(child.pid as number)
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
        for (const pid of leftovers.filter(alive)) process.kill(pid, 'SIGKILL')
      }
    }
  })

  // The whole sandbox starts (chains, services, the demo's build): minutes on a loaded 2-core machine.
  it('leaves no chain node running even when it is killed with SIGKILL', { timeout: 180_000 }, async () => {
    const child = spawn(process.execPath, ['sandbox/cli.mjs', '--random-ports'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    let anvils: number[] = []
    try {
      const started = Date.now()
      while (!output.includes('Hatch sandbox ready')) {
        if (child.exitCode !== null || Date.now() - started > 170_000) throw new Error(`the sandbox did not start. Output:\n${output}`)
        await new Promise((r) => setTimeout(r, 50))
      }
      const isAnvil = (pid: number) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
            .split('\0')
            .some((part) => /\/anvil$/.test(part) || part === 'anvil')
        } catch {
          return false
        }
      }
      anvils = descendants(child.pid as number).filter(isAnvil)
      expect(anvils.length).toBeGreaterThanOrEqual(3)
      child.kill('SIGKILL') // no handler runs: only the tie to this process can stop the nodes
      await exited
      const deadline = Date.now() + 5_000
      while (anvils.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      expect(anvils.filter(alive)).toEqual([])
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      for (const pid of anvils.filter(alive)) process.kill(pid, 'SIGKILL')
    }
  })

  it('refuses a bad port with a message naming the option', async () => {
    const child = spawn(process.execPath, ['sandbox/cli.mjs', '--demo-port', 'eighty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
    expect(code).toBe(2)
    expect(output).toContain("--demo-port must be a port number from 0 to 65535, got 'eighty'")
  })
})
