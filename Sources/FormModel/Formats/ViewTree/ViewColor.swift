import Foundation
import BoxTree

/// Colours as SwiftJsonUI writes them: `#RGB`, `#RRGGBB`, `#AARRGGBB` (alpha first, as both of its
/// colour parsers read eight digits), or a UIKit colour name (`clear`, `white`, `systemBlue`…).
public enum ViewColor {
    public static func parse(_ text: String) -> Color? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#") else { return named[trimmed] ?? named[trimmed.lowercased()] }
        return Color(hexDigits: trimmed.dropFirst(), alphaFirst: true)
    }

    static let expected = "a colour (#RGB, #RRGGBB, #AARRGGBB, a name from the project's Resources/colors.json, or a UIKit name such as white, clear, systemBlue, systemGray6, label or systemBackground)"

    static let named: [String: Color] = [
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "white": .white, "black": .black,
        "red": Color(hex: 0xFF0000), "green": Color(hex: 0x00FF00), "blue": Color(hex: 0x0000FF),
        "gray": Color(hex: 0x808080), "grey": Color(hex: 0x808080),
        "lightgray": Color(hex: 0xAAAAAA), "darkgray": Color(hex: 0x555555),
        "orange": Color(hex: 0xFF8000), "yellow": Color(hex: 0xFFFF00), "purple": Color(hex: 0x800080),
        "brown": Color(hex: 0x996633), "cyan": Color(hex: 0x00FFFF), "magenta": Color(hex: 0xFF00FF),
        "systemblue": Color(hex: 0x007AFF), "systemred": Color(hex: 0xFF3B30), "systemgreen": Color(hex: 0x34C759),
        "systemorange": Color(hex: 0xFF9500), "systemgray": Color(hex: 0x8E8E93), "systemyellow": Color(hex: 0xFFCC00),
        "systempink": Color(hex: 0xFF2D55), "systempurple": Color(hex: 0xAF52DE), "systemteal": Color(hex: 0x30B0C7),
        "systemindigo": Color(hex: 0x5856D6), "systemmint": Color(hex: 0x00C7BE), "systemcyan": Color(hex: 0x32ADE6),
        "systembrown": Color(hex: 0xA2845E),
        "systemgray2": Color(hex: 0xAEAEB2), "systemgray3": Color(hex: 0xC7C7CC), "systemgray4": Color(hex: 0xD1D1D6),
        "systemgray5": Color(hex: 0xE5E5EA), "systemgray6": Color(hex: 0xF2F2F7),
        "systembackground": .white, "secondarysystembackground": Color(hex: 0xF2F2F7), "tertiarysystembackground": .white,
        "systemgroupedbackground": Color(hex: 0xF2F2F7), "secondarysystemgroupedbackground": .white,
        "tertiarysystemgroupedbackground": Color(hex: 0xF2F2F7),
        "label": .black, "secondarylabel": Color(hex: 0x3C3C43, alpha: 0.6), "tertiarylabel": Color(hex: 0x3C3C43, alpha: 0.3),
        "quaternarylabel": Color(hex: 0x3C3C43, alpha: 0.18), "placeholdertext": Color(hex: 0x3C3C43, alpha: 0.3),
        "separator": Color(hex: 0x3C3C43, alpha: 0.29), "opaqueseparator": Color(hex: 0xC6C6C8), "link": Color(hex: 0x007AFF),
        "systemfill": Color(hex: 0x787880, alpha: 0.2), "secondarysystemfill": Color(hex: 0x787880, alpha: 0.16),
    ]
}
