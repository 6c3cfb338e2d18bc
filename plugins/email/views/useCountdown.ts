import { useEffect, useState } from 'react'

/** Whole seconds from now until `until` (epoch ms); 0 once reached or when undefined. */
const secondsUntil = (until: number | undefined) => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))

/** Whole seconds until `until` (epoch ms), ticking every second; 0 once reached or when undefined. */
export function useCountdown(until: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until))
  useEffect(() => {
    setSeconds(secondsUntil(until))
    if (until === undefined) return
    const timer = setInterval(() => {
      const now = secondsUntil(until)
      setSeconds(now)
      if (now === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}
