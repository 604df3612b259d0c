"""A ServerMixin for vdirsyncer 0.21's storage tests that points them at any CardDAV server.

vdirsyncer picks its test server by DAV_SERVER, the name of a module under
tests/storage/servers/; scripts/dav-suites/vdirsyncer-suite copies this file there as
`contacts_under_test` and sets DAV_SERVER to that name. The server is named by the environment:

  DAV_SUITE_URL       the URL the suite discovers from and makes its collections under
                      (an address-book home, or the server's root when it discovers the home)
  DAV_SUITE_USERNAME  the user (empty for a server without accounts)
  DAV_SUITE_PASSWORD  the password

Each test gets a fresh collection, made by the suite's own slow_create_collection (extended
MKCOL) and removed after the test.
"""

from __future__ import annotations

import os

import pytest


def _setting(name: str) -> str:
    value = os.environ.get(name)
    if value is None:
        raise RuntimeError(f"{name} is not set: say which server the suite tests")
    return value


class ServerMixin:
    @pytest.fixture
    def get_storage_args(self, slow_create_collection, aio_connector):
        async def inner(collection="test"):
            args = {
                "url": _setting("DAV_SUITE_URL"),
                "username": _setting("DAV_SUITE_USERNAME"),
                "password": _setting("DAV_SUITE_PASSWORD"),
                "connector": aio_connector,
            }
            if collection is not None:
                args = await slow_create_collection(self.storage_class, args, collection)
            return args

        return inner
