export function Skeleton({
  width = '100%',
  height = 16,
  radius,
}: {
  width?: number | string
  height?: number | string
  radius?: number
}) {
  return (
    <span className="sigil-skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />
  )
}
