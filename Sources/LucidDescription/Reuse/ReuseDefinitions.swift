import Yams

/// What a description (and the files it includes) defines for reuse: components,
/// style classes, and themes that restyle those classes.
struct ReuseDefinitions {
    /// A named piece of layout with parameters, expanded wherever it is used.
    struct Component {
        var name: String
        /// Parameter names in order, with their default values (nil: required).
        var parameters: [(name: String, defaultValue: Yams.Node?)]
        var layout: Yams.Node
    }

    /// A named set of node keys, filled into every node of that class.
    struct Style {
        var name: String
        var entries: [MappingEntries.Entry]
    }

    var components: [String: Component] = [:]
    var styles: [String: Style] = [:]
    /// Theme name → style classes it overrides or adds.
    var themes: [String: [String: Style]] = [:]

    /// Adds `other`'s definitions; on a name both define, `other` wins key by key for
    /// styles and whole for components.
    mutating func merge(_ other: ReuseDefinitions) {
        components.merge(other.components) { _, new in new }
        styles.merge(other.styles) { old, new in old.overridden(by: new) }
        for (theme, styles) in other.themes {
            themes[theme, default: [:]].merge(styles) { old, new in old.overridden(by: new) }
        }
    }

    /// The style class `name` under `theme`: the base class with the theme's keys over it.
    func style(_ name: String, theme: String?) -> Style? {
        let base = styles[name]
        guard let theme, let themed = themes[theme]?[name] else { return base }
        return base.map { $0.overridden(by: themed) } ?? themed
    }

    /// Every class name, under any theme.
    var styleNames: [String] {
        Set(styles.keys).union(themes.values.flatMap(\.keys)).sorted()
    }
}

extension ReuseDefinitions.Style {
    /// This style with `other`'s keys replacing or adding to its own.
    func overridden(by other: Self) -> Self {
        let replaced = Set(other.entries.map(\.key))
        return Self(name: name, entries: entries.filter { !replaced.contains($0.key) } + other.entries)
    }
}
