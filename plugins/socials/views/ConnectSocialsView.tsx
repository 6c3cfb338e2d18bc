import { SocialButtons } from './SocialButtons.js'

/** ConnectSocials: the social buttons on their own (`hatch.open({ view: 'ConnectSocials' })`). */
export default function ConnectSocialsView() {
  return <SocialButtons headingLevel={2} />
}

/**
 * The social buttons inline on the Connect view (the plugin's `connectMethods` section). Beside
 * the view, so both load as one chunk with the buttons they render (a file each cost a chunk each).
 */
export function SocialSection() {
  return <SocialButtons />
}
