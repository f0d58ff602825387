/** The sign-in and confirmation codes the secure site sends are six digits. */
export const OTP_LENGTH = 6

/** Keeps the digits of what was typed or pasted ('123 456', '123-456' → '123456'), at most six. */
export function otpDigits(value: string): { digits: string; hadLetters: boolean } {
  return { digits: value.replace(/\D/g, '').slice(0, OTP_LENGTH), hadLetters: /[^\d\s-]/.test(value) }
}

/**
 * Why an email step cannot go on, for the view to put in words: letters were typed into the
 * code, or a call failed (its error, which the view describes in the active locale).
 */
export type EmailStepProblem = { code: 'digitsOnly' } | { code: 'failed'; error: unknown }

/** The code field after a person typed or pasted `text`: its digits, and the problem to show, if any. */
export function typedCode(text: string): {
  code: string
  problem: EmailStepProblem | undefined
  complete: boolean
} {
  const { digits, hadLetters } = otpDigits(text)
  return {
    code: digits,
    problem: hadLetters ? { code: 'digitsOnly' } : undefined,
    complete: digits.length === OTP_LENGTH,
  }
}
