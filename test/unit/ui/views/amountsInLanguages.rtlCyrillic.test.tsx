// @vitest-environment happy-dom
// Issue 25: every amount in the language's grouping and digits (scenes and rules: amountsInLanguages.tsx).
import { rtlLocales } from '../../../../ui/messages/localeTags.js'
import { amountLocaleGroups } from './amountLocaleGroups.js'
import { describeAmountsInLanguages, describeAmountsKeepTheirOrder } from './amountsInLanguages.js'

describeAmountsInLanguages(amountLocaleGroups.rtlCyrillic)
describeAmountsKeepTheirOrder(rtlLocales)
