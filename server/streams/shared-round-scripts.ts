/**
 * The shared registry's Redis scripts (shared-round-registry.ts). Each runs atomically in Redis,
 * and each reads the time from Redis itself (TIME), so instances with skewed clocks agree on
 * when a lease ran out.
 *
 * Keys: `chat` (the chat's round id, or `claim:<token>` while its start writes rows; expires
 * with the lease), `active` (ZSET chat id → lease end: the global cap counts it), `leases`
 * (ZSET round id → lease end: the sweeper's list), `round` (HASH chatId, userId, owner, state,
 * stop, locale), `log` (LIST of `{seq, event}` JSON) and the round's pub/sub channel.
 */
const NOW =
  "local t = redis.call('TIME'); local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)";

export const SCRIPTS = {
  /** KEYS chat, active · ARGV max, token, leaseMs, chatId → "ok" | "conflict" | "busy" */
  vsClaim: {
    numberOfKeys: 2,
    lua: `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('EXISTS', KEYS[1]) == 1 then return 'conflict' end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[1]) then return 'busy' end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[3]), ARGV[4])
return 'ok'`,
  },
  /** KEYS chat, active · ARGV expected value, chatId → 1 when this holder let go */
  vsRelease: {
    numberOfKeys: 2,
    lua: `if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[2])
  return 1
end
return 0`,
  },
  /** KEYS chat, active, leases, round, log · ARGV token, roundId, leaseMs, chatId, userId, owner, locale, keepMs */
  vsStart: {
    numberOfKeys: 5,
    lua: `${NOW}
local lease = tonumber(ARGV[3])
redis.call('SET', KEYS[1], ARGV[2], 'PX', lease)
redis.call('ZADD', KEYS[2], now + lease, ARGV[4])
redis.call('ZADD', KEYS[3], now + lease, ARGV[2])
redis.call('HSET', KEYS[4], 'chatId', ARGV[4], 'userId', ARGV[5], 'owner', ARGV[6], 'state', 'running', 'locale', ARGV[7])
redis.call('PEXPIRE', KEYS[4], ARGV[8])
return 1`,
  },
  /** KEYS chat, active, leases · ARGV roundId, leaseMs, chatId → 1 while this instance still holds the round, 0 once the sweeper took it */
  vsHeartbeat: {
    numberOfKeys: 3,
    lua: `${NOW}
if not redis.call('ZSCORE', KEYS[3], ARGV[1]) then return 0 end
local lease = tonumber(ARGV[2])
redis.call('ZADD', KEYS[3], now + lease, ARGV[1])
redis.call('ZADD', KEYS[2], now + lease, ARGV[3])
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], lease) end
return 1`,
  },
  /**
   * KEYS log, channel · ARGV event JSON, seq → appends `{seq, event}` and publishes it. The owner
   * passes its own seq (a resume on any instance counts the same); the sweeper passes 0: the
   * last entry's seq + 1.
   */
  vsAppend: {
    numberOfKeys: 2,
    lua: `local seq = tonumber(ARGV[2])
if seq == 0 then
  local last = redis.call('LINDEX', KEYS[1], -1)
  seq = last and (cjson.decode(last).seq + 1) or 1
end
local entry = '{"seq":' .. seq .. ',"event":' .. ARGV[1] .. '}'
redis.call('RPUSH', KEYS[1], entry)
redis.call('PUBLISH', KEYS[2], entry)
return seq`,
  },
  /** KEYS chat, active, leases, round, log, channel · ARGV roundId, chatId, keepMs → marks the round over and publishes the end */
  vsFinish: {
    numberOfKeys: 6,
    lua: `redis.call('HSET', KEYS[4], 'state', 'finished')
redis.call('PEXPIRE', KEYS[4], ARGV[3])
redis.call('PEXPIRE', KEYS[5], ARGV[3])
redis.call('ZREM', KEYS[3], ARGV[1])
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[2])
end
redis.call('PUBLISH', KEYS[6], '{"end":true}')
return 1`,
  },
  /** KEYS round · → 1 for the one request that stops a running round, else 0 */
  vsStop: {
    numberOfKeys: 1,
    lua: `if redis.call('HGET', KEYS[1], 'state') ~= 'running' then return 0 end
return redis.call('HSETNX', KEYS[1], 'stop', '1')`,
  },
  /** KEYS leases · ARGV limit → round ids whose lease ran out, each taken by exactly one caller */
  vsAdoptLost: {
    numberOfKeys: 1,
    lua: `${NOW}
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[1]))
for _, id in ipairs(ids) do redis.call('ZREM', KEYS[1], id) end
return ids`,
  },
} as const;

export type ScriptName = keyof typeof SCRIPTS;
