import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'

export function EmailSection() {
  const client = useSigilClient()
  const [email, setEmail] = useState('')
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim()) client.router.push('EmailLogin', { email: email.trim() })
  }
  return (
    <form className="sigil-row" onSubmit={submit}>
      <label htmlFor={inputId} className="sigil-visually-hidden">
        Email
      </label>
      <input
        id={inputId}
        className="sigil-input"
        type="email"
        placeholder="Email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" style={{ flex: 'none' }} disabled={!email.trim()}>
        Continue
      </Button>
    </form>
  )
}
