import type { elementsOf } from './approvalView.js'

type Elements = ReturnType<typeof elementsOf>

/** A button that submits nothing (the frame's views handle every click themselves). */
export function plainButton(el: Elements, label: string): HTMLButtonElement {
  const button = el('button', label)
  button.type = 'button'
  return button
}

/** The row of a view's buttons, styled as the approval prompt's. */
export function actionRow(el: Elements, ...buttons: HTMLButtonElement[]): HTMLDivElement {
  const actions = el('div')
  actions.className = 'actions'
  actions.append(...buttons)
  return actions
}
