import { useEffect, useRef, useState } from 'react'

/** Duration of the attention shake (spec §2 and §9). */
export const SHAKE_MS = 500

/**
 * True for 500 ms each time `counter` changes after the first render (the kernel bumps
 * `state.modal.shake` to ask for it). Whether it moves is left to CSS, which honours
 * prefers-reduced-motion.
 */
export function useShake(counter: number): boolean {
  const [shaking, setShaking] = useState(false)
  const initial = useRef(counter)
  useEffect(() => {
    if (counter === initial.current) return
    initial.current = counter
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), SHAKE_MS)
    return () => clearTimeout(timer)
  }, [counter])
  return shaking
}
