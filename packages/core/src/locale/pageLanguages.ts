/**
 * What the page says about its reader's language, most specific first: the document's
 * `<html lang>`, then the browser's languages. Empty on a server.
 */
export function pageLanguages(): string[] {
  const languages: string[] = []
  if (typeof document !== 'undefined') {
    const lang = document.documentElement?.getAttribute('lang')?.trim()
    if (lang) languages.push(lang)
  }
  if (typeof navigator !== 'undefined') {
    const preferred = navigator.languages?.length ? navigator.languages : [navigator.language]
    for (const language of preferred) if (typeof language === 'string' && language) languages.push(language)
  }
  return languages
}
