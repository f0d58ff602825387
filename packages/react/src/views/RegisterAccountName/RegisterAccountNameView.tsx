import { NAME_SUFFIX } from '@sigil/core'
import { useId, useState } from 'react'

/** Lets the user preview a name; registering it is the client's job once it offers the action. */
export default function RegisterAccountNameView() {
  const [name, setName] = useState('')
  const inputId = useId()
  return (
    <div className="sigil-stack">
      <label className="sigil-section-title" htmlFor={inputId}>
        Name
      </label>
      <input
        id={inputId}
        className="sigil-input"
        value={name}
        placeholder="yourname"
        autoComplete="off"
        onChange={(event) => setName(event.target.value.toLowerCase())}
      />
      <p className="sigil-hint">{name ? `${name}${NAME_SUFFIX}` : `Your name will end in ${NAME_SUFFIX}`}</p>
    </div>
  )
}
