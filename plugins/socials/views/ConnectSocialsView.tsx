import { SocialButtons } from './SocialButtons.js'

/** ConnectSocials: the social buttons on their own (`hatch.open({ view: 'ConnectSocials' })`). */
export default function ConnectSocialsView() {
  return <SocialButtons headingLevel={2} />
}
