/**
 * The words a person reads in the journeys' locales, as the modal's locale tables have them:
 * what the language journeys look for on screen.
 */
export type JourneyWords = Record<JourneyWord, string>

export type JourneyWord =
  | 'common.back'
  | 'common.close'
  | 'title.Connect'
  | 'title.Account'
  | 'common.disconnect'
  | 'feature.send'
  | 'title.Send'
  | 'send.amount'
  | 'send.to'
  | 'send.review'
  | 'send.send'

export const JOURNEY_WORDS: Readonly<Record<'de' | 'ja' | 'ar', JourneyWords>> = {
  de: {
    'common.back': 'Zurück',
    'common.close': 'Schließen',
    'title.Connect': 'Wallet verbinden',
    'title.Account': 'Konto',
    'common.disconnect': 'Trennen',
    'feature.send': 'Senden',
    'title.Send': 'Senden',
    'send.amount': 'Betrag',
    'send.to': 'An',
    'send.review': 'Prüfen',
    'send.send': 'Senden',
  },
  ja: {
    'common.back': '戻る',
    'common.close': '閉じる',
    'title.Connect': 'ウォレットを接続',
    'title.Account': 'アカウント',
    'common.disconnect': '接続解除',
    'feature.send': '送金',
    'title.Send': '送金',
    'send.amount': '数量',
    'send.to': '宛先',
    'send.review': '確認',
    'send.send': '送金',
  },
  ar: {
    'common.back': 'رجوع',
    'common.close': 'إغلاق',
    'title.Connect': 'ربط المحفظة',
    'title.Account': 'الحساب',
    'common.disconnect': 'قطع الاتصال',
    'feature.send': 'إرسال',
    'title.Send': 'إرسال',
    'send.amount': 'المبلغ',
    'send.to': 'إلى',
    'send.review': 'مراجعة',
    'send.send': 'إرسال',
  },
}
