import unittest
from concurrent.futures import ThreadPoolExecutor

from petstore_world import API_KEY, API_KEY_HEADER, PETSTORE_URL, WorldTestCase, http

SMALL_PLAN = {"plans": {"free": {"perMinute": 3, "perDay": 100}}}


class RateLimitTests(WorldTestCase):
    world_options = SMALL_PLAN

    def setUp(self):
        super().setUp()
        # The start of a minute window, so that a burst never straddles two.
        self.control("PUT", "/clock", {"now": "2026-03-01T12:00:00Z"})

    def burst(self, count, world=None):
        """`count` requests at once to a world (this test's by default): their statuses, sorted."""
        base_url = (world or self.world)["baseUrl"]
        call = lambda _: http("GET", base_url + "/categories", headers={API_KEY_HEADER: API_KEY})[0]
        with ThreadPoolExecutor(count) as pool:
            return sorted(pool.map(call, range(count)))

    def test_a_burst_past_a_plan_of_three_draws_429s(self):
        self.assertEqual(self.burst(5), [200, 200, 200, 429, 429])

    def test_the_next_minute_window_answers_again(self):
        self.assertEqual(self.burst(4), [200, 200, 200, 429])
        self.control("POST", "/clock/advance", {"seconds": 60})
        self.assertEqual(self.burst(1), [200])

    def test_another_worlds_counters_are_untouched(self):
        status, _, other = http("POST", f"{PETSTORE_URL}/__admin/worlds", SMALL_PLAN)
        self.assertEqual(status, 201, other)
        self.addCleanup(http, "DELETE", f"{PETSTORE_URL}/__admin/worlds/{other['id']}")
        http("PUT", f"{other['baseUrl']}/__admin/clock", {"now": "2026-03-01T12:00:00Z"})
        self.assertEqual(self.burst(5), [200, 200, 200, 429, 429])
        self.assertEqual(self.burst(3, other), [200, 200, 200])

    def test_the_header_selects_the_world_on_the_root_url(self):
        header = self.world["header"]
        headers = {API_KEY_HEADER: API_KEY, header["name"]: header["value"]}
        statuses = [http("GET", f"{PETSTORE_URL}/categories", headers=headers)[0] for _ in range(4)]
        self.assertEqual(statuses, [200, 200, 200, 429])
        self.assertEqual(len(self.control("GET", "/journal?status=429")), 1)


if __name__ == "__main__":
    unittest.main()
