import type { ConnectMethod } from '@sigil/core'
import { Fragment } from 'react'
import { useT } from '../../strings/useT.js'
import { EmailSection } from './EmailSection.js'
import { SocialSection } from './SocialSection.js'
import { type ConnectLayout, useConnectLayout } from './useConnectLayout.js'
import { WalletSection } from './WalletSection.js'

const SECTIONS: Record<ConnectMethod, (props: { layout: ConnectLayout }) => React.JSX.Element | null> = {
  email: EmailSection,
  social: SocialSection,
  wallet: WalletSection,
}

/** The connect methods in the client's order, separated by a divider. */
export default function ConnectView() {
  const t = useT()
  const layout = useConnectLayout()
  return (
    <div>
      {layout.methods.map((method, index) => {
        const Section = SECTIONS[method]
        return (
          <Fragment key={method}>
            {index > 0 && <div className="sigil-divider">{t('connect.or')}</div>}
            <section
              className="sigil-section"
              data-method={method}
              aria-label={t(`connect.method.${method}`)}
            >
              <Section layout={layout} />
            </section>
          </Fragment>
        )
      })}
    </div>
  )
}
