import BoxTree
import FormModel

/// How view-tree attributes look as box styles, and what a view looks like where its file says
/// nothing: the one place view colours, fonts, borders and shadows are chosen (as `FormStyles` is for
/// forms). Defaults follow SwiftJsonUI's SwiftUI renderer: 17 pt text in black, hints in the
/// secondary grey, buttons filled in the system blue with white text.
struct ViewStyles {
    let family: String

    static let textColor = Color(hex: 0x000000)
    static let hintColor = Color(hex: 0x3C3C43, alpha: 0.6)
    static let tint = Color(hex: 0x007AFF)
    static let fieldBorder = Color(hex: 0xC7C7CC)
    static let placeholderFill = Color(hex: 0xF2F2F7)
    static let placeholderInk = Color(hex: 0x8E8E93)
    static let defaultFontSize = 17.0
    static let switchOn = Color(hex: 0x34C759)
    static let track = Color(hex: 0xE9E9EB)
    static let dimsWhenDisabled: Set<ViewType> = [.button, .switchControl, .checkBox, .radio, .segment, .slider, .textField, .selectBox]

    /// Inter's natural line height (1.21 em), to the half point, so heights are predictable.
    static func lineHeight(for size: Double) -> Double {
        max(1, (size * 1.21 * 2).rounded() / 2)
    }

    func font(_ a: ViewAttributes, type: ViewType) -> FontSpec {
        let size = a.fontSize ?? ViewStyles.defaultFontSize
        let weight = a.fontWeight ?? (type == .button ? .semibold : .regular)
        return FontSpec(family: family, weight: weight, italic: a.italic, size: size, lineHeight: ViewStyles.lineHeight(for: size))
    }

    /// Whether a text input keeps the default field look: it says nothing of its own look, or asks
    /// for `borderStyle: roundedRect`.
    func hasFieldLook(_ a: ViewAttributes, type: ViewType) -> Bool {
        guard type == .textField || type == .textView || type == .selectBox else { return false }
        if let border = a.fieldBorder { return border == .roundedRect }
        return a.background == nil && a.borderColor == nil && a.borderWidth == nil && a.cornerRadius == nil
    }

    /// A button says nothing of its fill: it is the system blue with rounded corners.
    func hasButtonLook(_ a: ViewAttributes, type: ViewType) -> Bool {
        type == .button && a.background == nil
    }

    /// The box itself: fill, border (drawn when both its width and colour are set, as SwiftJsonUI
    /// draws it), corners, shadow, opacity, clipping.
    func box(_ a: ViewAttributes, type: ViewType) -> BoxStyle {
        var style = BoxStyle(fill: a.background, radii: CornerRadii(all: a.cornerRadius ?? 0), opacity: a.alpha, clips: a.clipToBounds)
        if let width = a.borderWidth, let color = a.borderColor, width > 0 {
            style.border = Border(color: color, width: width, dash: dash(a.borderLine, width: width))
        }
        if hasFieldLook(a, type: type) {
            style.fill = style.fill ?? .white
            style.border = Border(color: ViewStyles.fieldBorder, width: 1)
            style.radii = CornerRadii(all: a.cornerRadius ?? 8)
        } else if type == .textField || type == .textView, let border = a.fieldBorder, a.borderColor == nil {
            switch border {
            case .line: style.border = Border(color: ViewStyles.fieldBorder, width: 1)
            case .bezel: style.border = Border(color: ViewStyles.placeholderInk, width: 1)
            case .none, .roundedRect: break
            }
        }
        if hasButtonLook(a, type: type) {
            style.fill = ViewStyles.tint
            style.radii = CornerRadii(all: a.cornerRadius ?? 8)
        }
        if a.gradient.count >= 2 {
            switch a.gradientDirection {
            case .vertical: style.gradient = LinearGradient(colors: a.gradient)
            case .horizontal: style.gradient = LinearGradient(colors: a.gradient, endX: 1, endY: 0)
            case .oblique: style.gradient = LinearGradient(colors: a.gradient, endX: 1, endY: 1)
            }
        }
        switch type {
        case .blur where a.background == nil:
            // A frosted panel: the views behind show through, as a UIVisualEffectView's light or dark material.
            style.fill = a.isDark ? Color(hex: 0x1C1C1E, alpha: 0.72) : Color(hex: 0xF9F9F9, alpha: 0.78)
        case .switchControl where a.background == nil:
            style.fill = a.isOn == true ? (a.tint ?? ViewStyles.switchOn) : ViewStyles.track
        case .slider, .progress:
            // The track is drawn in the background colour: the box itself stays clear.
            style.fill = nil
        case .segment where a.background == nil:
            style.fill = ViewStyles.track
            style.radii = CornerRadii(all: a.cornerRadius ?? 8)
        default:
            break
        }
        if !a.isEnabled && ViewStyles.dimsWhenDisabled.contains(type) { style.opacity *= 0.4 }
        if let shadow = a.shadow, shadow.opacity > 0, shadow.color.alpha > 0 {
            style.shadow = Shadow(color: shadow.color, opacity: shadow.opacity, offsetX: shadow.offsetX, offsetY: shadow.offsetY,
                                  blur: shadow.radius, profile: .gaussian)
        }
        return style
    }

    func dash(_ line: BorderLine, width: Double) -> [Double] {
        switch line {
        case .solid: return []
        case .dashed: return [6, 3]
        case .dotted: return [width, 2 * width]
        }
    }

    /// The text colour: the file's, else white on a filled button (the system blue on a light one),
    /// else black.
    func textColor(_ a: ViewAttributes, type: ViewType) -> Color {
        if let color = a.fontColor { return color }
        guard type == .button else { return ViewStyles.textColor }
        guard let fill = a.background, fill.alpha > 0.5 else { return a.background == nil ? .white : ViewStyles.tint }
        let luminance = 0.299 * fill.red + 0.587 * fill.green + 0.114 * fill.blue
        return luminance > 0.6 ? ViewStyles.tint : .white
    }

    func alignment(_ a: ViewAttributes, type: ViewType) -> TextAlignment {
        a.textAlign ?? (type == .button ? .center : .leading)
    }

    /// A cell, header or footer placeholder of a collection, and an image that cannot be shown.
    var placeholder: BoxStyle {
        BoxStyle(fill: ViewStyles.placeholderFill, border: Border(color: ViewStyles.fieldBorder, width: 1, dash: [4, 3]), radii: CornerRadii(all: 8))
    }

    func placeholderText(_ text: String) -> TextRun {
        TextRun(text, font: FontSpec(family: family, weight: .regular, size: 13, lineHeight: ViewStyles.lineHeight(for: 13)),
                color: ViewStyles.placeholderInk, alignment: .center, wrapping: .singleLine)
    }
}
