// What the machine's cores did during a phase of the scale-out test, from /proc (Linux): how busy
// they were in all, and how much of that was work other than the test's own (the secure sites,
// Postgres and the load driver), so a figure taken beside someone else's work reads as such.
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { cpuMsOf } from './siteProcess.mjs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10

/** CPU time (ms) all cores spent on anything but idle and I/O wait since boot; null off Linux. */
export function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const [user, nice, system, , , irq, softirq, steal] = ticks
    return (user + nice + system + irq + softirq + steal) * TICK_MS
  } catch {
    return null
  }
}

/** CPU time (ms) of every process whose command is `command` (Postgres's server and backends). */
export function cpuMsOfCommand(command) {
  let sum = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command) sum += cpuMsOf(entry) ?? 0
    } catch {
      // gone between the listing and the read
    }
  }
  return sum
}

/**
 * Starts a meter over the machine and the test's own processes (the secure sites `pids`, this
 * process, Postgres); `read()` gives, since the start, the cores busy in all and the cores other
 * work held, as average cores over the wall time (2 = both cores of a 2-core machine all the
 * time), and the CPU milliseconds the secure sites and this process (the load driver) used.
 * @param {() => number[]} pids the secure-site processes now
 */
export function cpuMeter(pids) {
  const sample = () => {
    const { user, system } = process.cpuUsage()
    return {
      wall: performance.now(),
      busy: machineBusyMs(),
      sites: pids().reduce((sum, pid) => sum + (cpuMsOf(pid) ?? NaN), 0),
      driver: (user + system) / 1000,
      postgres: cpuMsOfCommand('postgres'),
    }
  }
  const start = sample()
  return {
    read() {
      const now = sample()
      const wall = now.wall - start.wall
      const sitesMs = now.sites - start.sites
      const driverMs = now.driver - start.driver
      if (now.busy === null || start.busy === null || wall <= 0) return { cores: availableParallelism(), busyCores: null, otherCores: null, sitesMs, driverMs }
      const busyMs = now.busy - start.busy
      const ownMs = sitesMs + driverMs + (now.postgres - start.postgres)
      return { cores: availableParallelism(), busyCores: busyMs / wall, otherCores: Math.max(0, busyMs - ownMs) / wall, sitesMs, driverMs }
    },
  }
}
