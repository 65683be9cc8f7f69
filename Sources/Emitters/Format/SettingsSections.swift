/// Settings sections kept by their type, each its defaults until kiln.yaml sets something: what
/// the outputs' settings (`EmitterOptions`) and the packages' (`PackageOptions`) are made of.
public struct SettingsSections: Sendable, Equatable {
    private var values: [ObjectIdentifier: any SettingsSection] = [:]

    public init() {}

    /// The section of type `Section`.
    public subscript<Section: SettingsSection>(_: Section.Type) -> Section {
        get { values[ObjectIdentifier(Section.self)] as? Section ?? Section() }
        set { values[ObjectIdentifier(Section.self)] = newValue }
    }

    /// The section of the type `defaults` has, `defaults` while none is set; a value of another
    /// type is not stored.
    public subscript(like defaults: any SettingsSection) -> any SettingsSection {
        get { values[ObjectIdentifier(type(of: defaults))] ?? defaults }
        set {
            guard type(of: newValue) == type(of: defaults) else { return }
            values[ObjectIdentifier(type(of: newValue))] = newValue
        }
    }

    /// Equal when every section is: a section set to its defaults equals no section.
    public static func == (lhs: SettingsSections, rhs: SettingsSections) -> Bool {
        for key in Set(lhs.values.keys).union(rhs.values.keys) {
            let left = lhs.values[key]
            let right = rhs.values[key]
            guard let some = left ?? right else { continue }
            let defaults = type(of: some).init()
            guard (left ?? defaults).isEqual(to: right ?? defaults) else { return false }
        }
        return true
    }
}
