import unittest

from petstore_world import PETSTORE_URL, WorldTestCase, http

TWO_PETS = {
    "categories": [{"id": 1, "name": "Dogs"}],
    "pets": [{"id": 1, "name": "Rex", "categoryId": 1}, {"id": 2, "name": "Fido", "categoryId": 1}],
}


def names(page):
    return [pet["name"] for pet in page]


class FixtureTests(WorldTestCase):
    world_options = {"fixture": TWO_PETS}

    def test_a_world_lists_its_fixture_of_two_pets(self):
        status, _, page = self.api("GET", "/pets?limit=100")
        self.assertEqual((status, names(page)), (200, ["Rex", "Fido"]))

    def test_a_reset_goes_back_to_the_fixture(self):
        self.assertEqual(self.api("POST", "/pets", {"name": "Nemo", "categoryId": 1})[0], 201)
        self.control("POST", "/reset")
        self.assertEqual([pet["name"] for pet in self.control("GET", "/dataset")["pets"]], ["Rex", "Fido"])

    def test_a_dataset_put_replaces_the_records(self):
        self.control("PUT", "/dataset", {"categories": [{"id": 3, "name": "Cats"}], "pets": [{"id": 9, "name": "Tom", "categoryId": 3}]})
        self.assertEqual(names(self.api("GET", "/pets?limit=100")[2]), ["Tom"])


class SeedTests(WorldTestCase):
    world_options = {"seed": 7}

    def test_two_worlds_of_one_seed_hold_one_dataset(self):
        status, _, twin = http("POST", f"{PETSTORE_URL}/__admin/worlds", {"seed": 7})
        self.assertEqual(status, 201, twin)
        self.addCleanup(http, "DELETE", f"{PETSTORE_URL}/__admin/worlds/{twin['id']}")
        dataset = self.control("GET", "/dataset")
        self.assertGreater(len(dataset["pets"]), 2)
        self.assertEqual(http("GET", f"{twin['baseUrl']}/__admin/dataset")[2], dataset)


if __name__ == "__main__":
    unittest.main()
