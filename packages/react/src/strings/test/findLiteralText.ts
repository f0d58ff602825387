import { readFileSync } from 'node:fs'
import ts from 'typescript'

/** Attributes whose value a person reads or hears. */
const WORD_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'badge',
  'description',
  'warning',
  'heading',
])

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
])

export type LiteralText = { file: string; line: number; text: string }

/** Text with a letter in it: punctuation, digits and symbols alone are layout, not words. */
const hasWords = (text: string) => /\p{L}/u.test(text)

/**
 * Every user-facing literal written in a TSX file: JSX text, and string literals (or template
 * literals with words) given to a word attribute or as a child expression.
 */
export function findLiteralText(file: string, text = readFileSync(file, 'utf8')): LiteralText[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: LiteralText[] = []
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push({ file, line: line + 1, text: text.trim() })
  }
  const literalWords = (expression: ts.Expression): ts.Node[] => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return hasWords(expression.text) ? [expression] : []
    if (ts.isTemplateExpression(expression)) {
      const parts = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)]
      return parts.some(hasWords) ? [expression] : []
    }
    if (ts.isConditionalExpression(expression))
      return [...literalWords(expression.whenTrue), ...literalWords(expression.whenFalse)]
    if (ts.isBinaryExpression(expression) && !COMPARISONS.has(expression.operatorToken.kind))
      return [...literalWords(expression.left), ...literalWords(expression.right)]
    if (ts.isParenthesizedExpression(expression)) return literalWords(expression.expression)
    return []
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text)
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      for (const literal of literalWords(node.expression)) report(literal, literal.getText(source))
    if (ts.isJsxAttribute(node) && WORD_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer
      if (ts.isStringLiteral(value) && hasWords(value.text)) report(value, value.text)
      if (ts.isJsxExpression(value) && value.expression)
        for (const literal of literalWords(value.expression)) report(literal, literal.getText(source))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
