import { IntlMessageFormat } from 'intl-messageformat'

/** ICU AST element types of intl-messageformat's parser (argument, number, date, time, select, plural, tag). */
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] }
const LITERAL = 0
const POUND = 7

/** The argument names a message uses (`{name}`, `{n, number}`, `{count, plural, …}` and those inside its branches). */
function argumentsOf(elements: readonly Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== LITERAL && element.type !== POUND && element.value !== undefined) into.add(element.value)
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into)
    if (element.children) argumentsOf(element.children, into)
  }
  return into
}

/** Parses `text` as ICU MessageFormat in `locale`: its arguments, or the parse error. */
export function parseIcu(text: string, locale: string): { args: string[] } | { error: string } {
  try {
    const ast = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst() as Element[]
    return { args: [...argumentsOf(ast)].sort() }
  } catch (error) {
    return { error: (error as Error).message }
  }
}
