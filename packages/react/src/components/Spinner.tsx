export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <>
      <span className="sigil-spinner" aria-hidden="true" style={{ width: size, height: size }} />
      {label && <span className="sigil-visually-hidden">{label}</span>}
    </>
  )
}
