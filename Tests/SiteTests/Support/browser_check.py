#!/usr/bin/env python3
"""Browser checks of a generated Kiln site, in headless Chromium through Selenium.

For every page, in light and dark (both through the site's own theme switch and through an
emulated prefers-color-scheme), axe-core (shipped by axe-selenium-python) must report zero
violations. It also checks: the theme really applies; keyboard focus is visible (a computed
outline) on the first focusable elements; swatches compute to the color they claim; the page
logs no CSP violation or script error; search works offline; reduced motion stops animation.
With --injection DIR, the pages of a site built from hostile tokens and specs must not run
anything: no alert, no sentinel global, no injected element.

Usage: browser_check.py --site DIR [--site DIR ...] [--injection DIR] [--max-pages N]
Exit status: 0 when every check passes, 1 on any failure, 2 when a tool is missing.
"""
import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path


def fail_missing(message):
    print(f"MISSING: {message}", file=sys.stderr)
    sys.exit(2)


try:
    from selenium import webdriver
    from selenium.common.exceptions import NoAlertPresentException, WebDriverException
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    fail_missing("python package selenium (pip install -r scripts/test-requirements.txt)")

try:
    import axe_selenium_python
except ImportError:
    fail_missing("python package axe-selenium-python (pip install -r scripts/test-requirements.txt)")

AXE_SCRIPT = Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js"

THEME_BACKGROUND = {"light": "rgb(255, 255, 255)", "dark": "rgb(17, 19, 23)"}


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
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1360,900", "--force-device-scale-factor=1", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    try:
        driver = webdriver.Chrome(options=options, service=Service(driver_path))
        # axe-core on the 1 MB contrast page takes minutes on a loaded 2-core machine (the tests
        # run beside a plugin build): the client's default 120 s read timeout, not a page
        # defect, ended the run. Give each command as long as the script timeout below.
        driver.command_executor.client_config.timeout = AXE_SECONDS
        return driver
    except WebDriverException as error:
        fail_missing(f"cannot start chromium through chromedriver: {error.msg}")


# How long one axe-core run (and any one browser command) may take.
AXE_SECONDS = 600


