import { Spinner } from '../../components/Spinner.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { routeString } from '../routeData.js'

/** Shows the Farcaster sign-in link the client fetched. */
export default function ConnectingFarcasterView() {
  const url = useSigilSelector((state) => routeString(state.router.data, 'url'))
  return (
    <div className="sigil-center">
      {url ? (
        <>
          <p className="sigil-text-muted">Open the link on the device with your Farcaster account.</p>
          <a
            className="sigil-button sigil-button--primary sigil-button--md"
            href={url}
            target="_blank"
            rel="noreferrer"
          >
            Open Farcaster
          </a>
        </>
      ) : (
        <Spinner label="Preparing Farcaster sign-in" />
      )}
    </div>
  )
}
