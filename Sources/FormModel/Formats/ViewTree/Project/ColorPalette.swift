import BoxTree
import FormSupport

/// A project's named colours, from `Resources/colors.json`, as the JsonUI tool chain reads it
/// (color_manager_core.rb): the themed schema (`modes`, `fallback_mode`, `systemModeMapping`, then a
/// palette per mode) or the older flat one (name → colour, a single `light` mode).
public struct ColorPalette: Equatable, Sendable {
    static let metaKeys: Set<String> = ["modes", "fallback_mode", "systemModeMapping"]
    /// Mode name → colour name → the colour as written (`#RRGGBB`, `#AARRGGBB`; null: declared, not defined).
    public private(set) var palettes: [String: [String: String]] = [:]
    public private(set) var fallbackMode = "light"
    public private(set) var systemModeMapping: [String: String] = [:]
    public private(set) var modes: [String] = []

    public init() {}

    /// Reads colors.json; what it cannot use is a warning and is left out, so one bad entry costs one colour.
    public init(json: JSONNode, file: String, warnings: inout WarningLog) {
        guard case .object(let object) = json.value else {
            warnings.add("colors.json must be an object of colour modes or of colours; its colours are not used", at: SourceLocation(file: file, position: json.position))
            return
        }
        let members = object.members
        let content = members.filter { !ColorPalette.metaKeys.contains($0.key) }
        let themed: Bool
        if case .object? = content.first?.value.value { themed = true } else { themed = false }
        if themed {
            for member in content {
                guard case .object(let colours) = member.value.value else {
                    warnings.add("colors.json: mode '\(member.key)' must be an object of colours; ignored", at: SourceLocation(file: file, position: member.value.position))
                    continue
                }
                palettes[member.key] = ColorPalette.colours(colours.members, file: file, warnings: &warnings)
            }
        } else {
            palettes["light"] = ColorPalette.colours(content, file: file, warnings: &warnings)
        }
        var declared: [String] = []
        for member in members {
            switch (member.key, member.value.value) {
            case ("fallback_mode", .string(let mode)): fallbackMode = mode
            case ("modes", .array(let items)): declared = items.compactMap { if case .string(let mode) = $0.value { return mode } else { return nil } }
            case ("systemModeMapping", .object(let pairs)):
                for pair in pairs.members { if case .string(let mode) = pair.value.value { systemModeMapping[pair.key] = mode } }
            default: break
            }
        }
        let ordered = declared.filter { palettes[$0] != nil }
        modes = ordered + palettes.keys.filter { !ordered.contains($0) }.sorted()
        if palettes[fallbackMode] == nil { fallbackMode = modes.contains("light") ? "light" : modes.first ?? "light" }
        if systemModeMapping.isEmpty {
            for mode in ["light", "dark"] where palettes[mode] != nil { systemModeMapping[mode] = mode }
        }
    }

    private static func colours(_ members: [JSONMember], file: String, warnings: inout WarningLog) -> [String: String] {
        var colours: [String: String] = [:]
        for member in members {
            switch member.value.value {
            case .string(let text): colours[member.key] = text
            case .null: break
            default:
                warnings.add("colors.json: '\(member.key)' must be a colour string; ignored", at: SourceLocation(file: file, position: member.value.position))
            }
        }
        return colours
    }

    /// The mode an appearance draws in: its `systemModeMapping` entry, else the mode of its name, else the fallback.
    public func mode(for appearance: ViewSettings.Appearance) -> String {
        let mapped = systemModeMapping[appearance.rawValue] ?? appearance.rawValue
        return palettes[mapped] != nil ? mapped : fallbackMode
    }

    /// Every name the appearance can draw: its mode's colours over the fallback mode's, as the
    /// generated ColorManager falls back.
    public func colours(for appearance: ViewSettings.Appearance) -> [String: Color] {
        var resolved: [String: Color] = [:]
        for mode in [fallbackMode, self.mode(for: appearance)] {
            for (name, text) in palettes[mode] ?? [:] {
                if let colour = ViewColor.parse(text) { resolved[name] = colour }
            }
        }
        return resolved
    }
}
