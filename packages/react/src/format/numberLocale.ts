/**
 * The locale numbers, amounts and dates are written in for a modal speaking `locale`. Arabic
 * keeps Latin digits (`ar-u-nu-latn`): amounts are compared with explorers and wallets that
 * write them so, addresses and hashes beside them are Latin, and engines disagree on Arabic's
 * default digits; the words around them stay Arabic.
 */
export function numberLocale(locale: string): string {
  return locale === 'ar' || locale.startsWith('ar-') ? `${locale.split('-u-')[0]}-u-nu-latn` : locale
}
