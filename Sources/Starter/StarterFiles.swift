/// The files `kiln init` writes into an empty folder: a small but complete design system
/// (colors with light and dark values, one derived color, a type scale, spacing, radius,
/// motion), one spec screen, a commented kiln.yaml, the editor schemas and a CI workflow.
///
/// Every token and spec file names its schema so an editor with the YAML language server
/// completes and flags it; `kiln build` and `kiln check` pass on the result (a test runs them).
enum StarterFiles {
    static let configHeader = "# yaml-language-server: $schema=schemas/kiln.schema.json\n"
    static let tokenHeader = "# yaml-language-server: $schema=../schemas/tokens.schema.json\n"

    static let config = configHeader + """
        # Kiln settings. Every key is optional; your editor completes and checks them through the
        # schema named on the first line (schemas/ holds it; `kiln init` wrote it).

        # Where the token files are (globs or folders, relative to this file).
        tokens: tokens/

        # Where the screen specs are (Markdown).
        specs: specs/

        # The modes every color has. A color gives its light value in `$value` and its dark value
        # in `$extensions.mode.dark`.
        modes: [light, dark]

        # Decides the touch-target and font-size minimums the checks use: ios, android, web.
        platform: ios

        # Where `kiln build` writes the generated files (Swift, Dart, CSS, … and the spec site).
        output: output

        # Which outputs `kiln build` writes; remove the ones you do not ship.
        outputs: [swift, dart, css, json, site]

        # Uncomment to write the outputs as packages an app adds in one line (a Swift package,
        # a Dart package, an npm package for the CSS; docs/outputs.md §19), named after `name:`.
        # name: My Design System
        # packages: [swift, dart, npm]

        # Default background of the spec screens, when a screen does not name its own.
        background: "{color.background.primary}"

        # Text/background pairs to check for contrast even when no spec uses them yet.
        contrastPairs:
          - { foreground: color.text.primary, background: color.background.primary }
          - { foreground: color.text.secondary, background: color.background.primary }
          - { foreground: color.text.on-brand, background: color.brand.primary, size: 17, weight: 600 }

        # The spec site's title.
        site:
          title: My Design System

        """

    static let colors = tokenHeader + """
        # Colors: a few raw colors (palette) and what they are for (semantic). Semantic colors give
        # their light value in $value and their dark value in $extensions.mode.dark.
        color:
          palette:
            $type: color
            $description: Raw colors; use the semantic colors below in designs.
            ink: { $value: "#16191D" }
            slate: { $value: "#4A5360" }
            mist: { $value: "#B9C0CA" }
            paper: { $value: "#FFFFFF" }
            night: { $value: "#111418" }
            cloud: { $value: "#F2F4F7" }
            ocean: { $value: "#0A58CA" }
            sky: { $value: "#6EA8FE" }
          text:
            $type: color
            primary:
              $value: "{color.palette.ink}"
              $description: Body text and titles.
              $extensions:
                mode:
                  dark: "{color.palette.cloud}"
            secondary:
              $value: "{color.palette.slate}"
              $description: Captions and supporting text.
              $extensions:
                mode:
                  dark: "{color.palette.mist}"
            on-brand:
              $value: "{color.palette.paper}"
              $description: Text on the brand color (button labels).
              $extensions:
                mode:
                  dark: "{color.palette.night}"
          background:
            $type: color
            primary:
              $value: "{color.palette.paper}"
              $description: The screen background.
              $extensions:
                mode:
                  dark: "{color.palette.night}"
          brand:
            $type: color
            primary:
              $value: "{color.palette.ocean}"
              $description: Primary buttons and links.
              $extensions:
                mode:
                  dark: "{color.palette.sky}"
            # A derived color: evaluated per mode from the brand color.
            pressed:
              $value: "darken({color.brand.primary}, 10%)"
              $description: A primary button while pressed.

        """

