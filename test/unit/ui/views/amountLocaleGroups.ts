/**
 * The shipped languages, split across the amountsInLanguages.*.test.tsx files so CI runs them side
 * by side (each renders every scene in each of its languages). amountsInLanguages.coverage.test.ts
 * holds them to ui/messages/locales: a language added there must be added here.
 */
export const amountLocaleGroups = {
  latin1: ['de', 'es', 'fr', 'it', 'nl'],
  latin2: ['id', 'pl', 'pt-BR', 'tr', 'vi'],
  asia: ['hi', 'ja', 'ko', 'th', 'zh-CN'],
  rtlCyrillic: ['ar', 'fa', 'he', 'ru', 'uk'],
} as const satisfies Record<string, readonly string[]>
