// Markdown for one package's API from typedoc's reflections: one section per export subpath,
// one entry per export with its signature or type and its TSDoc. No line numbers, so a page
// changes only when an export, its type or its documentation does.
import {
  type Comment,
  type CommentDisplayPart,
  type DeclarationReflection,
  type ParameterReflection,
  ReferenceReflection,
  ReflectionKind,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc'

export type ApiModule = { specifier: string; module: DeclarationReflection }
export type ApiPackage = { name: string; description: string; modules: readonly ApiModule[] }

const GROUPS: ReadonlyArray<[string, readonly ReflectionKind[]]> = [
  ['Functions', [ReflectionKind.Function]],
  ['Classes', [ReflectionKind.Class]],
  ['Constants', [ReflectionKind.Variable]],
  ['Interfaces', [ReflectionKind.Interface]],
  ['Types', [ReflectionKind.TypeAlias]],
  ['Enums', [ReflectionKind.Enum]],
  ['Namespaces', [ReflectionKind.Namespace]],
  ['Re-exports', [ReflectionKind.Reference]],
]

const typeText = (type: SomeType | undefined): string => type?.toString() ?? 'unknown'

/** Display parts as markdown: text and code as written, `{@link X}` as `X` in code. */
function partsText(parts: readonly CommentDisplayPart[] | undefined): string {
  return (parts ?? [])
    .map((part) => (part.kind === 'inline-tag' ? `\`${part.text}\`` : part.text))
    .join('')
    .trim()
}

/** Inline code that may itself hold backticks (template literal types). */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`'
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

/** One line for a table cell: no pipes, no line breaks. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

function typeParams(params: readonly TypeParameterReflection[] | undefined): string {
  if (!params?.length) return ''
  return `<${params.map((p) => (p.type ? `${p.name} extends ${typeText(p.type)}` : p.name)).join(', ')}>`
}

function parameter(p: ParameterReflection): string {
  const rest = p.flags.isRest ? '...' : ''
  const optional = p.flags.isOptional || p.defaultValue !== undefined ? '?' : ''
  // a destructured parameter has no name of its own
  const name = p.name === '__namedParameters' ? 'options' : p.name
  return `${rest}${name}${optional}: ${typeText(p.type)}`
}

const signatureText = (name: string, sig: SignatureReflection): string =>
  `${name}${typeParams(sig.typeParameters)}(${(sig.parameters ?? []).map(parameter).join(', ')}): ${typeText(sig.type)}`

function commentBlock(comment: Comment | undefined): string[] {
  if (!comment) return []
  const out: string[] = []
  const summary = partsText(comment.summary)
  if (summary) out.push(summary, '')
  if (comment.hasModifier('@deprecated') || comment.getTag('@deprecated')) {
    const why = partsText(comment.getTag('@deprecated')?.content)
    out.push(`**Deprecated.**${why ? ` ${why}` : ''}`, '')
  }
  const remarks = partsText(comment.getTag('@remarks')?.content)
  if (remarks) out.push(remarks, '')
  for (const example of comment.getTags('@example')) out.push('Example:', '', partsText(example.content), '')
  return out
}

function signatureBlock(name: string, sig: SignatureReflection): string[] {
  const out = ['```ts', signatureText(name, sig), '```', '', ...commentBlock(sig.comment)]
  const params = (sig.parameters ?? []).filter((p) => p.comment?.summary.length)
  if (params.length > 0) {
    out.push('| Parameter | Description |', '| --- | --- |')
    for (const p of params) out.push(`| \`${p.name}\` | ${cell(partsText(p.comment?.summary))} |`)
    out.push('')
  }
  const returns = partsText(sig.comment?.getTag('@returns')?.content)
  if (returns) out.push(`Returns: ${returns}`, '')
  return out
}