class Checker:
    def __init__(self, driver):
        self.driver = driver
        self.failures = []
        self.axe_runs = 0
        self.pages = 0
        with open(AXE_SCRIPT, encoding="utf8") as handle:
            self.axe_source = handle.read()

    def fail(self, where, message):
        self.failures.append(f"{where}: {message}")

    def logs(self):
        try:
            return self.driver.get_log("browser")
        except WebDriverException:
            return []

    def emulate(self, scheme=None, reduced_motion=None):
        features = []
        if scheme:
            features.append({"name": "prefers-color-scheme", "value": scheme})
        if reduced_motion:
            features.append({"name": "prefers-reduced-motion", "value": reduced_motion})
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})

    def open(self, url):
        self.driver.get(url)
        self.driver.execute_script("return document.readyState")

    def check_logs(self, where):
        for entry in self.logs():
            message = entry.get("message", "")
            if "Content Security Policy" in message or "Content-Security-Policy" in message:
                self.fail(where, f"CSP violation logged: {message[:300]}")
            elif entry.get("level") == "SEVERE" and "favicon.ico" not in message:
                self.fail(where, f"browser error: {message[:300]}")

    def run_axe(self, where):
        self.driver.execute_script(self.axe_source)
        self.driver.set_script_timeout(AXE_SECONDS)
        result = self.driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "axe.run(document).then(function (r) { done({violations: r.violations.map(function (v) {"
            " return {id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map(function (n) {"
            " return {target: n.target, summary: n.failureSummary}; }), count: v.nodes.length}; })}); },"
            " function (e) { done({error: String(e)}); });")
        self.axe_version = self.driver.execute_script("return axe.version")
        self.axe_runs += 1
        if "error" in result:
            self.fail(where, f"axe-core failed to run: {result['error']}")
            return
        for violation in result["violations"]:
            details = "; ".join(f"{node['target']}: {(node['summary'] or '').strip()[:200]}" for node in violation["nodes"])
            self.fail(where, f"axe {violation['id']} ({violation['impact']}, {violation['count']} nodes): {violation['help']} — {details}")

    def check_theme(self, where, theme):
        background = self.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        if background != THEME_BACKGROUND[theme]:
            self.fail(where, f"the {theme} theme is not applied: body background is {background}")

    def check_focus(self, where, presses=8):
        self.driver.execute_script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur();")
        body = self.driver.find_element(By.TAG_NAME, "body")
        body.click() if False else None
        seen = 0
        for index in range(presses):
            self.driver.switch_to.active_element.send_keys(Keys.TAB)
            info = self.driver.execute_script(
                "var e = document.activeElement; if (!e || e === document.body) return null;"
                "var s = getComputedStyle(e);"
                "return {tag: e.tagName, text: (e.textContent || e.value || '').trim().slice(0, 40),"
                " style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow};")
            if info is None:
                continue
            seen += 1
            visible = (info["style"] not in ("none", "") and info["width"] >= 2) or (info["shadow"] not in ("none", ""))
            if not visible:
                self.fail(where, f"focus is not visible on <{info['tag'].lower()}> \"{info['text']}\" (outline {info['style']} {info['width']}px)")
            if index == 0 and info["text"] != "Skip to content":
                self.fail(where, f"the first Tab stop is \"{info['text']}\", not the skip link")
        if seen == 0:
            self.fail(where, "Tab reaches no element")

    def check_swatches(self, where, limit=40):
        mismatches = self.driver.execute_script(
            "var out = []; var nodes = document.querySelectorAll('[data-color]');"
            "function expected(hex) { var h = hex.slice(1); var r = parseInt(h.slice(0,2),16), g = parseInt(h.slice(2,4),16), b = parseInt(h.slice(4,6),16);"
            " if (h.length === 8) { var a = Math.round(parseInt(h.slice(6,8),16) / 255 * 1000) / 1000; return [r, g, b, a]; } return [r, g, b, 1]; }"
            "function parse(css) { var m = css.match(/rgba?\\(([^)]+)\\)/); if (!m) return null; var p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);"
            " if (p.length === 3) p.push(1); return p; }"
            "for (var i = 0; i < nodes.length && i < arguments[0]; i++) { var want = expected(nodes[i].getAttribute('data-color'));"
            " var got = parse(getComputedStyle(nodes[i]).backgroundColor);"
            " if (!got || Math.abs(got[0]-want[0]) > 0 || Math.abs(got[1]-want[1]) > 0 || Math.abs(got[2]-want[2]) > 0 || Math.abs(got[3]-want[3]) > 0.01)"
            "  out.push(nodes[i].getAttribute('data-color') + ' computed as ' + getComputedStyle(nodes[i]).backgroundColor); }"
            "return [nodes.length, out];", limit)
        count, problems = mismatches
        for problem in problems:
            self.fail(where, f"swatch color mismatch: {problem}")
        return count

    def check_page(self, url, name):
        self.pages += 1
        # 1. The system setting, with no stored choice.
        for theme in ("light", "dark"):
            self.emulate(scheme=theme)
            self.open(url)
            self.driver.execute_script("try { localStorage.removeItem('kiln-theme'); } catch (e) {}")
            self.open(url)
            where = f"{name} [system {theme}]"
            self.check_theme(where, theme)
            self.run_axe(where)
            self.check_logs(where)
        # 2. The site's switch, against the opposite system setting.
        for theme, system in (("light", "dark"), ("dark", "light")):
            self.emulate(scheme=system)
            self.open(url)
            button = self.driver.find_element(By.CSS_SELECTOR, f"[data-theme-choice='{theme}']")
            button.click()
            where = f"{name} [switch {theme}]"
            if button.get_attribute("aria-pressed") != "true":
                self.fail(where, "the theme button is not marked pressed after a click")
            self.check_theme(where, theme)
            self.run_axe(where)
            self.check_focus(where)
            self.check_logs(where)
            self.open(url)
            self.check_theme(where + " after reload", theme)
        self.driver.execute_script("try { localStorage.removeItem('kiln-theme'); } catch (e) {}")
        self.emulate()
        return self.check_swatches(name)

    def check_search(self, root):
        where = "search.html?q=coral"
        self.open((root / "search.html").as_uri() + "?q=coral")
        time.sleep(0.2)
        count = self.driver.execute_script("return document.querySelectorAll('#search-results li').length")
        status = self.driver.execute_script("return document.getElementById('search-status').textContent")
        if not count:
            self.fail(where, f"offline search found nothing (status: {status!r})")
        self.check_logs(where)

    def check_reduced_motion(self, root):
        page = root / "motion.html"
        if not page.exists():
            return
        where = "motion.html [reduced motion]"
        self.emulate(reduced_motion="reduce")
        self.open(page.as_uri())
        state = self.driver.execute_script(
            "var b = document.querySelector('.ball'), s = document.querySelector('.still');"
            "return b && s ? [getComputedStyle(b).animationName, getComputedStyle(s).display] : null;")
        if state is None:
            self.fail(where, "no animated sample on the motion page")
        elif state[0] != "none" or state[1] == "none":
            self.fail(where, f"animation still runs under reduced motion (animation {state[0]}, still frames {state[1]})")
        self.emulate()
        self.open(page.as_uri())
        name = self.driver.execute_script("var b = document.querySelector('.ball'); return b ? getComputedStyle(b).animationName : null;")
        if not name or name == "none":
            self.fail("motion.html", "samples do not animate without reduced motion")

    def check_injection(self, root):
        for page in sorted(root.rglob("*.html")):
            where = f"injection {page.relative_to(root)}"
            self.open(page.as_uri())
            time.sleep(0.1)
            try:
                alert = self.driver.switch_to.alert
                self.fail(where, f"an alert ran: {alert.text!r}")
                alert.dismiss()
            except NoAlertPresentException:
                pass
            state = self.driver.execute_script(
                "return {sentinel: typeof window.kilnInjected, images: document.querySelectorAll('img').length,"
                " scripts: Array.prototype.filter.call(document.scripts, function (s) { return s.type !== 'application/json'; }).length,"
                " handlers: document.querySelectorAll('[onerror],[onclick],[onload]').length,"
                " jsLinks: Array.prototype.filter.call(document.querySelectorAll('a[href]'), function (a) { return /^\\s*javascript:/i.test(a.getAttribute('href')); }).length};")
            if state["sentinel"] != "undefined":
                self.fail(where, "the sentinel global was set: injected script ran")
            if state["images"] or state["handlers"] or state["jsLinks"]:
                self.fail(where, f"injected markup is live: {state}")
            if state["scripts"] != 1:
                self.fail(where, f"expected only the site's own script, found {state['scripts']}")
            self.check_logs(where)
            self.pages += 1


