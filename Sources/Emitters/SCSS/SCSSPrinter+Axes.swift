import DesignModel

/// SCSS for several theming axes, with the rules of tokens.css (`AxisRule`): the variables
/// hold the default combination; one map per axis value (`$tokens-scheme-dark`) holds the
/// values that change when that value is chosen, one map per combination
/// (`$tokens-scheme-dark-contrast-high`) only where a value depends on several axes and the
/// single maps would give the wrong one; `$tokens-axes` lists those maps in tokens.css's order,
/// and the `tokens-when` mixin wraps its content in tokens.css's selectors for one of them (the
/// attribute selector, and the `prefers-color-scheme` / `prefers-contrast` media variants).
extension SCSSPrinter {
    private func ruleName(_ rule: AxisRule) -> String {
        rule.conditions.map { condition in
            let axis = model.axes.axes[condition.axis]
            return Identifiers.cssKebab(NameCasing.split(axis.name) + NameCasing.split(axis.values[condition.value]))
        }.joined(separator: "-")
    }

    func axesHeader() -> String {
        let axes = model.axes.axes.map { axis in
            CSSPrinter.attribute(axis) + ": " + axis.values.enumerated().map { $0.element + ($0.offset == 0 ? " (default)" : "") }.joined(separator: ", ")
        }
        return "Theming axes: " + axes.joined(separator: "; ") + ".\n"
            + "// Variables hold the default combination; `$\(options.mapName)-<axis>-<value>` maps hold what that value changes, and\n"
            + "// `$\(options.mapName)-<axis>-<value>-<axis>-<value>` maps what a combination changes beyond them (only where a value depends on both).\n"
            + "// `@include \(options.mapName)-when(\"<axis>-<value>\") { … }` prints its content under tokens.css's selectors for that map."
    }

    func printAxes(_ entries: [ViewModel.Entry], into out: inout ByteText) {
        let axes = model.axes
        let rules = AxisRule.rules(axes, entries)
        var selectors: [(name: String, variants: [AxisRule.Variant])] = []
        for rule in rules {
            let name = ruleName(rule)
            let label = rule.conditions.map { axes.axes[$0.axis].name + " " + axes.axes[$0.axis].values[$0.value] }.joined(separator: " and ")
            out += "\n/// What changes with \(label)" + (rule.conditions.count > 1 ? ", beyond the maps of each alone" : "") + ", by token name.\n"
            out += "$\(options.mapName)-\(name): (\n"
            mapEntries(rule.entries, mode: rule.mode, into: &out)
            out += ");\n"
            selectors.append((name, rule.variants(axes, root: ":root", mediaQuery: true)))
        }
        out += "\n/// The maps above in tokens.css's order (later and more specific ones win), by name.\n"
        out += "$\(options.mapName)-axes: (" + selectors.map { "\"\($0.name)\": $\(options.mapName)-\($0.name)" }.joined(separator: ", ") + ");\n"
        out += "\n/// Per map, tokens.css's selectors for it and the media query each needs (null: none).\n"
        out += "$\(options.mapName)-selectors: (\n"
        for (name, variants) in selectors {
            out += "  \"\(name)\": ("
            out += variants.map { Format.jsonString($0.selector) + ": " + ($0.queries.isEmpty ? "null" : Format.jsonString($0.queries.joined(separator: " and "))) }.joined(separator: ", ")
            out += "),\n"
        }
        out += ");\n"
        out += """

            /// Prints its content under tokens.css's selectors for one map of `$\(options.mapName)-axes`:
            /// `@include \(options.mapName)-when("scheme-dark") { .card { … } }`.
            @mixin \(options.mapName)-when($name) {
              @each $selector, $media in map.get($\(options.mapName)-selectors, $name) {
                @if $media {
                  @media #{$media} {
                    #{$selector} {
                      @content;
                    }
                  }
                } @else {
                  #{$selector} {
                    @content;
                  }
                }
              }
            }

            """
    }
}
