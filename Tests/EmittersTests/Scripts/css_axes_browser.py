#!/usr/bin/env python3
"""Loads generated CSS with several theming axes into headless Chromium and reports the
computed custom properties of <html> per scenario.

Usage: css_axes_browser.py CSS_FILE SCENARIOS_JSON
SCENARIOS_JSON: {"properties": ["--x", ...],
                 "scenarios": [{"name": "dark+high", "attributes": {"data-scheme": "dark"},
                                "media": {"prefers-color-scheme": "dark", "prefers-contrast": "more"}}]}
Attributes not named are removed; media features not named are emulated as light / no-preference.
Prints {scenario name: {property: computed value}}. Exit code 3 when selenium or the browser is missing.

Several stylesheets in one browser: css_axes_browser.py --sheets SHEETS_JSON, where SHEETS_JSON is
{"sheets": [{"name": "css", "file": CSS_FILE, "properties": [...]}, ...], "scenarios": [...]}; prints
{sheet name: {scenario name: {property: computed value}}}."""
import json
import pathlib
import shutil
import sys
import tempfile

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError as error:  # pragma: no cover
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
driver_path = shutil.which("chromedriver")
if not browser or not driver_path:
    print("missing chromium or chromedriver (apt-get install chromium chromium-driver; scripts/install-deps.sh --test)", file=sys.stderr)
    sys.exit(3)

if sys.argv[1] == "--sheets":
    spec = json.load(open(sys.argv[2]))
    sheets = spec["sheets"]
else:
    spec = json.load(open(sys.argv[2]))
    sheets = [{"name": None, "file": sys.argv[1], "properties": spec["properties"]}]
folder = pathlib.Path(tempfile.mkdtemp())

options = webdriver.ChromeOptions()
options.binary_location = browser
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(driver_path), options=options)
results = {}
attributes = sorted({name for scenario in spec["scenarios"] for name in scenario.get("attributes", {})})
try:
    for index, sheet in enumerate(sheets):
        page = folder / f"page{index}.html"
        page.write_text(f"""<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="{pathlib.Path(sheet["file"]).resolve().as_uri()}"></head>
<body>Ag</body></html>""", encoding="utf-8")
        driver.get(page.as_uri())
        computed = {}
        for scenario in spec["scenarios"]:
            media = {"prefers-color-scheme": "light", "prefers-contrast": "no-preference", **scenario.get("media", {})}
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": k, "value": v} for k, v in media.items()]})
            computed[scenario["name"]] = driver.execute_script("""
                const [given, names, properties] = arguments;
                const html = document.documentElement;
                for (const name of names) html.removeAttribute(name);
                for (const [name, value] of Object.entries(given)) html.setAttribute(name, value);
                const style = getComputedStyle(html);
                const out = {};
                for (const property of properties) out[property] = style.getPropertyValue(property).trim();
                return out;
            """, scenario.get("attributes", {}), attributes, sheet["properties"])
        results[sheet["name"]] = computed
finally:
    driver.quit()
    shutil.rmtree(folder, ignore_errors=True)
print(json.dumps(results if sys.argv[1] == "--sheets" else results[None]))
