import { createHttpClient } from '../http/createHttpClient.js'
import type { HttpClient } from '../http/types.js'
import type { CoreOptions } from '../contracts/context.js'
import { createStorage, type Storage } from '../storage/createStorage.js'
import type { HatchOptions } from './resolveCoreOptions.js'

/** The per-instance services every part shares. */
export interface Services {
  storage: Storage
  catalogue: HttpClient
  data: HttpClient
}

/** Creates storage and the two service clients of spec §7 for one instance. */
export function createServices(core: CoreOptions, options: HatchOptions): Services {
  const common = {
    projectId: core.projectId,
    sdkType: core.sdkType,
    sdkVersion: core.sdkVersion,
    ...(core.clientId ? { clientId: core.clientId } : {}),
  }
  return {
    storage: createStorage({ ...(options.storage ? { backend: options.storage } : {}), ...(options.logger ? { logger: options.logger } : {}) }),
    catalogue: createHttpClient({ ...common, baseUrl: core.endpoints.catalogue }),
    data: createHttpClient({ ...common, baseUrl: core.endpoints.data }),
  }
}
