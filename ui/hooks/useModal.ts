import { useCallback } from 'react'
import type { OpenOptions } from '../../kernel/modal/modalController.js'
import { useHatch } from './useHatch.js'
import { useHatchState } from './useHatchState.js'

/** What {@link useModal} returns. */
export interface ModalControls {
  isOpen: boolean
  /** Opens the modal by the spec's opening rules (or on `options.view`). */
  open: (options?: OpenOptions) => void
  /** Closes unless the current view forbids it; returns whether it closed. */
  close: () => boolean
}

/**
 * Opens and closes the modal, and tells whether it is open.
 *
 * @example
 * ```tsx
 * const { open, isOpen } = useModal()
 * <button onClick={() => open({ view: 'Account' })}>Account</button>
 * ```
 */
export function useModal(): ModalControls {
  const hatch = useHatch()
  const isOpen = useHatchState((state) => state.modal.open)
  const open = useCallback((options?: OpenOptions) => hatch.open(options), [hatch])
  const close = useCallback(() => hatch.close(), [hatch])
  return { isOpen, open, close }
}
