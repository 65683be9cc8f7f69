#!/usr/bin/env python3
"""Loads generated CSS into headless Chromium and reports computed styles.

Usage: css_browser.py CSS_FILE PROBES_JSON
PROBES_JSON: {"probes": [{"id": "p1", "style": "color: var(--x)", "class": "", "properties": ["color"]}],
              "scenarios": [{"name": "dark", "scheme": "dark", "theme": null, "nested": null}]}
A scenario emulates prefers-color-scheme (`scheme`), sets data-theme on <html> (`theme`), or
puts the probes inside an element with data-theme=`nested`.
Prints {scenario: {probe id: {property: computed value}}}. Exit code 3 when selenium or the
browser is missing."""
import json
import os
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

css_file, probes_file = sys.argv[1], sys.argv[2]
spec = json.load(open(probes_file))
probe_html = "\n".join(
    f'<div id="{p["id"]}" class="{p.get("class", "")}" style="{p.get("style", "")}">Ag</div>' for p in spec["probes"])
page = pathlib.Path(tempfile.mkdtemp()) / "page.html"
page.write_text(f"""<!doctype html>
<html><head><meta charset="utf-8"><link rel="stylesheet" href="{pathlib.Path(css_file).resolve().as_uri()}"></head>
<body><div id="holder">{probe_html}</div></body></html>""", encoding="utf-8")

options = webdriver.ChromeOptions()
options.binary_location = browser
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files"]:
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(driver_path), options=options)
results = {}
try:
    driver.get(page.as_uri())
    for scenario in spec["scenarios"]:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scenario.get("scheme") or "light"}]})
        values = driver.execute_script("""
            const [scenario, probes] = arguments;
            const html = document.documentElement;
            const holder = document.getElementById('holder');
            if (scenario.theme) html.setAttribute('data-theme', scenario.theme); else html.removeAttribute('data-theme');
            if (scenario.nested) holder.setAttribute('data-theme', scenario.nested); else holder.removeAttribute('data-theme');
            const out = {};
            for (const probe of probes) {
                const style = getComputedStyle(document.getElementById(probe.id));
                out[probe.id] = {};
                for (const property of probe.properties) out[probe.id][property] = style.getPropertyValue(property);
            }
            out['$colorScheme'] = {'color-scheme': getComputedStyle(html).getPropertyValue('color-scheme')};
            return out;
        """, scenario, spec["probes"])
        results[scenario["name"]] = values
finally:
    driver.quit()
    shutil.rmtree(page.parent, ignore_errors=True)
print(json.dumps(results))
