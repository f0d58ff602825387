import { spawnSync } from 'node:child_process'

export type CoreFigure = { name: string; opsPerSecond: number }

/** Runs packages/core/bench/core.bench.ts (`npm run bench:core`) and reads its "name  N ops/s" lines. */
export function runCoreBench(cwd: string): { figures: CoreFigure[]; error?: string } {
  const r = spawnSync('npm', ['run', '--silent', 'bench:core'], { cwd, encoding: 'utf8' })
  const figures: CoreFigure[] = []
  for (const line of r.stdout.split('\n')) {
    const m = line.match(/^(.*?)\s+([\d,]+) ops\/s\s*$/)
    if (m?.[1] && m[2]) figures.push({ name: m[1].trim(), opsPerSecond: Number(m[2].replace(/,/g, '')) })
  }
  return r.status === 0 ? { figures } : { figures, error: `${r.stderr}`.slice(-1000) }
}
