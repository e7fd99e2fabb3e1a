import unittest
from datetime import datetime

from petstore_world import WorldTestCase


def seconds(iso):
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


class ClockTests(WorldTestCase):
    def test_a_clock_set_past_the_sunset_answers_410(self):
        self.control("PUT", "/clock", {"now": "2027-07-01T00:00:00Z"})
        status, _, body = self.api("GET", "/pets/1")
        self.assertEqual((status, body["code"]), (410, "endpoint_sunset"))

    def test_a_clock_set_keeps_running_from_there(self):
        self.control("PUT", "/clock", {"now": "2026-03-01T12:00:00Z"})
        now = seconds(self.control("GET", "/clock")["now"])
        self.assertGreaterEqual(now, seconds("2026-03-01T12:00:00Z"))
        self.assertLess(now, seconds("2026-03-01T12:01:00Z"))

    def test_advance_moves_the_clock_on(self):
        self.control("PUT", "/clock", {"now": "2026-03-01T12:00:00Z"})
        now = seconds(self.control("POST", "/clock/advance", {"seconds": 3600})["now"])
        self.assertGreaterEqual(now, seconds("2026-03-01T13:00:00Z"))
        self.assertLess(now, seconds("2026-03-01T13:01:00Z"))

    def test_a_reset_puts_the_clock_back_on_real_time(self):
        self.control("PUT", "/clock", {"now": "2027-07-01T00:00:00Z"})
        self.control("POST", "/reset")
        self.assertEqual(self.api("GET", "/pets/1")[0], 200)


if __name__ == "__main__":
    unittest.main()
