/** Loads the modal shell chunk (shadow root, styles, outlet). Shared by lazy() and the idle prefetch. */
export const loadModalHost = () => import('../modal/ModalHost.js')