/** Properties and methods of an object type, interface or class, as a table. */
function membersTable(members: readonly DeclarationReflection[] | undefined): string[] {
  const shown = (members ?? []).filter(
    (m) => !m.flags.isPrivate && !m.flags.isProtected && !m.name.startsWith('#'),
  )
  if (shown.length === 0) return []
  const out = ['| Member | Type | Description |', '| --- | --- | --- |']
  for (const m of shown) {
    const optional = m.flags.isOptional ? '?' : ''
    const type = m.signatures?.length
      ? m.signatures.map((sig) => signatureText('', sig)).join('; ')
      : m.getSignature
        ? typeText(m.getSignature.type)
        : typeText(m.type)
    const comment = m.comment ?? m.signatures?.[0]?.comment ?? m.getSignature?.comment
    out.push(
      `| ${code(`${m.name}${optional}`)} | ${code(cell(type))} | ${cell(partsText(comment?.summary))} |`,
    )
  }
  out.push('')
  return out
}

function entry(reflection: DeclarationReflection): string[] {
  const out = [`#### \`${reflection.name}\``, '']
  switch (reflection.kind) {
    case ReflectionKind.Function:
      for (const sig of reflection.signatures ?? []) out.push(...signatureBlock(reflection.name, sig))
      break
    case ReflectionKind.Variable:
      out.push('```ts', `const ${reflection.name}: ${typeText(reflection.type)}`, '```', '')
      out.push(...commentBlock(reflection.comment))
      break
    case ReflectionKind.TypeAlias: {
      // typedoc puts an object type's members on the alias itself, or on a reflection type
      const declaration = reflection.type?.type === 'reflection' ? reflection.type.declaration : reflection
      if (declaration.children?.length) {
        out.push(...commentBlock(reflection.comment), ...membersTable(declaration.children))
      } else if (reflection.type?.type === 'intersection') {
        // `A & { ... }`: the named parts in the signature, the literal's members in a table
        const literals = reflection.type.types.flatMap((t) =>
          t.type === 'reflection' ? [t.declaration] : [],
        )
        const named = reflection.type.types.filter((t) => t.type !== 'reflection').map(typeText)
        const head = [...named, ...(literals.length ? ['{ … }'] : [])].join(' & ')
        out.push(
          '```ts',
          `type ${reflection.name}${typeParams(reflection.typeParameters)} = ${head}`,
          '```',
          '',
        )
        out.push(...commentBlock(reflection.comment), ...literals.flatMap((d) => membersTable(d.children)))
      } else {
        out.push(
          '```ts',
          `type ${reflection.name}${typeParams(reflection.typeParameters)} = ${typeText(reflection.type)}`,
        )
        out.push('```', '', ...commentBlock(reflection.comment))
      }
      break
    }
    case ReflectionKind.Class: {
      out.push(...commentBlock(reflection.comment))
      const construct = reflection.children?.find((c) => c.kind === ReflectionKind.Constructor)
      for (const sig of construct?.signatures ?? [])
        out.push(...signatureBlock(`new ${reflection.name}`, sig))
      out.push(...membersTable(reflection.children?.filter((c) => c.kind !== ReflectionKind.Constructor)))
      break
    }
    case ReflectionKind.Interface:
    case ReflectionKind.Enum:
      out.push(...commentBlock(reflection.comment), ...membersTable(reflection.children))
      break
    case ReflectionKind.Reference: {
      const target =
        reflection instanceof ReferenceReflection ? reflection.getTargetReflectionDeep() : undefined
      out.push(`The same as \`${target?.name ?? reflection.name}\`.`, '')
      break
    }
    default:
      out.push(...commentBlock(reflection.comment))
  }
  return out
}

function moduleSection({ specifier, module }: ApiModule): string[] {
  const out = [`## \`${specifier}\``, '']
  const summary = partsText(module.comment?.summary)
  if (summary) out.push(summary, '')
  const children = module.children ?? []
  for (const [title, kinds] of GROUPS) {
    const members = children
      .filter((child) => kinds.includes(child.kind))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    if (members.length === 0) continue
    out.push(`### ${title}`, '')
    for (const member of members) out.push(...entry(member))
  }
  return out
}

/** The whole page for a package. */
export function renderApiMarkdown(pkg: ApiPackage): string {
  const lines = [
    `# ${pkg.name}`,
    '',
    pkg.description,
    '',
    '<!-- Generated from the TSDoc in the source by `npm run docs:api`; edit the source, not this page. -->',
    '',
    ...pkg.modules.flatMap(moduleSection),
  ]
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}
