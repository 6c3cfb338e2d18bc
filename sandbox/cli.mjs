// `npm start` entry: registers tsx so the TypeScript sources run as-is, then starts the CLI.
import { register } from 'tsx/esm/api'
register()
await import('./cli.ts')
