// `node bench/nextFirstLoad.mjs`: the Next.js example's first-load JS beside a bare Next.js page's
// (bench/lib/nextFirstLoad.mjs), alone; `npm run bench` prints the same first. Needs `npm run build`.
import { measureNextApps, nextReport } from './lib/nextFirstLoad.mjs'

const results = await measureNextApps((line) => console.error(line))
console.log(nextReport(results))
