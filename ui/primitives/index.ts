/**
 * `hatch/react/primitives`: the shell's UI building blocks, exported for plugin views (built-in and
 * host-authored) so they look like the shell's own. A separate entry from `hatch/react`, so a
 * host's page never loads them before a view that uses them.
 * @packageDocumentation
 */
export { QrCode, type QrCodeProps } from './QrCode.js'
export { Button, type ButtonProps, type ButtonVariant } from './Button.js'
export { TextField, type TextFieldProps } from './TextField.js'
export { TokenAmount, type TokenAmountProps } from './TokenAmount.js'
export { formatTokenAmount, type FormatTokenAmountOptions, type AmountPrecision } from './formatTokenAmount.js'
export { formatDecimal, formatFiat, formatPercent, type FormatDecimalOptions } from '../../kernel/units/formatDecimal.js'
export { isolate } from '../format/isolate.js'
export {
  parseTokenAmount,
  amountProblemParams,
  type ParsedTokenAmount,
  type AmountProblem,
  type ParseTokenAmountOptions,
} from '../../kernel/units/parseTokenAmount.js'
export { localizeAmountParams, useAmountErrorParams } from './amountErrorParams.js'
export { AddressText, shortAddress, type AddressTextProps } from './AddressText.js'
export { ListRow, type ListRowProps } from './ListRow.js'
export { Glyph } from './Glyph.js'
export { formStyles } from './formStyles.js'
export { TokenSelect, type TokenSelectProps, type TokenOption } from './TokenSelect.js'
export { LiveStatus, type LiveStatusProps } from './LiveStatus.js'
export { ConnectFirst, type ConnectFirstProps } from './ConnectFirst.js'
export { errorTextFor, type ErrorSay } from './errorTextFor.js'
