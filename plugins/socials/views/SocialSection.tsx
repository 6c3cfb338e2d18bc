import { SocialButtons } from './SocialButtons.js'

/** The social buttons inline on the Connect view (the plugin's `connectMethods` section). */
export default function SocialSection() {
  return <SocialButtons />
}
