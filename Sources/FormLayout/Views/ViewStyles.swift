import BoxTree
import FormModel
import FormSupport

/// How view-tree attributes look as box styles, and what a view looks like where its file says
/// nothing: the one place view colours, fonts, borders and shadows are chosen (as `FormStyles` is for
/// forms). Defaults follow the SwiftJsonUI renderer the project names:
/// - SwiftUI (the default): text at the body size, 17 pt (a TextView and a SelectBox 16), in black;
///   a button filled blue with its title in white, square, no padding of its own; a text field plain
///   (no border, fill or padding) with its hint in the placeholder grey; a select box on systemGray6
///   with 8 pt corners and 12 pt at the sides.
/// - UIKit (`SJUIViewCreator`, `SJUITextField`, `SJUIButton`): 14 pt text, hints in light grey, text
///   fields with a 0.3 pt light grey border and 10 pt of text padding, buttons in UIKit's plain
///   configuration (17 pt, the title in the tint colour, no fill).
/// `config.style`, a `background` and the other attributes go over either.
struct ViewStyles {
    let family: String
    var mode: ViewMode = .swiftui

    var isSwiftUI: Bool { mode == .swiftui }
    /// iOS's placeholder text colour (placeholderText), which SwiftUI's fields use.
    static let swiftUIHint = Color(hex: 0x3C3C43, alpha: 0.3)
    static let swiftUIBodySize = 17.0

    static let textColor = Color(hex: 0x000000)
    /// UIKit's `lightGray`.
    static let hintColor = Color(hex: 0xAAAAAA)
    static let tint = Color(hex: 0x007AFF)
    static let fieldBorder = Color(hex: 0xC7C7CC)
    static let placeholderFill = Color(hex: 0xF2F2F7)
    static let placeholderInk = Color(hex: 0x8E8E93)
    static let defaultFontSize = 14.0
    static let buttonFontSize = 17.0
    static let switchOn = Color(hex: 0x34C759)
    static let track = Color(hex: 0xE9E9EB)
    static let dimsWhenDisabled: Set<ViewType> = [.button, .switchControl, .checkBox, .radio, .segment, .slider, .textField, .selectBox]

    /// Inter's natural line height (1.21 em), to the half point, so heights are predictable.
    static func lineHeight(for size: Double, multiple: Double = 1) -> Double {
        max(1, (size * 1.21 * multiple * 2).rounded() / 2)
    }

    func defaultFontSize(_ type: ViewType) -> Double {
        guard isSwiftUI else { return type == .button ? ViewStyles.buttonFontSize : ViewStyles.defaultFontSize }
        return type == .textView || type == .selectBox ? 16 : ViewStyles.swiftUIBodySize
    }

    /// A field's hint colour where the file gives none.
    var hintColor: Color { isSwiftUI ? ViewStyles.swiftUIHint : ViewStyles.hintColor }

    func font(_ a: ViewAttributes, type: ViewType) -> FontSpec {
        let size = a.fontSize ?? defaultFontSize(type)
        return FontSpec(family: family, weight: a.fontWeight ?? .regular, italic: a.italic, size: size,
                        lineHeight: ViewStyles.lineHeight(for: size, multiple: a.lineHeightMultiple ?? 1))
    }

    /// Whether a view is a text field or select box, which UIKit draws with a border of its own.
    func isField(_ type: ViewType) -> Bool {
        type == .textField || type == .selectBox
    }

    /// A button's configuration: its `config.style`, else SwiftUI's filled button or UIKit's plain one.
    func buttonStyle(_ a: ViewAttributes) -> ButtonStyle {
        a.buttonStyle ?? (isSwiftUI ? .filled : .plain)
    }

    /// The box itself: fill, border (drawn when both its width and colour are set, as SwiftJsonUI
    /// draws it), corners, shadow, opacity, clipping.
    func box(_ a: ViewAttributes, type: ViewType) -> BoxStyle {
        // A collection scrolls: what does not fit its frame is out of sight, not drawn over its neighbours.
        let scrolls = type == .collection && a.collectionPartsScroll
        var style = BoxStyle(fill: a.background, radii: CornerRadii(all: a.cornerRadius ?? 0), opacity: a.alpha, clips: a.clipToBounds || scrolls)
        if let width = a.borderWidth, let color = a.borderColor, width > 0 {
            style.border = Border(color: color, width: width, dash: dash(a.borderLine, width: width))
        }
        if isField(type) && isSwiftUI && a.fieldBorder != .roundedRect {
            // SwiftUI: a plain text field; a select box on systemGray6 with rounded corners.
            if type == .selectBox {
                style.fill = style.fill ?? ViewStyles.placeholderFill
                style.radii = CornerRadii(all: a.cornerRadius ?? 8)
            }
        } else if isField(type) {
            // UIKit's border styles, else the layer border SJUITextField always has: light grey, 0.3 pt.
            switch a.fieldBorder {
            case .roundedRect?:
                style.fill = style.fill ?? .white
                style.border = Border(color: a.borderColor ?? ViewStyles.fieldBorder, width: a.borderWidth ?? 1)
                style.radii = CornerRadii(all: a.cornerRadius ?? 5)
            case .line?, .bezel?:
                style.border = Border(color: a.borderColor ?? ViewStyles.placeholderInk, width: a.borderWidth ?? 1)
            case .none?:
                break
            case nil:
                let width = a.borderWidth ?? 0.3
                if width > 0 { style.border = Border(color: a.borderColor ?? ViewStyles.hintColor, width: width, dash: dash(a.borderLine, width: width)) }
            }
        }
        if type == .button {
            switch buttonStyle(a) {
            case .plain: break
            case .filled: style.fill = a.background ?? a.tint ?? ViewStyles.tint
            case .tinted: style.fill = a.background ?? (a.tint ?? ViewStyles.tint).withAlpha(0.15)
            case .gray: style.fill = a.background ?? Color(hex: 0xE5E5EA)
            }
            // SwiftUI's own button is square; UIKit's configurations round their corners.
            if buttonStyle(a) != .plain { style.radii = CornerRadii(all: a.cornerRadius ?? (isSwiftUI && a.buttonStyle == nil ? 0 : 8)) }
        }
        // Any view's `disabledBackground` replaces its background while `enabled` is false.
        if !a.isEnabled, let disabled = a.disabledBackground { style.fill = disabled }
        if a.gradient.count >= 2 {
            switch a.gradientDirection {
            case .vertical: style.gradient = LinearGradient(colors: a.gradient)
            case .horizontal: style.gradient = LinearGradient(colors: a.gradient, endX: 1, endY: 0)
            case .oblique: style.gradient = LinearGradient(colors: a.gradient, endX: 1, endY: 1)
            }
        }
        switch type {
        case .textView where a.background == nil && isSwiftUI:
            style.fill = .white
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
        // Disabled: the colours the file gives for it, else faded as UIKit greys a control out.
        if !a.isEnabled && ViewStyles.dimsWhenDisabled.contains(type) && a.disabledBackground == nil && a.disabledFontColor == nil {
            style.opacity *= 0.4
        }
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

    /// The text colour: a disabled button's own, the file's, else white on a filled button and the
    /// tint on the other button styles, else black.
    func textColor(_ a: ViewAttributes, type: ViewType) -> Color {
        if !a.isEnabled, let disabled = a.disabledFontColor { return disabled }
        if let color = a.fontColor { return color }
        guard type == .button else { return ViewStyles.textColor }
        return buttonStyle(a) == .filled ? .white : (a.tint ?? ViewStyles.tint)
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
