// The rule the `commit-msg` hook enforces: a subject line of 1 to 72 characters. Git's own
// `fixup!`, `squash!` and `amend!` prefixes do not count against the length; merges obey too.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const MAX_SUBJECT_LENGTH = 72

const AUTOSQUASH_PREFIX = /^(?:(?:fixup|squash|amend)! )+/
const SCISSORS = /^# -+ >8 -+$/

/** The subject git will record: the first line with text, comments and the scissors part left out. */
export function subjectOf(message) {
  const lines = []
  for (const line of message.split(/\r?\n/)) {
    if (SCISSORS.test(line)) break
    if (!line.startsWith('#')) lines.push(line)
  }
  return (lines.find((line) => line.trim() !== '') ?? '').trimEnd()
}

/** Why the message cannot be committed, or undefined when it can. */
export function commitMessageProblem(message) {
  const subject = subjectOf(message)
  if (subject === '') return 'the commit message has no subject line'
  const counted = [...subject.replace(AUTOSQUASH_PREFIX, '')].length
  if (counted > MAX_SUBJECT_LENGTH)
    return `the subject line has ${counted} characters; keep it to ${MAX_SUBJECT_LENGTH} and put the why in the body`
  return undefined
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: commitMessage.mjs <commit message file>')
    process.exit(2)
  }
  const problem = commitMessageProblem(readFileSync(file, 'utf8'))
  if (problem) {
    console.error(`commit-msg: ${problem}`)
    process.exit(1)
  }
}
