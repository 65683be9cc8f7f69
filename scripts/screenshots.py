#!/usr/bin/env python3
"""Screenshots of the HTML spec site, light and dark, in headless Chromium.

Builds the site for the bundled design system (`kiln build --outputs site` in the repository,
which writes output/site/) unless --site names an existing site folder, then saves PNGs of the
overview, colors, contrast, a screen page (when the specs produce one) and the motion page
into docs/screenshots/ (`<page>-<theme>.png`).

Usage: scripts/screenshots.py [--site DIR] [--kiln PATH] [--out DIR] [--width 1360] [--height 1700]
Needs: python3 with selenium, chromium and chromedriver (scripts/install-deps.sh --test).
"""
import argparse
import base64
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parent.parent
PAGES = os.environ.get("KILN_SHOT_PAGES", "index colors contrast screen motion").split()


def build_site(kiln):
    if kiln is None:
        scratch = ROOT / ".build-screenshots"
        subprocess.run(["swift", "build", "-c", "release", "--product", "kiln", "--scratch-path", str(scratch)], cwd=ROOT, check=True)
        kiln = scratch / "release" / "kiln"
    subprocess.run([str(kiln), "build", "--outputs", "site", "--project", str(ROOT)], cwd=ROOT)
    site = ROOT / "output" / "site"
    if not (site / "index.html").exists():
        sys.exit("kiln did not write output/site/index.html")
    return site


def driver(width, height):
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM_BIN") or shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},{height}",
                     "--force-device-scale-factor=1", "--font-render-hinting=none"]:
        options.add_argument(argument)
    path = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver") or "chromedriver"
    return webdriver.Chrome(options=options, service=Service(path))


def shrink(png):
    """Quantizes to a 256-color palette when Pillow is there: a third of the size, same look."""
    try:
        from PIL import Image
    except ImportError:
        return png
    image = Image.open(io.BytesIO(png)).convert("RGB")
    quantized = image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    out = io.BytesIO()
    quantized.save(out, format="PNG", optimize=True)
    return out.getvalue() if len(out.getvalue()) < len(png) else png


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", help="an existing site folder (skips the build)")
    parser.add_argument("--kiln", help="the kiln executable (default: a release build)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--width", type=int, default=1360)
    parser.add_argument("--height", type=int, default=1700)
    parser.add_argument("--screen", default="welcome-screen", help="part of the screen page's file name to show")
    args = parser.parse_args()
    site = Path(args.site).resolve() if args.site else build_site(args.kiln)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    screens = sorted((site / "screens").glob("*.html")) if (site / "screens").exists() else []
    screens = [p for p in screens if args.screen in p.name] + [p for p in screens if args.screen not in p.name]
    browser = driver(args.width, args.height)
    try:
        for page in PAGES:
            path = screens[0] if page == "screen" and screens else site / f"{page}.html"
            if not path.exists():
                print(f"skipped {page}: {path.name} not in the site")
                continue
            for theme in ("light", "dark"):
                browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
                    {"name": "prefers-color-scheme", "value": theme}, {"name": "prefers-reduced-motion", "value": "no-preference"}]})
                browser.get(path.as_uri())
                browser.execute_script("try { localStorage.removeItem('kiln-theme'); } catch (e) {}")
                browser.get(path.as_uri())
                browser.execute_script("document.querySelectorAll('.ball').forEach(function (b) { b.style.animationPlayState = 'paused'; b.style.animationDelay = '-0.9s'; });")
                shot = browser.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {
                    "x": 0, "y": 0, "width": args.width, "height": args.height, "scale": 1}, "captureBeyondViewport": True})
                png = shrink(base64.b64decode(shot["data"]))
                name = "overview" if page == "index" else page
                target = out / f"{name}-{theme}.png"
                target.write_bytes(png)
                print(f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: {len(png) // 1024} KB")
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
