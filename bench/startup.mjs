// The start-up benchmark on its own (it is also part of `npm run bench`):
//   node bench/startup.mjs [--startups=5]
// Needs `npm run build`. Port: BENCH_PORT (default 3900) + 30.
import { measureStartups, startupLine } from './lib/startup.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const runs = Number(arg('startups', 5))
const port = Number(process.env.BENCH_PORT || 3900) + 30
process.stdout.write(startupLine(await measureStartups(port, runs)) + '\n')
