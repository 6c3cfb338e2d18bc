/** What the visitor types as a code: digits only (spaces and dashes from a copied code are dropped). */
export const codeInput = (text: string): string => text.replace(/[^\d]/g, '').slice(0, 12)
