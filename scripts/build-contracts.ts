/**
 * Compiles the sandbox's Solidity sources (`sandbox/contracts/*.sol`) with the `solc` npm package
 * into `sandbox/contracts/artifacts.json` (ABI + creation bytecode per contract).
 *
 * The artifacts are committed so that starting the sandbox never compiles: run this script only
 * after editing a `.sol` file (`node --import tsx scripts/build-contracts.ts`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solcModule from 'solc'

/** The two calls used here; the package's own typings declare `compile` and `version` as `any`. */
const solc = solcModule as { compile(input: string): string; version(): string }

const contractsDir = fileURLToPath(new URL('../sandbox/contracts/', import.meta.url))

/** Shape of one compiled contract in artifacts.json. */
interface Artifact {
  abi: unknown[]
  bytecode: `0x${string}`
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

function build(): void {
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort()
  if (files.length === 0) throw new Error(`No .sol files found in ${contractsDir}`)
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(files.map((f) => [f, { content: readFileSync(join(contractsDir, f), 'utf8') }])),
    settings: {
      // cancun: every anvil hardfork we run supports it, and it avoids newer opcodes by surprise.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const artifacts: Record<string, Artifact> = {}
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    for (const [name, compiled] of Object.entries(contracts)) {
      if (artifacts[name]) throw new Error(`Contract name ${name} appears twice (second in ${file})`)
      artifacts[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
    }
  }
  const payload = { compiler: `solc ${solc.version()}`, evmVersion: 'cancun', contracts: artifacts }
  writeFileSync(join(contractsDir, 'artifacts.json'), `${JSON.stringify(payload, null, 2)}\n`)
  console.log(`Wrote ${Object.keys(artifacts).join(', ')} to sandbox/contracts/artifacts.json`)
}

build()
