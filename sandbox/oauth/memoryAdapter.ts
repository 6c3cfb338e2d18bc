import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  expiresAt: number | undefined
}

/**
 * oidc-provider's storage for one sandbox provider, in memory (a sandbox forgets everything on
 * stop, like the other sandbox services). One store per provider process, shared by every model
 * (sessions, interactions, codes, tokens, grants, clients); lookups by uid and user code as the
 * library's adapter contract asks.
 */
export function memoryAdapterFactory(now: () => number = Date.now): {
  factory: (model: string) => Adapter
  put(model: string, id: string, payload: AdapterPayload): void
} {
  const store = new Map<string, Entry>()
  const key = (model: string, id: string) => `${model}:${id}`
  const live = (entry: Entry | undefined) => (entry && (entry.expiresAt === undefined || entry.expiresAt > now()) ? entry.payload : undefined)
  const put = (model: string, id: string, payload: AdapterPayload, expiresIn?: number) => {
    store.set(key(model, id), { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : undefined })
    if (payload.uid) store.set(key(`${model}:uid`, payload.uid), { payload: { id }, expiresAt: undefined })
    if (payload.grantId) {
      const list = store.get(key('grant', payload.grantId))?.payload as { ids?: string[] } | undefined
      store.set(key('grant', payload.grantId), { payload: { ids: [...(list?.ids ?? []), key(model, id)] }, expiresAt: undefined })
    }
  }
  const factory = (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      put(model, id, payload, expiresIn)
    },
    async find(id) {
      return live(store.get(key(model, id)))
    },
    async findByUserCode() {
      return undefined
    },
    async findByUid(uid) {
      const id = store.get(key(`${model}:uid`, uid))?.payload.id as string | undefined
      return id ? live(store.get(key(model, id))) : undefined
    },
    async consume(id) {
      const entry = store.get(key(model, id))
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1000) }
    },
    async destroy(id) {
      store.delete(key(model, id))
    },
    async revokeByGrantId(grantId) {
      const list = store.get(key('grant', grantId))?.payload as { ids?: string[] } | undefined
      for (const id of list?.ids ?? []) store.delete(id)
      store.delete(key('grant', grantId))
    },
  })
  return { factory, put: (model, id, payload) => put(model, id, payload) }
}
