export default {
  REWARDS_CLAIMED_ALREADY: 'The {list} rewards are claimed already: come back tomorrow.',
  REWARDS_LIST_CLOSED: 'The {list} rewards are not offered now.',
  REWARDS_NO_ACCOUNT: 'Connect a wallet to claim rewards.',
}
