/** Small inline icons; decorative, stroke follows `currentColor`. */
function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
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
export const BackIcon = () => <Icon path="M10 3L5 8l5 5" />
export const ChevronIcon = () => <Icon path="M6 3l5 5-5 5" />
