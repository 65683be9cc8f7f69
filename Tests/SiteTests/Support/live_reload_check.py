#!/usr/bin/env python3
"""`kiln serve` in headless Chromium: an edited token shows on the open page by itself.

Writes a small project of its own (two color files and a spec) into a temporary folder,
starts `kiln serve --port 0` on it, opens the colors page, then rewrites one token's value in
its file the way an editor saves (a temporary file renamed over the old one) and waits (at most
5 s) for the swatch of that token to compute to the new color — nothing here reloads the page.
Then: a page a rebuild did not touch must not reload (a marker set in it survives); a broken
save changes nothing on the page; SIGINT stops the server with exit status 0, and no temporary
file is left in the output folder. On disk the pages stay as `kiln build` writes them (no
live-reload script).

Usage: live_reload_check.py --kiln PATH
Exit status: 0 when every check passes, 1 on any failure, 2 when a tool is missing.
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def fail_missing(message):
    print(f"MISSING: {message}", file=sys.stderr)
    sys.exit(2)


try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
except ImportError:
    fail_missing("python package selenium (pip install -r scripts/test-requirements.txt)")

BRAND = """brand:
  $type: color
  accent:
    $value: "{accent}"
    $extensions: {{ mode: {{ dark: "#7FD1C0" }} }}
  ink:
    $value: "#0B0C0E"
    $extensions: {{ mode: {{ dark: "#F2F3F5" }} }}
"""

SURFACE = """surface:
  $type: color
  page:
    $value: "#FAFAF7"
    $extensions: { mode: { dark: "#14161A" } }
"""

SPEC = """# Journal screen

The page where a day's entries are listed.

## Entry card

- Background: `{surface.page}`
- Text: `{brand.ink}`
"""


def find_binary(env, names):
    if os.environ.get(env):
        return os.environ[env]
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def make_driver():
    chromium = find_binary("CHROMIUM_BIN", ["chromium", "chromium-browser", "google-chrome"])
    driver_path = find_binary("CHROMEDRIVER", ["chromedriver"])
    if not chromium:
        fail_missing("chromium (apt-get install chromium)")
    if not driver_path:
        fail_missing("chromedriver (apt-get install chromium-driver)")
    options = Options()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    try:
        return webdriver.Chrome(options=options, service=Service(driver_path))
    except WebDriverException as error:
        fail_missing(f"cannot start chromium through chromedriver: {error.msg}")


def save_by_rename(path, text):
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w") as handle:
        handle.write(text)
    os.rename(temporary, path)


SWATCH = "var n = document.getElementById('brand.accent'); if (!n) return null; var s = n.querySelector('[data-color]'); return s ? getComputedStyle(s).backgroundColor : null;"


def wait_for(driver, condition, seconds):
    deadline = time.time() + seconds
    value = None
    while time.time() < deadline:
        try:
            value = driver.execute_script(condition)
        except WebDriverException:
            value = None  # the page is reloading
        if value:
            return value
        time.sleep(0.05)
    return value


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    args = parser.parse_args()
    failures = []
    root = tempfile.mkdtemp(prefix="kiln-serve-")
    os.makedirs(os.path.join(root, "tokens"))
    os.makedirs(os.path.join(root, "specs"))
    with open(os.path.join(root, "kiln.yaml"), "w") as handle:
        handle.write("outputs: [css, site]\nmodes: [light, dark]\n")
    brand = os.path.join(root, "tokens", "brand.yaml")
    with open(brand, "w") as handle:
        handle.write(BRAND.format(accent="#1A6B5C"))
    with open(os.path.join(root, "tokens", "surface.yaml"), "w") as handle:
        handle.write(SURFACE)
    with open(os.path.join(root, "specs", "journal.md"), "w") as handle:
        handle.write(SPEC)

    log_path = os.path.join(root, "serve.log")
    log = open(log_path, "w")
    server = subprocess.Popen([args.kiln, "serve", "--port", "0", "--project", root, "--no-color"], stdout=log, stderr=log)
    driver = None
    try:
        url = None
        deadline = time.time() + 60
        while time.time() < deadline and url is None:
            with open(log_path) as handle:
                match = re.search(r"at (http://127\.0\.0\.1:\d+/)", handle.read())
            url = match.group(1) if match else None
            if server.poll() is not None:
                break
            time.sleep(0.1)
        if url is None:
            with open(log_path) as handle:
                print("kiln serve did not start:\n" + handle.read())
            return 1
        driver = make_driver()

        # The swatch changes after an edit, with nothing reloading the page from here.
        driver.get(url + "colors.html")
        before = wait_for(driver, SWATCH, 5)
        if before != "rgb(26, 107, 92)":
            failures.append(f"swatch before the edit computes to {before}, expected rgb(26, 107, 92)")
        started = time.time()
        save_by_rename(brand, BRAND.format(accent="#C0392B"))
        after = None
        deadline = time.time() + 5
        while time.time() < deadline:
            try:
                after = driver.execute_script(SWATCH)
            except WebDriverException:
                after = None
            if after == "rgb(192, 57, 43)":
                break
            time.sleep(0.05)
        if after != "rgb(192, 57, 43)":
            failures.append(f"swatch did not change within 5 s of the edit (computes to {after})")
        else:
            print(f"swatch changed {time.time() - started:.2f} s after the save")

        # A page the rebuild does not rewrite keeps its state (it is not reloaded).
        driver.get(url + "rules.html")
        time.sleep(0.5)
        driver.execute_script("window.kilnMarker = 'kept';")
        save_by_rename(brand, BRAND.format(accent="#2E86C1"))
        time.sleep(2)
        marker = driver.execute_script("return window.kilnMarker || null;")
        if marker != "kept":
            failures.append("rules.html was reloaded although the rebuild did not rewrite it")

        # A broken save: the page keeps showing the last good value.
        driver.get(url + "colors.html")
        good = wait_for(driver, SWATCH, 5)
        save_by_rename(brand, "brand:\n  accent: [unclosed\n")
        time.sleep(2)
        shown = wait_for(driver, SWATCH, 5)
        if shown != good or good != "rgb(46, 134, 193)":
            failures.append(f"after a broken save the swatch shows {shown} (last good: {good}, expected rgb(46, 134, 193))")

        # The files on disk carry no live-reload script.
        with open(os.path.join(root, "output", "site", "colors.html")) as handle:
            if "EventSource" in handle.read():
                failures.append("the live-reload script was written into output/site/colors.html")

        for entry in driver.get_log("browser"):
            message = entry.get("message", "")
            if "Content Security Policy" in message or entry.get("level") == "SEVERE" and "favicon" not in message:
                failures.append(f"browser console: {message}")
    finally:
        if driver is not None:
            driver.quit()
        server.send_signal(signal.SIGINT)
        try:
            status = server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            status = None
        log.close()
    if status != 0:
        failures.append(f"kiln serve exited with {status} on SIGINT, expected 0")
    leftovers = [name for _, _, names in os.walk(os.path.join(root, "output")) for name in names if name.startswith(".kiln-tmp")]
    if leftovers:
        failures.append(f"temporary files left: {leftovers}")
    with open(log_path) as handle:
        log_text = handle.read()
    if failures:
        print("live reload checks failed:\n  " + "\n  ".join(failures) + "\n--- kiln serve output ---\n" + log_text)
        return 1
    shutil.rmtree(root, ignore_errors=True)
    print("live reload checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
