import { useEffect, useState } from 'react'

/** Whole seconds until `until` (epoch ms), ticking every second; 0 once reached or when undefined. */
export function useCountdown(until: number | undefined): number {
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    if (until === undefined) return
    const timer = setInterval(() => {
      const now = left()
      setSeconds(now)
      if (now === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
    // `left` reads only `until`.
  }, [until])
  return seconds
}