def pages_of(root, max_pages):
    pages = sorted(p for p in root.glob("*.html"))
    pages += sorted((root / "screens").glob("*.html"))[:max_pages]
    sources = sorted((root / "source").rglob("*.html"))
    pages += sources[:1]
    return pages


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", action="append", default=[], help="a generated site folder")
    parser.add_argument("--injection", help="a site generated from hostile input")
    parser.add_argument("--max-pages", type=int, default=6, help="screen pages to check per site")
    args = parser.parse_args()
    if not AXE_SCRIPT.exists():
        fail_missing(f"axe-core script at {AXE_SCRIPT}")
    driver = make_driver()
    checker = Checker(driver)
    started = time.time()
    swatches = 0
    try:
        for site in args.site:
            root = Path(site).resolve()
            for page in pages_of(root, args.max_pages):
                swatches += checker.check_page(page.as_uri(), str(page.relative_to(root)))
            checker.check_search(root)
            checker.check_reduced_motion(root)
        if args.injection:
            checker.check_injection(Path(args.injection).resolve())
    finally:
        driver.quit()
    version = "axe-core " + str(getattr(checker, "axe_version", "?"))
    print(f"browser checks: {checker.pages} pages, {checker.axe_runs} axe-core runs ({version}), {swatches} swatches checked, "
          f"{len(checker.failures)} failures, {time.time() - started:.1f}s")
    for failure in checker.failures:
        print("FAIL " + failure)
    passed = checker.pages + checker.axe_runs - len(checker.failures)
    print(f"{max(passed, 0)} passed, {len(checker.failures)} failed")
    sys.exit(1 if checker.failures else 0)


if __name__ == "__main__":
    main()
