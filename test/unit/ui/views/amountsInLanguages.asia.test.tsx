// @vitest-environment happy-dom
// Issue 25: every amount in the language's grouping and digits (scenes and rules: amountsInLanguages.tsx).
import { amountLocaleGroups } from './amountLocaleGroups.js'
import { describeAmountsInLanguages } from './amountsInLanguages.js'

describeAmountsInLanguages(amountLocaleGroups.asia)
