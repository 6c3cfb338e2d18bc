import * as v from 'valibot'

/**
 * Wire shapes of the WalletConnect relay protocol (IRN) as the 2.x SDKs send them.
 * Every frame a client sends is validated here before the relay acts on it.
 */

/** A relay topic: 32 bytes as 64 lower-case hex characters (sha256 of a symmetric key). */
export const TopicSchema = v.pipe(v.string('topic must be a string'), v.regex(/^[0-9a-f]{64}$/, 'topic must be 64 lower-case hex characters'))

const TtlSchema = v.pipe(
  v.number('ttl must be a number of seconds'),
  v.integer('ttl must be a whole number of seconds'),
  v.minValue(10, 'ttl must be at least 10 seconds'),
  v.maxValue(2_592_000, 'ttl must be at most 30 days'),
)

const TagSchema = v.pipe(v.number('tag must be a number'), v.integer('tag must be an integer'))

const MessageSchema = v.pipe(v.string('message must be a string'), v.minLength(1, 'message must not be empty'))

const OptionalAttestation = v.optional(v.string('attestation must be a string'))

/** Params of `irn_publish`. Extra fields (prompt, correlationId, tvf data) are accepted and ignored. */
export const PublishParamsSchema = v.looseObject({
  topic: TopicSchema,
  message: MessageSchema,
  ttl: TtlSchema,
  tag: v.optional(TagSchema, 0),
  attestation: OptionalAttestation,
})

/** Params of `wc_proposeSession` (2.25): the proposal is published on the pairing topic. */
export const ProposeSessionParamsSchema = v.looseObject({
  pairingTopic: TopicSchema,
  sessionProposal: MessageSchema,
  ttl: v.optional(TtlSchema, 300),
  attestation: OptionalAttestation,
})

/** Params of `wc_approveSession` (2.25): the answer goes to the pairing topic, the settle request to the session topic. */
export const ApproveSessionParamsSchema = v.looseObject({
  pairingTopic: TopicSchema,
  sessionTopic: TopicSchema,
  sessionProposalResponse: MessageSchema,
  sessionSettlementRequest: MessageSchema,
  ttl: v.optional(TtlSchema, 300),
  attestation: OptionalAttestation,
})

/** Params of `irn_subscribe`. */
export const SubscribeParamsSchema = v.looseObject({ topic: TopicSchema })

/** Params of `irn_unsubscribe`: the production relay needs the subscription id with the topic. */
export const UnsubscribeParamsSchema = v.looseObject({
  topic: TopicSchema,
  id: v.string('id must be the subscription id (a string)'),
})

const TopicListSchema = v.pipe(v.array(TopicSchema, 'topics must be an array of topics'), v.maxLength(500, 'at most 500 topics per batch'))

/** Params of `irn_batchSubscribe` and `irn_batchFetchMessages`. */
export const TopicsParamsSchema = v.looseObject({ topics: TopicListSchema })

/** Params of `irn_batchUnsubscribe`. */
export const BatchUnsubscribeParamsSchema = v.looseObject({
  subscriptions: v.pipe(
    v.array(UnsubscribeParamsSchema, 'subscriptions must be an array of { topic, id }'),
    v.maxLength(500, 'at most 500 subscriptions per batch'),
  ),
})

/** Any JSON-RPC 2.0 frame a client may send: a request, or the acknowledgement of a delivery. */
export const FrameSchema = v.union(
  [
    v.looseObject({
      jsonrpc: v.literal('2.0'),
      id: v.union([v.number(), v.string()]),
      method: v.string(),
      params: v.optional(v.unknown()),
    }),
    v.looseObject({
      jsonrpc: v.literal('2.0'),
      id: v.union([v.number(), v.string()]),
      result: v.unknown(),
    }),
    v.looseObject({
      jsonrpc: v.literal('2.0'),
      id: v.union([v.number(), v.string(), v.null()]),
      error: v.unknown(),
    }),
  ],
  'frame must be a JSON-RPC 2.0 request or response',
)

/** Renders valibot issues as one readable sentence naming each bad field. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}
