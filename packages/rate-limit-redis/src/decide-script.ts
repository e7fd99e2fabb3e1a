/**
 * One decision of the rate-limit gate, atomic in Redis: the rules of `decide` and `learn` in
 * packages/sdk/src/rate-limit/in-memory-rate-limit-store.ts (docs/many-processes.md, "The rules"), held equal to them by
 * decide-script.test.ts, plus a fair split among members. KEYS: the record hash, the leases sorted set, the
 * members sorted set (member → last ask) and the grants hash (member → turns in the window) of one
 * API key (one hash slot). ARGV: 'acquire', now, lease, leaseMs, member; or 'release', now, lease,
 * then the answer: has-answer, has-window, limit, remaining, resetAt, has-block, until, status, code,
 * serviceResetAt ('' for none).
 * Returns: wait (0 granted, −1 until an answer, else ms), the record's fields, the number of
 * members that asked for a turn in the last minute (what a member paces by when Redis is gone),
 * then the record's serviceResetAt ('' for none). All times are Redis's (the store moves its own
 * clock by its offset to `TIME`) but serviceResetAt, the service's as it sent it.
 */
// The longest a record may hold the fleet, and the longest any key lives: two days, past the day
// window of every plan (a spent day quota holds until the next day) with a day to spare.
const longestHoldMs = 2 * 24 * 60 * 60 * 1000;
// How long a member counts as one of the fleet after its last request: a minute, long enough for
// members that wait out a minute-long window to stay counted.
const memberMs = 60_000;
// How long a member counts as asking for a turn after its last ask while the window's length is
// not known yet; then it is one window, since a caller refused until the reset sleeps till then.
const askingMs = 500;
// Resets on the members' clocks less than this apart are one window (`sameWindowMs` of the rules:
// `RateLimit`'s `t` is whole seconds from each answer); resets as the service sent them, when the
// record and the answer both have one, are one window when equal, and their gap is the window's
// length (`newerBy` of the rules).
const sameWindowMs = 1000;

