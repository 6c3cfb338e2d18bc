/**
 * Builds `sandbox/contracts/erc4337-v0.8.json`, the ERC-4337 contracts the sandbox deploys
 * (docs/smart-accounts.md): EntryPoint v0.8 and EntryPointSimulations copied verbatim from
 * `@account-abstraction/contracts@0.8.0`'s artifacts, and Hatch's own HatchSmartAccount(Factory)
 * and HatchVerifyingPaymaster (`sandbox/contracts/erc4337/*.sol`, built on that package's
 * BaseAccount and BasePaymaster) compiled here with the `solc` npm package.
 *
 * The output is committed so that starting the sandbox never compiles: run this script only after
 * editing one of those `.sol` files (`node --import tsx scripts/build-erc4337.ts`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solcModule from 'solc'

const solc = solcModule as { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string; version(): string }
const require = createRequire(import.meta.url)
const sourcesDir = fileURLToPath(new URL('../sandbox/contracts/erc4337/', import.meta.url))
const outFile = fileURLToPath(new URL('../sandbox/contracts/erc4337-v0.8.json', import.meta.url))
const PACKAGE = '@account-abstraction/contracts'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

/** Imports (`@account-abstraction/…`, `@openzeppelin/…`) come from node_modules. */
function findImport(path: string) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

function build(): void {
  const ours = readdirSync(sourcesDir).filter((f) => f.endsWith('.sol'))
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(ours.map((f) => [f, { content: readFileSync(join(sourcesDir, f), 'utf8') }])),
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 1_000_000 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const wanted = ['HatchSmartAccount', 'HatchSmartAccountFactory', 'HatchVerifyingPaymaster']
  const compiled: Record<string, { abi: unknown[]; bytecode: string }> = {}
  for (const file of ours) {
    for (const [name, contract] of Object.entries(output.contracts?.[file] ?? {}))
      if (wanted.includes(name)) compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  const artifact = (name: string) =>
    JSON.parse(readFileSync(require.resolve(`${PACKAGE}/artifacts/${name}.json`), 'utf8')) as { abi: unknown[]; bytecode: string; deployedBytecode: string }
  const entryPoint = artifact('EntryPoint')
  const simulations = artifact('EntryPointSimulations')
  const version = (JSON.parse(readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8')) as { version: string }).version
  const payload = {
    source: `EntryPoint and EntryPointSimulations: ${PACKAGE}@${version} artifacts; the Hatch contracts: sandbox/contracts/erc4337, solc ${solc.version()}, cancun`,
    contracts: {
      EntryPoint: { abi: entryPoint.abi, bytecode: entryPoint.bytecode },
      EntryPointSimulations: { abi: simulations.abi, deployedBytecode: simulations.deployedBytecode },
      ...compiled,
    },
  }
  writeFileSync(outFile, `${JSON.stringify(payload)}\n`)
  console.log(`Wrote ${Object.keys(payload.contracts).join(', ')} to sandbox/contracts/erc4337-v0.8.json`)
}

build()
