"""A unittest test case in a world of its own on one standalone Pet Store mock, over HTTP with
the standard library alone: what a test suite in another language does, run here in parallel
processes against the mock every other suite shares (tests/parallel-suites/parallel-suites.test.ts).
"""

import json
import os
import unittest
import urllib.error
import urllib.request

PETSTORE_URL = os.environ.get("PETSTORE_URL", "http://127.0.0.1:4010")
API_KEY = "demo-free"
API_KEY_HEADER = "X-API-Key"
# Straight to the mock: no proxy from the environment, whatever it says.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def http(method, url, body=None, headers=None):
    """Sends one request; answers (status, headers, parsed JSON body or None), whatever the status."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers=dict(headers or {}))
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with OPENER.open(request, timeout=30) as answer:
            status, answer_headers, text = answer.status, answer.headers, answer.read()
    except urllib.error.HTTPError as error:
        status, answer_headers, text = error.code, error.headers, error.read()
    return status, answer_headers, json.loads(text) if text else None


class WorldTestCase(unittest.TestCase):
    """Each test creates its world in setUp (with `world_options`) and removes it after."""

    world_options = {}

    def setUp(self):
        status, _, world = http("POST", f"{PETSTORE_URL}/__admin/worlds", self.world_options)
        self.assertEqual(status, 201, world)
        self.world = world
        self.addCleanup(self.remove_world)
        # The runner reads these lines: each test in its own world, from several processes.
        print(json.dumps({"test": self.id(), "world": world["id"], "pid": os.getpid()}), flush=True)

    def remove_world(self):
        status, _, body = http("DELETE", f"{PETSTORE_URL}/__admin/worlds/{self.world['id']}")
        self.assertEqual(status, 204, body)

    def api(self, method, path, body=None):
        """A request to the Pet Store API of this test's world, by its base URL."""
        return http(method, self.world["baseUrl"] + path, body, {API_KEY_HEADER: API_KEY})

    def control(self, method, path, body=None):
        """A request to the control API of this test's world (`/__admin/...` under its base URL)."""
        status, _, answer = http(method, f"{self.world['baseUrl']}/__admin{path}", body)
        self.assertLess(status, 300, answer)
        return answer

    def statuses(self, operation_id):
        """The statuses of this world's journal for one operation, oldest first."""
        journal = self.control("GET", f"/journal?operationId={operation_id}")
        return [entry["status"] for entry in journal]