    static let typography = tokenHeader + """
        # Type: one font family, three weights and a small type scale.
        font:
          family:
            $type: fontFamily
            sans: { $value: ["Inter", "system-ui", "sans-serif"] }
          weight:
            $type: fontWeight
            regular: { $value: 400 }
            semibold: { $value: 600 }
            bold: { $value: 700 }

        typography:
          $type: typography
          title:
            $value:
              fontFamily: "{font.family.sans}"
              fontSize: 28pt
              fontWeight: "{font.weight.bold}"
              lineHeight: 34pt
              letterSpacing: 0pt
          headline:
            $value:
              fontFamily: "{font.family.sans}"
              fontSize: 17pt
              fontWeight: "{font.weight.semibold}"
              lineHeight: 22pt
              letterSpacing: 0pt
          body:
            $value:
              fontFamily: "{font.family.sans}"
              fontSize: 17pt
              fontWeight: "{font.weight.regular}"
              lineHeight: 22pt
              letterSpacing: 0pt
          caption:
            $value:
              fontFamily: "{font.family.sans}"
              fontSize: 13pt
              fontWeight: "{font.weight.regular}"
              lineHeight: 18pt
              letterSpacing: 0pt

        """

    static let spacing = tokenHeader + """
        # Spacing: a 4-point scale.
        spacing:
          $type: dimension
          xs: { $value: 4pt }
          sm: { $value: 8pt }
          md: { $value: 16pt }
          lg: { $value: 24pt }
          xl: { $value: 32pt }

        """

    static let radius = tokenHeader + """
        # Corner radii.
        radius:
          $type: dimension
          sm: { $value: 4pt }
          md: { $value: 8pt }
          lg: { $value: 16pt }
          full: { $value: 999pt }

        """

    static let motion = tokenHeader + """
        # Motion: durations and easing curves.
        duration:
          $type: duration
          fast: { $value: 150ms }
          standard: { $value: 300ms }

        easing:
          $type: cubicBezier
          standard: { $value: [0.2, 0, 0, 1] }
          decelerate: { $value: [0, 0, 0, 1] }

        """

    static let spec = """
        ---
        id: welcome
        title: Welcome
        kind: flow
        modes: [light, dark]
        devices: [iPhone SE, iPhone 15]
        ---

        # Welcome

        A spec is a normal design document. Kiln reads the screens (`## Screen …` headings), the
        components under them and their `Key: Value` lines, and checks them against the tokens:
        contrast of every text on its background, touch targets, font sizes, off-palette colors.
        Everything else (this paragraph, too) is documentation for the spec site.

        ## Screen 1: Welcome

        - Background: color.background.primary

        ### Components Used

        #### 1. Title

        - Text: "Welcome"
        - Typography: typography.title
        - Color: color.text.primary

        #### 2. Subtitle

        - Text: "Everything you design, in one place."
        - Typography: typography.body
        - Color: color.text.secondary

        #### 3. Get Started Button

        - Component: Primary Button
        - Text: "Get started"
        - Typography: typography.headline
        - Background: color.brand.primary
        - Text Color: color.text.on-brand
        - Touch Target: Full width, 48pt height
        - Corner Radius: radius.md

        States:
        - Pressed: color.brand.pressed

        """

    /// GitHub Actions: findings as annotations on the pull request, and in code scanning.
    static let workflow = """
        # Checks the design tokens and specs on every push and pull request (written by `kiln init`).
        # - `kiln check --reporter github` prints each finding as an annotation on the changed line
        #   and fails the job on errors that are not in the baseline (kiln-baseline.yaml).
        # - `kiln check --reporter sarif` writes a SARIF file that code scanning shows under the
        #   repository's Security tab.
        name: Design tokens

        on:
          push:
          pull_request:

        permissions:
          contents: read
          security-events: write

        jobs:
          kiln:
            runs-on: ubuntu-latest
            # The Swift version Kiln's Package.swift needs (swift-tools-version); an older one fails at `swift build`.
            container: swift:6.2
            steps:
              - uses: actions/checkout@v4

              # Builds kiln from source; point KILN_REPOSITORY at where your team keeps Kiln.
              - name: Install kiln
                env:
                  KILN_REPOSITORY: https://github.com/your-org/kiln.git
                run: |
                  git clone --depth 1 "$KILN_REPOSITORY" /tmp/kiln
                  /tmp/kiln/scripts/install-deps.sh
                  swift build -c release --package-path /tmp/kiln
                  echo /tmp/kiln/.build/release >> "$GITHUB_PATH"

              - name: Findings for code scanning
                run: kiln check --reporter sarif --report-file kiln.sarif
                continue-on-error: true

              - name: Upload to code scanning
                if: always()
                uses: github/codeql-action/upload-sarif@v3
                with:
                  sarif_file: kiln.sarif
                  category: kiln

              - name: Findings as pull-request annotations
                run: kiln check --reporter github

        """
}
