import type { ButtonHTMLAttributes, Ref } from 'react'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'md' | 'sm'
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['sigil-button', `sigil-button--${variant}`, `sigil-button--${size}`, className]
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />
}
