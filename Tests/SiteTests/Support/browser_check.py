#!/usr/bin/env python3
"""Browser checks of generated Kiln sites, in headless Chromium through Selenium.

Per page, at 1440 and 390 px wide, in the light and the dark theme (an emulated
prefers-color-scheme): axe-core 4.x (the axe.min.js the PyPI package axe-playwright-python
ships, injected here with Selenium) with the WCAG 2.0/2.1/2.2 A and AA and best-practice rules
must report no violation, and the page may not scroll sideways; an #anchor lands below the
sticky header (a screenshot of each width and theme is saved with --screenshots DIR); swatches
compute to the color they claim; a screen's wireframe renders the fills, borders, radii, sizes
and text colors, sizes and weights its data- attributes state (the model's values); the page
logs no CSP violation or script error.

--site DIR gets those checks on every page, and the site-wide ones: the theme switch applies and
is kept; keyboard focus is visible; at 390 px the navigation starts collapsed and opens from its
Menu button; copy buttons copy and announce; search finds colors with swatches; the findings
filters agree with the counts; reduced motion stops animation. --page FILE gets the per-page
checks on one page of a larger site. --wireframes DIR compares every screen page's wireframe
with the model (no axe: the wireframe is the same template on every screen). --search-site DIR
with --search QUERY=EXPECTED: offline search of that site finds what people look for. With
--injection DIR, the pages of a site built from hostile tokens and specs must not run anything.

Usage: browser_check.py [--site DIR ...] [--page FILE ...] [--wireframes DIR ...]
         [--search-site DIR --search QUERY=EXPECTED ...] [--injection DIR] [--screenshots DIR]
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
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    fail_missing("python package selenium (pip install -r scripts/test-requirements.txt)")

def axe_script():
    """The axe.min.js inside the axe-playwright-python wheel (found without importing its
    Playwright modules, which this check does not use)."""
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        fail_missing("python package axe-playwright-python (scripts/install-deps.sh --test)")
    return Path(list(spec.submodule_search_locations)[0]) / "axe.min.js"


AXE_SCRIPT = axe_script()
# WCAG 2.2 AA (with the 2.0 and 2.1 A and AA rules it includes) and axe's best practices.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]
WIDTHS = {"desktop": (1440, 900), "phone": (390, 844)}

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
                     "--window-size=1440,900", "--force-device-scale-factor=1", "--allow-file-access-from-files"]:
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
    def __init__(self, driver, screenshots=None):
        self.driver = driver
        self.failures = []
        self.axe_runs = 0
        self.pages = 0
        self.checks = 0
        self.screenshots = Path(screenshots) if screenshots else None
        self.axe_version = "?"
        self.width = None
        self.axe_seconds = 0.0
        with open(AXE_SCRIPT, encoding="utf8") as handle:
            self.axe_source = handle.read()

    def fail(self, where, message):
        self.failures.append(f"{where}: {message}")
        # As it happens, too: a long run shows its failures before it ends.
        print(f"fail {where}: {message[:300]}", file=sys.stderr, flush=True)

    def ok(self):
        self.checks += 1

    def logs(self):
        try:
            return self.driver.get_log("browser")
        except WebDriverException:
            return []

    def resize(self, name):
        if self.width == name:
            return
        width, height = WIDTHS[name]
        self.driver.set_window_size(width, height)
        # The window's outer size includes no chrome in headless mode; make the viewport exact.
        inner = self.driver.execute_script("return [window.innerWidth, window.innerHeight]")
        if inner[0] != width:
            self.driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))
        self.width = name

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
        started = time.time()
        if not self.driver.execute_script("return typeof axe !== 'undefined'"):
            self.driver.execute_script(self.axe_source)
        self.driver.set_script_timeout(AXE_SECONDS)
        result = self.driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']}).then(function (r) {"
            " done({violations: r.violations.map(function (v) {"
            " return {id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map(function (n) {"
            " return {target: n.target, summary: n.failureSummary}; }), count: v.nodes.length}; })}); },"
            " function (e) { done({error: String(e)}); });", AXE_TAGS)
        self.axe_version = self.driver.execute_script("return axe.version")
        self.axe_runs += 1
        self.axe_seconds += time.time() - started
        if "error" in result:
            self.fail(where, f"axe-core failed to run: {result['error']}")
            return
        if not result["violations"]:
            self.ok()
        for violation in result["violations"]:
            details = "; ".join(f"{node['target']}: {(node['summary'] or '').strip()[:200]}" for node in violation["nodes"])
            self.fail(where, f"axe {violation['id']} ({violation['impact']}, {violation['count']} nodes): {violation['help']} — {details}")

    def check_theme(self, where, theme):
        background = self.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        if background != THEME_BACKGROUND[theme]:
            self.fail(where, f"the {theme} theme is not applied: body background is {background}")
        else:
            self.ok()

    def check_overflow(self, where):
        widths = self.driver.execute_script(
            "var wide = []; var limit = document.documentElement.clientWidth;"
            "document.querySelectorAll('body *').forEach(function (e) {"
            " var r = e.getBoundingClientRect(); if (r.right > limit + 1 && r.width > 0 && !e.closest('.table-wrap,pre,.source')) wide.push(e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).split(' ')[0] : '') + ' ' + Math.round(r.right)); });"
            # Text overflows its block without widening the block's box: name the text itself.
            "var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); var range = document.createRange();"
            "while (walker.nextNode()) { var t = walker.currentNode; if (!t.data.trim() || t.parentElement.closest('.table-wrap,pre,.source')) continue;"
            " range.selectNodeContents(t); var r = range.getBoundingClientRect();"
            " if (r.right > limit + 1 && r.width > 0) wide.push('text \u201c' + t.data.trim().slice(0, 40) + '\u201d in ' + t.parentElement.tagName.toLowerCase() + ' ' + Math.round(r.right)); }"
            "return [document.documentElement.scrollWidth, limit, wide.slice(0, 5)];")
        scroll_width, client_width, wide = widths
        if scroll_width > client_width + 1:
            self.fail(where, f"the page scrolls sideways: {scroll_width}px wide in a {client_width}px window ({', '.join(wide) or 'no element or text past the edge'})")
        else:
            self.ok()

    def check_focus(self, where, presses=8):
        # Focusing the body moves the sequential focus starting point back to the page's top
        # (a blur alone leaves it at the button just clicked).
        self.driver.execute_script("window.scrollTo(0, 0); var b = document.body; b.setAttribute('tabindex', '-1'); b.focus(); b.removeAttribute('tabindex');")
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
        else:
            self.ok()

    def check_swatches(self, where, limit=60):
        count, problems = self.driver.execute_script(
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
        for problem in problems:
            self.fail(where, f"swatch color mismatch: {problem}")
        if count and not problems:
            self.ok()
        return count

    WIREFRAME_SCRIPT = """
    function rgba(hex) { var h = hex.slice(1); var c = [0, 2, 4].map(function (i) { return parseInt(h.slice(i, i + 2), 16); });
      c.push(h.length === 8 ? Math.round(parseInt(h.slice(6, 8), 16) / 255 * 1000) / 1000 : 1); return c; }
    function parse(css) { var m = css.match(/rgba?\\(([^)]+)\\)/); if (!m) return null; var p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
      if (p.length === 3) p.push(1); return p; }
    function same(css, hex) { var a = parse(css), b = rgba(hex); if (!a) return false;
      return Math.abs(a[0]-b[0]) < 1 && Math.abs(a[1]-b[1]) < 1 && Math.abs(a[2]-b[2]) < 1 && Math.abs(a[3]-b[3]) < 0.01; }
    var out = [], checked = 0;
    document.querySelectorAll('[data-node]').forEach(function (node) {
      var s = getComputedStyle(node), r = node.getBoundingClientRect(), name = node.getAttribute('data-node');
      function check(ok, what) { checked++; if (!ok) out.push(name + ': ' + what); }
      var fill = node.getAttribute('data-fill'); if (fill) check(same(s.backgroundColor, fill), 'fill ' + fill + ' drawn as ' + s.backgroundColor);
      var bw = node.getAttribute('data-border-width'); if (bw) check(Math.abs(parseFloat(s.borderTopWidth) - parseFloat(bw)) < 0.51 || (parseFloat(bw) < 1 && parseFloat(s.borderTopWidth) > 0), 'border ' + bw + 'px drawn as ' + s.borderTopWidth);
      var bc = node.getAttribute('data-border-color'); if (bc) check(same(s.borderTopColor, bc), 'border color ' + bc + ' drawn as ' + s.borderTopColor);
      var radius = node.getAttribute('data-radius'); if (radius) check(Math.abs(Math.min(parseFloat(s.borderTopLeftRadius), r.width / 2, r.height / 2) - Math.min(parseFloat(radius), r.width / 2, r.height / 2)) < 0.51, 'radius ' + radius + ' drawn as ' + s.borderTopLeftRadius);
      var w = node.getAttribute('data-width'); if (w) check(Math.abs(r.width - parseFloat(w)) < 0.51, 'width ' + w + ' drawn as ' + r.width);
      var h = node.getAttribute('data-height'); if (h) check(Math.abs(r.height - parseFloat(h)) < 0.51, 'height ' + h + ' drawn as ' + r.height);
      node.querySelectorAll(':scope > .wire-text').forEach(function (text) {
        var t = getComputedStyle(text);
        var color = text.getAttribute('data-text-color'); if (color) check(same(t.color, color), 'text color ' + color + ' drawn as ' + t.color);
        var size = text.getAttribute('data-font-size'); if (size) check(Math.abs(parseFloat(t.fontSize) - parseFloat(size)) < 0.51, 'font size ' + size + ' drawn as ' + t.fontSize);
        var weight = text.getAttribute('data-font-weight'); if (weight) check(String(t.fontWeight) === weight, 'font weight ' + weight + ' drawn as ' + t.fontWeight);
      });
      node.querySelectorAll(':scope > .wire-target').forEach(function (target) {
        var b = target.getBoundingClientRect();
        var tw = target.getAttribute('data-width'); if (tw) check(Math.abs(b.width - parseFloat(tw)) < 0.51, 'target width ' + tw + ' drawn as ' + b.width);
        var th = target.getAttribute('data-height'); if (th) check(Math.abs(b.height - parseFloat(th)) < 0.51, 'target height ' + th + ' drawn as ' + b.height);
      });
    });
    // A screen of animations only has nothing to draw.
    var drawable = Array.prototype.filter.call(document.querySelectorAll('.component-head .badge'), function (b) { return b.textContent.trim() !== 'animation'; }).length
      + Array.prototype.filter.call(document.querySelectorAll('.component-head'), function (h) { return !h.querySelector('.badge'); }).length;
    return [document.querySelectorAll('[data-node]').length, checked, out.slice(0, 20), document.querySelectorAll('.wire-flag').length, drawable];
    """

    def check_wireframe(self, where):
        nodes, checked, problems, flags, drawable = self.driver.execute_script(self.WIREFRAME_SCRIPT)
        if nodes == 0 and drawable:
            self.fail(where, "the screen page draws no wireframe")
        for problem in problems:
            self.fail(where, f"wireframe differs from the model: {problem}")
        if nodes and not problems:
            self.ok()
        return nodes, checked, flags

    def check_anchor(self, where, url, theme, width):
        """Opens the page at its first token, component or section anchor; the target must be
        below the sticky header (and in the window)."""
        anchor = self.driver.execute_script(
            "var e = document.querySelector('main .token[id], main .component[id], main .findings li[id], main .rule[id], main .specimen[id], main .scale-row[id], main .motion[id], main h2[id]');"
            "var all = document.querySelectorAll('main [id]'); if (all.length > 3) { e = document.querySelector('main .token[id]:nth-of-type(3), main .component[id]') || all[Math.floor(all.length / 2)]; }"
            "return e ? e.id : null;")
        if not anchor:
            return
        self.open(url + "#" + anchor)
        box = self.driver.execute_script(
            "var e = document.getElementById(arguments[0]), h = document.querySelector('.site-header');"
            "var sticky = h && getComputedStyle(h).position === 'sticky';"
            "return [e.getBoundingClientRect().top, sticky ? h.getBoundingClientRect().bottom : 0, window.innerHeight, window.scrollY];", anchor)
        top, header_bottom, height, scrolled = box
        if self.screenshots:
            self.screenshots.mkdir(parents=True, exist_ok=True)
            name = where.replace("/", "_").replace(" ", "").replace("[", "-").replace("]", "")
            self.driver.save_screenshot(str(self.screenshots / f"{name}.png"))
        if top < header_bottom - 1 or top > height:
            self.fail(where, f"#{anchor} lands at {top:.0f}px, under the header (bottom {header_bottom:.0f}px) or out of the window")
        else:
            self.ok()

    def check_page(self, path, name):
        """Every per-page check, axe-core once per width and theme. The page is loaded once per
        width: the theme follows the emulated system setting without a reload (the site applies
        it in CSS when the reader chose none)."""
        self.pages += 1
        url = path.as_uri()
        for width in WIDTHS:
            self.resize(width)
            self.emulate(scheme="light")
            self.open(url)
            for theme in ("light", "dark"):
                self.emulate(scheme=theme)
                where = f"{name} [{width} {theme}]"
                self.check_theme(where, theme)
                self.run_axe(where)
                self.check_overflow(where)
                if "/screens/" in url:
                    self.check_wireframe(where)
                self.check_logs(where)
            for theme in ("light", "dark"):
                if theme == "dark" or width == "phone":
                    self.emulate(scheme=theme)
                    self.check_anchor(f"{name} [{width} {theme}]", url, theme, width)
        self.resize("desktop")
        self.emulate()
        self.open(url)
        return self.check_swatches(name)

    def check_theme_switch(self, url, name):
        for theme, system in (("light", "dark"), ("dark", "light")):
            self.emulate(scheme=system)
            self.open(url)
            button = self.driver.find_element(By.CSS_SELECTOR, f"[data-theme-choice='{theme}']")
            button.click()
            where = f"{name} [switch {theme}]"
            if button.get_attribute("aria-pressed") != "true":
                self.fail(where, "the theme button is not marked pressed after a click")
            self.check_theme(where, theme)
            self.check_focus(where)
            self.open(url)
            self.check_theme(where + " after reload", theme)
        self.driver.execute_script("try { localStorage.removeItem('kiln-theme'); } catch (e) {}")
        self.emulate()

    def check_phone_navigation(self, root):
        where = "index.html [phone navigation]"
        self.resize("phone")
        self.open((root / "index.html").as_uri())
        state = self.driver.execute_script(
            "var n = document.getElementById('site-nav'), b = document.querySelector('.nav-toggle'), h1 = document.querySelector('h1');"
            "return [getComputedStyle(n).display, b && !b.hidden, h1.getBoundingClientRect().top];")
        display, has_button, heading_top = state
        if display != "none" or not has_button:
            self.fail(where, f"the navigation is not collapsed behind a Menu button at 390 px (display {display})")
        elif heading_top > 300:
            self.fail(where, f"the page's heading starts {heading_top:.0f}px down")
        else:
            button = self.driver.find_element(By.CSS_SELECTOR, ".nav-toggle")
            button.send_keys(Keys.ENTER)
            opened = self.driver.execute_script("return [getComputedStyle(document.getElementById('site-nav')).display, document.querySelector('.nav-toggle').getAttribute('aria-expanded')]")
            if opened[0] == "none" or opened[1] != "true":
                self.fail(where, f"the Menu button does not open the navigation ({opened})")
            else:
                self.ok()
        self.resize("desktop")

    def check_copy(self, root):
        page = root / "colors.html"
        if not page.exists():
            return
        where = "colors.html [copy]"
        self.open(page.as_uri())
        buttons = self.driver.find_elements(By.CSS_SELECTOR, ".code-names button")
        if not buttons:
            self.fail(where, "no copy button next to the code names")
            return
        # The button copies the code name beside it (written once, in its row's <code>).
        code, platform = self.driver.execute_script(
            "var row = arguments[0].parentNode; return [row.querySelector('code').textContent, row.querySelector('span').textContent];", buttons[0])
        label = buttons[0].get_attribute("aria-label") or ""
        if not label.startswith(f"Copy {platform} name"):
            self.fail(where, f"the copy button's label {label!r} does not name its platform {platform!r}")
            return
        self.driver.execute_script("arguments[0].focus()", buttons[0])
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        # The clipboard answers asynchronously: wait for the announcement (a state), with a bound
        # that only guards against a hung page.
        read_status = lambda driver: driver.execute_script("return document.getElementById('copy-status').textContent") or ""
        try:
            WebDriverWait(self.driver, 30, poll_frequency=0.05).until(lambda driver: "Copied" in read_status(driver))
        except Exception:
            pass
        status = read_status(self.driver)
        if code not in status or "Copied" not in status:
            self.fail(where, f"pressing Enter on a copy button did not copy and announce {code!r} (status {status!r})")
        else:
            self.ok()

    def search(self, root, query):
        self.open((root / "search.html").as_uri() + "?q=" + query.replace(" ", "+"))
        return self.driver.execute_script(
            "return [document.querySelectorAll('#search-results li').length, document.getElementById('search-status').textContent,"
            " document.querySelectorAll('#search-results .result-swatch').length, document.getElementById('search-results').textContent];")

    def check_search(self, root, queries):
        for query, expect in queries:
            where = f"search.html?q={query}"
            count, status, swatches, text = self.search(root, query)
            if not count:
                self.fail(where, f"offline search found nothing (status: {status!r})")
            elif expect and expect not in text:
                self.fail(where, f"the results do not show {expect!r}")
            else:
                self.ok()
            self.check_logs(where)

    def check_search_swatches(self, root):
        where = "search.html?q=color"
        count, status, swatches, text = self.search(root, "color")
        if not count:
            self.fail(where, f"offline search found no color (status: {status!r})")
        elif not swatches:
            self.fail(where, "color results show no swatch")
        else:
            self.ok()

    def check_findings(self, root):
        page = root / "findings.html"
        if not page.exists():
            return
        where = "findings.html [filters]"
        self.open(page.as_uri())
        state = self.driver.execute_script(
            "var items = document.querySelectorAll('.finding-group li[data-rule]'), rules = {};"
            "items.forEach(function (i) { rules[i.getAttribute('data-rule')] = (rules[i.getAttribute('data-rule')] || 0) + 1; });"
            "var ids = {}; var dup = 0; items.forEach(function (i) { if (ids[i.id]) dup++; ids[i.id] = 1; });"
            "var table = {}; document.querySelectorAll('table tbody tr').forEach(function (r) { var c = r.querySelectorAll('td'); table[r.querySelector('th').textContent.trim()] = Number(c[c.length - 1].textContent); });"
            "return [items.length, rules, dup, table, document.getElementById('finding-filters').hidden];")
        total, rules, duplicates, table, hidden = state
        lead = self.driver.execute_script("return document.querySelector('.lead').textContent")
        if hidden:
            self.fail(where, "the filters are not shown")
        if duplicates:
            self.fail(where, f"{duplicates} findings have the same anchor")
        if not lead.startswith(f"{total} finding"):
            self.fail(where, f"the page lists {total} findings but says {lead[:60]!r}")
        for rule, count in rules.items():
            if table.get(rule) != count:
                self.fail(where, f"{rule}: {count} listed, {table.get(rule)} in the table")
        if rules:
            rule = sorted(rules)[0]
            self.open(page.as_uri() + "?rule=" + rule)
            shown = self.driver.execute_script(
                "return [Array.prototype.filter.call(document.querySelectorAll('.finding-group li[data-rule]'), function (i) { return !i.hidden; }).map(function (i) { return i.getAttribute('data-rule'); }),"
                " document.getElementById('filter-status-line').textContent];")
            if len(shown[0]) != rules[rule] or any(r != rule for r in shown[0]):
                self.fail(where, f"filtering by {rule} shows {len(shown[0])} findings, not its {rules[rule]}")
            elif f"Showing {rules[rule]} of {total}" not in shown[1]:
                self.fail(where, f"the status says {shown[1]!r}")
            else:
                self.ok()
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


def pages_of(root):
    return sorted(root.glob("*.html")) + sorted((root / "screens").glob("*.html")) + sorted((root / "source").rglob("*.html"))


def site_of(page):
    """The site folder a page belongs to (the folder holding assets/)."""
    for folder in page.parents:
        if (folder / "assets").is_dir():
            return folder
    return page.parent


# The per-page checks run in two browsers at once (the machines have two cores); each worker
# process keeps one browser for all its pages.
WORKER = {}


def start_worker(screenshots):
    import multiprocessing.util
    WORKER["checker"] = Checker(make_driver(), screenshots)
    # Run when the worker exits after the pool is closed: the browser goes with it.
    multiprocessing.util.Finalize(None, WORKER["checker"].driver.quit, exitpriority=10)


def check_pages(task):
    """Per-page checks ("page") or only the wireframe against the model ("wireframe", on the
    desktop width in the light theme) of each page in the task."""
    checker = WORKER["checker"]
    kind, label, root, pages = task
    totals = {"swatches": 0, "nodes": 0, "values": 0, "flags": 0}
    for page in pages:
        name = f"{label}/{page.relative_to(root)}"
        if kind == "page":
            totals["swatches"] += checker.check_page(page, name)
        else:
            checker.pages += 1
            checker.resize("desktop")
            checker.emulate(scheme="light")
            checker.open(page.as_uri())
            checker.check_logs(name)
        if "screens" in page.parts:
            nodes, values, flags = checker.check_wireframe(name)
            totals["nodes"] += nodes
            totals["values"] += values
            totals["flags"] += flags
    result = {"failures": checker.failures, "checks": checker.checks, "axe_runs": checker.axe_runs, "pages": checker.pages,
              "axe_seconds": checker.axe_seconds, "axe_version": checker.axe_version, **totals}
    checker.failures, checker.checks, checker.axe_runs, checker.pages, checker.axe_seconds = [], 0, 0, 0, 0.0
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", action="append", default=[], help="a generated site: every page and the site-wide checks")
    parser.add_argument("--page", action="append", default=[], help="one page of a generated site: the per-page checks")
    parser.add_argument("--wireframes", action="append", default=[], help="a generated site whose screen wireframes are compared with the model")
    parser.add_argument("--search-site", help="the site the --search queries run on")
    parser.add_argument("--search", action="append", default=[], help="QUERY=EXPECTED: a search of --search-site that must show EXPECTED")
    parser.add_argument("--injection", help="a site generated from hostile input")
    parser.add_argument("--screenshots", help="save a screenshot of each page at each width and theme here")
    args = parser.parse_args()
    if not AXE_SCRIPT.exists():
        fail_missing(f"axe-core script at {AXE_SCRIPT}")
    checker_failures = []
    counters = {"checks": 0, "axe_runs": 0, "pages": 0, "axe_seconds": 0.0, "axe_version": "?"}
    started = time.time()
    # Two workers take the pages one at a time, the costliest first, so that the two finish together.
    pages = []
    for site in args.site:
        root = Path(site).resolve()
        pages += [("page", root, page) for page in pages_of(root)]
    for file in args.page:
        page = Path(file).resolve()
        pages.append(("page", site_of(page), page))
    for site in args.wireframes:
        root = Path(site).resolve()
        pages += [("wireframe", root, page) for page in sorted((root / "screens").glob("*.html"))]
    # An axe run costs about as much as a few wireframe comparisons, and grows with the page.
    pages.sort(key=lambda item: -(item[2].stat().st_size * (8 if item[0] == "page" else 1)))
    tasks = [(kind, root.name, root, [page]) for kind, root, page in pages]
    totals = {"swatches": 0, "nodes": 0, "values": 0, "flags": 0}
    import multiprocessing
    context = multiprocessing.get_context("spawn")
    pool = context.Pool(2, initializer=start_worker, initargs=(args.screenshots,))
    try:
        for result in pool.imap_unordered(check_pages, tasks):
            checker_failures.extend(result["failures"])
            counters["checks"] += result["checks"]
            counters["axe_runs"] += result["axe_runs"]
            counters["pages"] += result["pages"]
            counters["axe_seconds"] += result["axe_seconds"]
            counters["axe_version"] = result["axe_version"]
            for key in totals:
                totals[key] += result[key]
    finally:
        pool.close()
        pool.join()
    per_page = time.time() - started
    driver = make_driver()
    checker = Checker(driver, args.screenshots)
    try:
        for site in args.site:
            root = Path(site).resolve()
            checker.check_theme_switch((root / "index.html").as_uri(), f"{root.name}/index.html")
            checker.check_phone_navigation(root)
            checker.check_copy(root)
            checker.check_search_swatches(root)
            checker.check_findings(root)
            checker.check_reduced_motion(root)
        if args.search_site:
            checker.check_search(Path(args.search_site).resolve(), [tuple(q.split("=", 1)) for q in args.search])
        if args.injection:
            checker.check_injection(Path(args.injection).resolve())
    finally:
        driver.quit()
    checker.failures = checker_failures + checker.failures
    checker.checks += counters["checks"]
    checker.pages += counters["pages"]
    checker.axe_runs = counters["axe_runs"]
    checker.axe_seconds = counters["axe_seconds"]
    checker.axe_version = counters["axe_version"]
    swatches, wire_nodes, wire_values, wire_flags = totals["swatches"], totals["nodes"], totals["values"], totals["flags"]
    print(f"browser checks: {checker.pages} pages, {checker.axe_runs} axe-core runs (axe-core {checker.axe_version}, "
          f"{', '.join(AXE_TAGS)}; {checker.axe_seconds:.0f}s of axe in two browsers), {swatches} swatches, {wire_nodes} wireframe boxes "
          f"({wire_values} values compared, {wire_flags} flags), {len(checker.failures)} failures, "
          f"{per_page:.1f}s per-page checks, {time.time() - started:.1f}s in all")
    for failure in checker.failures:
        print("FAIL " + failure)
    print(f"{checker.checks} passed, {len(checker.failures)} failed")
    sys.exit(1 if checker.failures else 0)


if __name__ == "__main__":
    main()