// The script's comments are this module's, between its parts, not Lua's `--` inside it: a bundler
// folds the parts into one string and drops the comments, which an app would otherwise ship.
export const decideScript =
  `
local record, leases, members, grants = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local op, now = ARGV[1], tonumber(ARGV[2])
` +
  // What no answer of the service can have written is repaired, never obeyed: a key of another type,
  // a key without a TTL, a lease or a hold further ahead than the longest a record is kept.
  `local longest = ${longestHoldMs}
local function repair(key, kind)
  local found = redis.call('TYPE', key).ok
  if found ~= 'none' and found ~= kind then redis.call('DEL', key) end
  if redis.call('PTTL', key) == -1 then redis.call('PEXPIRE', key, longest) end
end
repair(record, 'hash')
repair(leases, 'zset')
repair(members, 'zset')
repair(grants, 'hash')
redis.call('ZREMRANGEBYSCORE', leases, '-inf', now)
redis.call('ZREMRANGEBYSCORE', leases, '(' .. string.format('%.0f', now + longest), '+inf')
local f = redis.call('HMGET', record, 'limit', 'remaining', 'resetAt', 'untracked', 'blockedUntil', 'blockedStatus', 'blockedCode', 'windowMs', 'serviceResetAt')
local limit, remaining, resetAt = tonumber(f[1]) or 0, tonumber(f[2]) or 0, tonumber(f[3]) or 0
local untracked = f[4] == '1'
local blockedUntil, blockedStatus, blockedCode = tonumber(f[5]) or 0, tonumber(f[6]) or 429, f[7] or ''
local windowMs, serviceResetAt = tonumber(f[8]) or 0, tonumber(f[9])
if resetAt > now + longest or blockedUntil > now + longest then
  redis.call('DEL', record)
  limit, remaining, resetAt, untracked, blockedUntil, blockedStatus, blockedCode, windowMs = 0, 0, 0, false, 0, 429, '', 0
  serviceResetAt = nil
end
local wait = 0
if op == 'acquire' then
  redis.call('ZADD', members, now, ARGV[5])
  redis.call('ZREMRANGEBYSCORE', members, '-inf', now - ${memberMs})
  redis.call('PEXPIRE', members, ${memberMs})
  local inFlight = redis.call('ZCARD', leases)
  if now < blockedUntil then wait = blockedUntil - now
  elseif untracked then wait = 0
  elseif resetAt == 0 then if inFlight == 0 then wait = 0 else wait = -1 end
  elseif remaining - inFlight > 0 then
` +
  // A member that had its part of this window waits while a member that has not is asking:
  // whoever answers fastest would otherwise take the whole window.
  `    local window = string.format('%.0f', resetAt)
    local counted = redis.call('HGET', grants, 'window')
    if counted ~= window then
` +
  // The turn that learned this window (counted as 'next') belongs to it.
  `      if counted ~= 'next' then redis.call('DEL', grants) end
      redis.call('HSET', grants, 'window', window)
    end
` +
  // Asking: members that asked within a window (a member refused until the reset sleeps till then).
  `    local asking = redis.call('ZRANGEBYSCORE', members, now - math.max(windowMs, ${askingMs}), '+inf')
    local part = math.ceil(limit / #asking)
    if (tonumber(redis.call('HGET', grants, ARGV[5])) or 0) >= part then
` +
  // Never for one that had its part too: turns whose answers were lost, or two of the service's
  // windows taken for one, leave quota when every member asking had its part, and with nothing
  // in flight no answer would ever come to end the wait.
  `      for _, other in ipairs(asking) do
        if other ~= ARGV[5] and (tonumber(redis.call('HGET', grants, other)) or 0) < part then
          wait = -1
          break
        end
      end
    end
  elseif inFlight > 0 then wait = -1
  elseif now < resetAt then
    wait = resetAt - now
` +
  // Refused until the next window, it sleeps till then: asking from the reset on, so that a
  // timer that fires late on a busy member does not leave that window to whoever woke first. A
  // longer wait (a reset further off than a window) reserves nothing.
  `    if windowMs > 0 and wait <= windowMs then redis.call('ZADD', members, resetAt, ARGV[5]) end
  elseif redis.call('HGET', grants, 'window') ~= 'next' then
` +
  // The window is over and the next one not known yet: this turn counts in the next one.
  `    redis.call('DEL', grants)
    redis.call('HSET', grants, 'window', 'next')
  end
  if wait == 0 then
    redis.call('HINCRBY', grants, ARGV[5], 1)
    redis.call('PEXPIRE', grants, ${memberMs})
    local leaseMs = tonumber(ARGV[4])
    redis.call('ZADD', leases, now + leaseMs, ARGV[3])
    if redis.call('PTTL', leases) < leaseMs then redis.call('PEXPIRE', leases, leaseMs + 1000) end
  end
else
  redis.call('ZREM', leases, ARGV[3])
  if ARGV[4] == '1' then
    local hasWindow, hasBlock = ARGV[5] == '1', ARGV[9] == '1'
    untracked = not hasWindow and not hasBlock
    local nextReset, nextService = tonumber(ARGV[8]), tonumber(ARGV[13])
    local sent = serviceResetAt and nextService
    local gap = sent and nextService - serviceResetAt or nextReset - resetAt
    local same = gap == 0 or not (sent or math.abs(gap) >= ${sameWindowMs})
    if hasWindow and resetAt > 0 and gap > 0 and not same then
      if windowMs == 0 or gap < windowMs then windowMs = gap end
    end
    if hasWindow and (same or gap > 0) then
      if same then remaining, serviceResetAt = math.min(remaining, tonumber(ARGV[7])), serviceResetAt or nextService
      else remaining, resetAt, serviceResetAt = tonumber(ARGV[7]), nextReset, nextService end
      limit = tonumber(ARGV[6])
    elseif not hasWindow and hasBlock then resetAt, serviceResetAt = 0, nil end
    if hasBlock and tonumber(ARGV[10]) > blockedUntil then
      blockedUntil, blockedStatus, blockedCode = tonumber(ARGV[10]), tonumber(ARGV[11]), ARGV[12]
    end
    local n = function(x) return string.format('%.0f', x) end
    redis.call('HSET', record, 'limit', n(limit), 'remaining', n(remaining), 'resetAt', n(resetAt),
      'untracked', untracked and '1' or '0', 'blockedUntil', n(blockedUntil), 'blockedStatus', n(blockedStatus),
      'blockedCode', blockedCode, 'windowMs', n(windowMs), 'serviceResetAt', serviceResetAt and n(serviceResetAt) or '')
` +
  // Kept a minute past the later of the reset and the hold, `longest` at most.
  `    redis.call('PEXPIRE', record, math.min(math.max(resetAt, blockedUntil, now) - now + 60000, longest))
  end
end
return {wait, limit, remaining, resetAt, untracked and 1 or 0, blockedUntil, blockedStatus, blockedCode,
  redis.call('ZCARD', members), serviceResetAt and string.format('%.0f', serviceResetAt) or ''}
`;
