import { describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { getJson, sdkQuery } from '../../integration/sandbox/helpers.js'
import { freshAccount, fund, network, sandbox } from '../evm/evmStack.js'
import { airdropSpam, mintHatchling, transferHatchling, uniqueTokenId } from './nftsStack.js'

const dataUrl = (path: string, query: Record<string, string | number> = {}) => `${sandbox().urls.data}${path}?${sdkQuery(query)}`

interface NftItem {
  chainId: string
  collection: { address: string; name: string; symbol: string }
  tokenId: string
  name: string
  imageUrl: string
  flags: { is_spam: boolean }
}

describe('the data service: ERC721 holdings read from the chain (GET /v1/account/{address}/nfts)', () => {
  it('lists a token minted to the address with its collection, metadata name, picture and spam flag; a token sent away leaves', async () => {
    const main = network(0)
    const holder = freshAccount()
    const spammer = freshAccount()
    const receiver = freshAccount()
    await fund(main, holder.address, { wei: parseEther('1') })
    await fund(main, spammer.address, { wei: parseEther('1') })
    const tokenId = uniqueTokenId()
    await mintHatchling(main, holder.address, tokenId)
    await airdropSpam(main, spammer, holder.address)

    const res = await getJson(dataUrl(`/v1/account/${holder.address}/nfts`, { chainId: main.caipNetworkId }))
    expect(res.status).toBe(200)
    const nfts = res.body.nfts as NftItem[]
    // Newest acquisition first: the airdrop came after the mint.
    expect(nfts.map((n) => [n.collection.name, n.flags.is_spam])).toEqual([
      ['Claim Your Reward Pass', true],
      ['Hatch Sandbox Hatchlings', false],
    ])
    const hatchling = nfts[1] as NftItem
    expect(hatchling).toEqual({
      chainId: main.caipNetworkId,
      collection: { address: `${main.caipNetworkId}:${main.contracts.nft.address.toLowerCase()}`, name: 'Hatch Sandbox Hatchlings', symbol: 'HATCH' },
      tokenId: tokenId.toString(),
      name: `Hatchling #${tokenId}`,
      imageUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\/nft-image\//),
      flags: { is_spam: false },
    })

    // The picture is a real SVG image of that token, served on 127.0.0.1.
    const image = await fetch(hatchling.imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await image.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/)
    expect(svg).toContain(`HATCH #${tokenId}`)

    // Only the chain decides: once the token is sent away it is the receiver's.
    await transferHatchling(main, holder, receiver.address, tokenId)
    const after = await getJson(dataUrl(`/v1/account/${holder.address}/nfts`, { chainId: main.caipNetworkId }))
    expect((after.body.nfts as NftItem[]).map((n) => n.collection.symbol)).toEqual(['CLAIM'])
    const theirs = await getJson(dataUrl(`/v1/account/${receiver.address}/nfts`))
    expect((theirs.body.nfts as NftItem[]).map((n) => [n.chainId, n.tokenId])).toEqual([[main.caipNetworkId, tokenId.toString()]])
  })

  it('the seed: account 0 holds Hatchlings 1 and 2 and a spam airdrop on every chain; a fresh address holds nothing', async () => {
    const holder = sandbox().accounts[0]?.address as string
    const res = await getJson(dataUrl(`/v1/account/${holder}/nfts`, { chainId: network(1).caipNetworkId }))
    const seeded = (res.body.nfts as NftItem[]).filter((n) => !n.flags.is_spam).map((n) => n.name)
    expect(seeded).toEqual(expect.arrayContaining(['Hatchling #1', 'Hatchling #2']))
    expect((res.body.nfts as NftItem[]).some((n) => n.flags.is_spam && n.collection.symbol === 'CLAIM')).toBe(true)
    const empty = await getJson(dataUrl(`/v1/account/${freshAccount().address}/nfts`, { chainId: network(0).caipNetworkId }))
    expect(empty).toMatchObject({ status: 200, body: { nfts: [] } })
  })

  it('refuses bad input with a message naming it, and the common query rules apply', async () => {
    const address = freshAccount().address
    expect(await getJson(dataUrl('/v1/account/0x1234/nfts'))).toMatchObject({
      status: 400,
      body: { message: "Invalid address '0x1234': expected 0x followed by 40 hex characters" },
    })
    expect((await getJson(dataUrl(`/v1/account/${address}/nfts`, { chainId: 'eip155:1' }))).body.message).toMatch(
      /^Unsupported chainId 'eip155:1'; supported: eip155:713101/,
    )
    const solana = await getJson(dataUrl(`/v1/account/${address}/nfts`, { chainId: 'solana:abc' }))
    expect(solana.status).toBe(400)
    expect(solana.body.message).toMatch(/^Unsupported chainId 'solana:abc': NFT holdings are served for EVM chains only \(eip155:713101, /)
    const missing = await getJson(`${sandbox().urls.data}/v1/account/${address}/nfts?projectId=${sandbox().projectId}&st=t`)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^Invalid query: sv: /)
    const unknown = await getJson(`${sandbox().urls.data}/v1/account/${address}/nfts?projectId=nope&st=t&sv=t`)
    expect(unknown).toMatchObject({ status: 403, body: { message: 'Unauthorized: invalid key' } })

    const nft = network(0).contracts.nft.address
    expect(await getJson(dataUrl(`/v1/nft-image/${network(0).caipNetworkId}/${nft}/999999999999`))).toMatchObject({
      status: 404,
      body: { message: `No token 999999999999 in collection ${nft.toLowerCase()} on ${network(0).caipNetworkId}` },
    })
    expect(await getJson(dataUrl(`/v1/nft-image/${network(0).caipNetworkId}/${nft}/abc`))).toMatchObject({
      status: 400,
      body: { message: "Invalid token id 'abc': expected a decimal integer" },
    })
  })
})
