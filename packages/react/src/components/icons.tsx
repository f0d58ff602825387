/** Small inline icons; decorative, stroke follows `currentColor`, drawn on a `size` px grid. */
function Icon({ path, size = 16, mirror = false }: { path: string; size?: 16 | 20; mirror?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      {...(mirror ? { className: 'sigil-mirror' } : {})}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  )
}

export const CloseIcon = () => <Icon path="M4 4l8 8M12 4l-8 8" />
// Arrows that point along the reading direction turn round in a right-to-left modal.
export const BackIcon = () => <Icon path="M10 3L5 8l5 5" mirror />
export const ChevronIcon = () => <Icon path="M6 3l5 5-5 5" mirror />
export const CopyIcon = () => <Icon path="M5.5 5.5V3h7.5v7.5h-2.5M3 5.5h7.5V13H3z" />

/** Wallet feature icons, drawn on a 20 px grid. */
const FeatureIcon = ({ path }: { path: string }) => <Icon path={path} size={20} />

export const BuyIcon = () => <FeatureIcon path="M3 6.5h14v9H3zM3 9.5h14M6 13h3" />
export const SwapIcon = () => <FeatureIcon path="M4 7h11l-3-3M16 13H5l3 3" />
export const ReceiveIcon = () => <FeatureIcon path="M10 3v11M5.5 9.5L10 14l4.5-4.5M4 17h12" />
export const SendIcon = () => <FeatureIcon path="M10 15V4M5.5 8.5L10 4l4.5 4.5M4 17h12" />
export const WalletsIcon = () => (
  <FeatureIcon path="M3 6h12a2 2 0 012 2v7a2 2 0 01-2 2H5a2 2 0 01-2-2zM3 6l9-3v3M13.5 11.5h.01" />
)
export const DisconnectIcon = () => (
  <FeatureIcon path="M8 4H5a2 2 0 00-2 2v8a2 2 0 002 2h3M12 14l4-4-4-4M16 10H8" />
)

/** A check mark, drawn a little bolder than the 16 px icons so it reads at any size. */
export const CheckIcon = ({ size = 14 }: { size?: number }) => (
  <svg
    aria-hidden="true"
    width={size}
    height={size}
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M3.5 8.5l3 3 6-7" />
  </svg>
)
