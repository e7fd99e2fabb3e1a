import unittest

from petstore_world import WorldTestCase


class FaultTests(WorldTestCase):
    def test_a_fault_answers_once_then_the_operation_answers(self):
        self.control("POST", "/faults", {"operationId": "listPets", "status": 503, "times": 1})
        self.assertEqual(self.api("GET", "/pets")[0], 503)
        self.assertEqual(self.api("GET", "/pets")[0], 200)
        self.assertEqual(self.statuses("listPets"), [503, 200])

    def test_a_fault_by_code_answers_its_status_and_body(self):
        self.control("POST", "/faults", {"operationId": "listCategories", "code": "internal_error", "times": 1})
        status, _, body = self.api("GET", "/categories")
        self.assertEqual((status, body["code"]), (500, "internal_error"))

    def test_cleared_faults_no_longer_answer(self):
        self.control("POST", "/faults", {"status": 503})
        self.control("DELETE", "/faults")
        self.assertEqual(self.api("GET", "/pets")[0], 200)

    def test_the_journal_holds_this_test_alone(self):
        self.api("GET", "/pets")
        self.api("GET", "/categories")
        journal = self.control("GET", "/journal")
        self.assertEqual([entry["operationId"] for entry in journal], ["listPets", "listCategories"])


if __name__ == "__main__":
    unittest.main()
