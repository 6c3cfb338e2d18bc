// @vitest-environment happy-dom
// Issue 25 item 4: no English inside a translated view (rules and allow-lists: englishLeftovers.ts).
import { describeNoEnglishLeft } from './englishLeftovers.js'

describeNoEnglishLeft(['de', 'es', 'fr', 'id', 'it'])
