export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  still = false,
}: {
  width?: number | string
  height?: number | string
  radius?: number
  /** No shimmer: for skeletons that come and go by the dozen (a scrolled grid). */
  still?: boolean
}) {
  return (
    <span
      className={still ? 'sigil-skeleton sigil-skeleton--still' : 'sigil-skeleton'}
      aria-hidden="true"
      style={{ width, height, borderRadius: radius }}
    />
  )
}
