import BoxTree
import FormSupport
import Foundation

/// Where a view's attributes are read: what image references resolve against.
struct AttributeContext {
    let root: LayoutRoot
    /// The canonical folder of the file the view is written in.
    let directory: String
    let strict: Bool
    /// What this resolution has looked up already (a list of a hundred avatars looks once).
    let found: FoundPaths
}

/// Builds `ViewAttributes` from one view's attributes, in file order. Padding and margins come in
/// several spellings: a whole (`padding`, `paddings`, `margins`) and per-edge keys, which SwiftJsonUI
/// adds to the whole rather than replacing it.
struct ViewAttributeBuilder {
    var attributes = ViewAttributes()
    var id: String?
    private var padding = EdgeInsets.zero
    private var extraPadding = EdgeInsets.zero
    private var margins = EdgeInsets.zero
    private var extraMargins = EdgeInsets.zero
    private var hidden = false

    /// Where `fontFamily` (or `fontName`) was written, for the warning `finish` gives.
    private var familyLocation: SourceLocation?
    private var familyKey = "fontFamily"

    /// What can only be said once every attribute is read: a `fontFamily` that is not bundled, named with
    /// the face drawn instead (once a resolution for each family).
    func finish(warnings: inout WarningLog) {
        guard let family = attributes.fontFamily, let location = familyLocation, !TextStyleReader.isBundledFamily(family) else { return }
        let face = TextStyleReader.bundledFace(weight: attributes.fontWeight ?? .regular, italic: attributes.italic)
        warnings.addOnce("\(familyKey) '\(family)' is not a bundled font (FormRender draws only the fonts in Fonts/); drawn in \(face), the nearest bundled face",
                         key: "fontFamily " + family, at: location)
    }

    var result: ViewAttributes {
        var result = attributes
        result.padding = ViewAttributeBuilder.sum(padding, extraPadding)
        result.margins = ViewAttributeBuilder.sum(margins, extraMargins)
        if hidden && result.visibility == .visible { result.visibility = .invisible }
        return result
    }

    static func sum(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    mutating func apply(_ v: AttributeValueReader, context: AttributeContext, warnings: inout WarningLog) throws {
        let length = 0...ViewLimits.maxLength
        let offset = -ViewLimits.maxLength...ViewLimits.maxLength
        if context.strict, let documented = DocumentedAttributes.entry(v.key, for: v.type), documented.isReadByBuilder, documented.status.isAccepted {
            // Read below, yet nothing is drawn for it on this component (Generated/DocumentedAttributes.swift).
            warnings.add(ViewAttributeBuilder.notDrawn(v, documented.explanation), at: v.location)
        }
        switch v.key {
        case "id": id = try v.string(warnings: &warnings)
        case "width": attributes.width = try v.length(warnings: &warnings) ?? attributes.width
        case "height": attributes.height = try v.length(warnings: &warnings) ?? attributes.height
        case "minWidth": attributes.minWidth = try v.number(in: length, warnings: &warnings) ?? attributes.minWidth
        case "maxWidth": attributes.maxWidth = try v.number(in: length, warnings: &warnings) ?? attributes.maxWidth
        case "minHeight": attributes.minHeight = try v.number(in: length, warnings: &warnings) ?? attributes.minHeight
        case "maxHeight": attributes.maxHeight = try v.number(in: length, warnings: &warnings) ?? attributes.maxHeight
        case "weight": attributes.weight = try v.number(in: 0...10_000, warnings: &warnings) ?? attributes.weight
        case "widthWeight": attributes.widthWeight = try v.number(in: 0...10_000, warnings: &warnings) ?? attributes.widthWeight
        case "heightWeight": attributes.heightWeight = try v.number(in: 0...10_000, warnings: &warnings) ?? attributes.heightWeight
        case "orientation":
            attributes.orientation = try v.choice(["vertical": .vertical, "horizontal": .horizontal], expected: "vertical or horizontal", warnings: &warnings)
        case "locale":
            // On the root view: a right-to-left language lays the whole tree out right to left.
            attributes.locale = try v.string(warnings: &warnings)
        case "direction" where ["rtl", "ltr"].contains(v.text?.lowercased() ?? ""):
            // A whole view tree right to left (on its root view): mirrored as a right-to-left form is.
            attributes.isRightToLeft = v.text?.lowercased() == "rtl"
        case "direction":
            attributes.direction = try v.choice(["toptobottom": .topToBottom, "bottomtotop": .bottomToTop, "lefttoright": .leftToRight,
                                                 "righttoleft": .rightToLeft, "none": ViewDirection.none],
                                                expected: "topToBottom, bottomToTop, leftToRight, rightToLeft, none, or rtl (the whole tree right to left)", warnings: &warnings)
        case "spacing": attributes.spacing = try v.number(in: length, warnings: &warnings) ?? attributes.spacing
        case "padding", "paddings": padding = try v.insets(warnings: &warnings) ?? padding
        case "paddingTop", "topPadding": extraPadding.top += try v.number(in: length, warnings: &warnings) ?? 0
        case "paddingBottom", "bottomPadding": extraPadding.bottom += try v.number(in: length, warnings: &warnings) ?? 0
        case "paddingLeft", "leftPadding", "paddingStart", "startPadding": extraPadding.left += try v.number(in: length, warnings: &warnings) ?? 0
        case "paddingRight", "rightPadding", "paddingEnd", "endPadding": extraPadding.right += try v.number(in: length, warnings: &warnings) ?? 0
        case "margin", "margins": margins = try v.insets(allowingNegative: true, warnings: &warnings) ?? margins
        case "topMargin", "marginTop": extraMargins.top += try v.number(in: offset, warnings: &warnings) ?? 0
        case "bottomMargin", "marginBottom": extraMargins.bottom += try v.number(in: offset, warnings: &warnings) ?? 0
        case "leftMargin", "marginLeft", "startMargin", "marginStart": extraMargins.left += try v.number(in: offset, warnings: &warnings) ?? 0
        case "rightMargin", "marginRight", "endMargin", "marginEnd": extraMargins.right += try v.number(in: offset, warnings: &warnings) ?? 0
        case "containerInset", "edgeInset", "textContainerInset": attributes.textInsets = try v.insets(warnings: &warnings) ?? attributes.textInsets
        case "gravity": attributes.gravity = try gravity(v, warnings: &warnings) ?? attributes.gravity
        case "alignTop": if try v.bool(warnings: &warnings) == true { attributes.alignment.vertical = .start }
        case "alignBottom": if try v.bool(warnings: &warnings) == true { attributes.alignment.vertical = .end }
        case "centerVertical": if try v.bool(warnings: &warnings) == true { attributes.alignment.vertical = .center }
        case "alignLeft": if try v.bool(warnings: &warnings) == true { attributes.alignment.horizontal = .start }
        case "alignRight": if try v.bool(warnings: &warnings) == true { attributes.alignment.horizontal = .end }
        case "centerHorizontal": if try v.bool(warnings: &warnings) == true { attributes.alignment.horizontal = .center }
        case "centerInParent":
            if try v.bool(warnings: &warnings) == true { attributes.alignment = ViewPlacement(horizontal: .center, vertical: .center) }
        case "visibility":
            // A bound boolean means shown or gone, as `@{isVisible}` is written; a bound value reads a Bool
            // as every Bool attribute does: false, 0, "false" and "0" hide the view.
            if case .bool(let shown) = v.value {
                attributes.visibility = shown ? .visible : .gone
            } else if v.isBound, let shown = v.value.coercedBool {
                attributes.visibility = shown ? .visible : .gone
            } else {
                attributes.visibility = try v.choice(["visible": .visible, "invisible": .invisible, "gone": .gone],
                                                     expected: "visible, invisible or gone", warnings: &warnings) ?? .visible
            }
        case "hidden": hidden = try v.bool(warnings: &warnings) ?? false
        case "clipToBounds": attributes.clipToBounds = try v.bool(warnings: &warnings) ?? attributes.clipToBounds
        case "background", "backgroundColor", "bgColor": attributes.background = try v.color(warnings: &warnings) ?? attributes.background
        case "cornerRadius": attributes.cornerRadius = try v.number(in: length, warnings: &warnings) ?? attributes.cornerRadius
        case "borderColor": attributes.borderColor = try v.color(warnings: &warnings) ?? attributes.borderColor
        case "borderWidth": attributes.borderWidth = try v.number(in: 0...1_000, warnings: &warnings) ?? attributes.borderWidth
        case "borderStyle":
            if v.type == .textField || v.type == .textView || v.type == .selectBox {
                attributes.fieldBorder = try v.choice(["roundedrect": .roundedRect, "line": .line, "bezel": .bezel, "none": TextFieldBorder.none],
                                                      expected: "roundedRect, line, bezel or none", warnings: &warnings)
            } else {
                attributes.borderLine = try v.choice(["solid": .solid, "dashed": .dashed, "dotted": .dotted],
                                                     expected: "solid, dashed or dotted", warnings: &warnings) ?? .solid
            }
        case "alpha", "opacity": attributes.alpha = try v.number(in: 0...1, warnings: &warnings) ?? attributes.alpha
        case "shadow": attributes.shadow = try ShadowReader.read(v, warnings: &warnings)
        case "enabled", "isEnabled": attributes.isEnabled = try v.bool(warnings: &warnings) ?? attributes.isEnabled
        case "text", "title": attributes.text = try v.string(warnings: &warnings) ?? attributes.text
        case "fontColor", "textColor": attributes.fontColor = try v.color(warnings: &warnings) ?? attributes.fontColor
        case "fontSize": attributes.fontSize = try v.number(in: 1...ViewLimits.maxFontSize, warnings: &warnings) ?? attributes.fontSize
        case "font", "fontWeight", "fontName", "fontFamily": try font(v, warnings: &warnings)
        case "textAlign", "textAlignment":
            attributes.textAlign = try v.choice(["left": .leading, "center": .center, "right": .trailing, "leading": .leading, "trailing": .trailing,
                                                 "start": .leading, "end": .trailing, "natural": .leading, "justified": .leading],
                                                expected: "Left, Center or Right", warnings: &warnings)
        case "lines", "numberOfLines": attributes.lines = try v.int(in: 0...ViewLimits.maxLines, warnings: &warnings) ?? attributes.lines
        // A label's text styling, as SwiftJsonUI's SwiftUI renderer draws it (see TextStyleReader).
        case "underline" where v.type == .label: attributes.underline = try TextStyleReader.decoration(v, warnings: &warnings)
        case "strikethrough" where v.type == .label: attributes.strikethrough = try TextStyleReader.decoration(v, warnings: &warnings)
        case "partialAttributes" where v.type == .label:
            attributes.partialAttributes = try TextStyleReader.partials(v, warnings: &warnings) ?? attributes.partialAttributes
        case "lineBreakMode" where v.type == .label: attributes.lineBreakMode = try TextStyleReader.lineBreakMode(v, warnings: &warnings)
        case "linkable" where v.type == .label: attributes.linkable = try v.bool(warnings: &warnings) ?? attributes.linkable
        case "autoShrink" where v.type == .label: attributes.autoShrink = try v.bool(warnings: &warnings) ?? attributes.autoShrink
        case "minimumScaleFactor" where v.type == .label:
            attributes.minimumScaleFactor = try v.number(in: 0.01...1, warnings: &warnings) ?? attributes.minimumScaleFactor
        case "hint", "placeholder", "prompt": attributes.hint = try v.string(warnings: &warnings) ?? attributes.hint
        case "hintColor", "placeholderColor": attributes.hintColor = try v.color(warnings: &warnings) ?? attributes.hintColor
        case "secure", "isSecure", "secureTextEntry": attributes.isSecure = try v.bool(warnings: &warnings) ?? attributes.isSecure
        case "input":
            // A password keyboard is a secure field; other keyboards look the same in a picture.
            if try v.string(warnings: &warnings)?.lowercased() == "password" { attributes.isSecure = true }
        case "config":
            if case .object(let config) = v.value, let style = config["style"] {
                let member = AttributeValueReader(key: "config.style", value: style, isBound: v.isBound, location: v.location, type: v.type, strict: v.strict, colours: v.colours)
                attributes.buttonStyle = try member.choice(["plain": .plain, "borderless": .plain, "filled": .filled, "borderedprominent": .filled,
                                                            "tinted": .tinted, "borderedtinted": .tinted, "gray": .gray, "bordered": .gray],
                                                           expected: "plain, filled, tinted, gray, bordered, borderedTinted, borderedProminent or borderless",
                                                           warnings: &warnings)
            }
        case "disabledBackground": attributes.disabledBackground = try v.color(warnings: &warnings) ?? attributes.disabledBackground
        case "disabledFontColor": attributes.disabledFontColor = try v.color(warnings: &warnings) ?? attributes.disabledFontColor
        case "lineHeightMultiple": attributes.lineHeightMultiple = try v.number(in: 0.1...10, warnings: &warnings) ?? attributes.lineHeightMultiple
        case "textPaddingLeft": attributes.textPaddingLeft = try v.number(in: length, warnings: &warnings) ?? attributes.textPaddingLeft
        case "textPaddingRight", "fieldPadding": attributes.textPaddingRight = try v.number(in: length, warnings: &warnings) ?? attributes.textPaddingRight
        case "src", "srcName", "image":
            attributes.image = try image(v, context: context, warnings: &warnings)
        case "url", "source":
            attributes.image = try image(v, context: context, warnings: &warnings, remote: true) ?? attributes.image
        case "defaultImage": attributes.defaultImage = try image(v, context: context, warnings: &warnings)
        case "contentMode":
            attributes.contentMode = try v.choice(["aspectfit": .aspectFit, "fit": .aspectFit, "aspectfill": .aspectFill, "fill": .scaleToFill,
                                                   "scaletofill": .scaleToFill, "center": .center, "centre": .center],
                                                  expected: "AspectFit, AspectFill, ScaleToFill or Center", warnings: &warnings)
        case "items": attributes.items = try v.strings(warnings: &warnings) ?? attributes.items
        case "selectedIndex", "selectedTabIndex": attributes.selectedIndex = try v.int(in: 0...ViewLimits.maxItems, warnings: &warnings) ?? attributes.selectedIndex
        case "selectedItem", "selectedValue":
            // A radio list's chosen item; a select box shows it.
            if let chosen = try v.string(warnings: &warnings) {
                if v.type == .radio { attributes.selectedValue = chosen } else { attributes.text = chosen }
            }
        case "label" where v.type == .radio || v.type == .checkBox || v.type == .switchControl:
            attributes.text = try v.string(warnings: &warnings) ?? attributes.text
        case "selectItemType" where v.type == .selectBox: attributes.selectItemType = try v.string(warnings: &warnings)
        case "selectedDate" where v.type == .selectBox: attributes.selectedDate = try v.string(warnings: &warnings)
        case "dateStringFormat" where v.type == .selectBox, "dateFormat" where v.type == .selectBox: attributes.dateFormat = try v.string(warnings: &warnings)
        case "flexible" where v.type == .textView: attributes.isFlexible = try v.bool(warnings: &warnings) ?? attributes.isFlexible
        case "selectedColor", "selectedFontColor": attributes.selectedFontColor = try v.color(warnings: &warnings)
        case "normalColor": attributes.fontColor = try v.color(warnings: &warnings) ?? attributes.fontColor
        case "color" where v.type == .indicator || v.type == .progress: attributes.tint = try v.color(warnings: &warnings)
        case "colors" where v.type == .gradientView || v.type == .view:
            attributes.gradient = try gradient(v, warnings: &warnings) ?? []
        case "cellClasses": attributes.cellClasses = try v.strings(warnings: &warnings) ?? attributes.cellClasses
        case "headerClasses": attributes.headerClasses = try v.strings(warnings: &warnings) ?? attributes.headerClasses
        case "footerClasses": attributes.footerClasses = try v.strings(warnings: &warnings) ?? attributes.footerClasses
        case "lineSpacing", "sectionSpacing": attributes.lineSpacing = try v.number(in: 0...ViewLimits.maxLength, warnings: &warnings) ?? attributes.lineSpacing
        case "columnSpacing": attributes.columnSpacing = try v.number(in: 0...ViewLimits.maxLength, warnings: &warnings) ?? attributes.columnSpacing
        case "itemSpacing": attributes.itemSpacing = try v.number(in: 0...ViewLimits.maxLength, warnings: &warnings) ?? attributes.itemSpacing
        case "columns": attributes.columns = try v.int(in: 1...64, warnings: &warnings) ?? attributes.columns
        case "horizontalScroll": attributes.horizontalScroll = try v.bool(warnings: &warnings) ?? attributes.horizontalScroll
        case "layout":
            if let layout = try v.choice(["horizontal": true, "vertical": false, "flow": false], expected: "vertical, horizontal or flow", warnings: &warnings) {
                attributes.horizontalScroll = layout
            }
        case "insetHorizontal":
            let inset = try v.number(in: length, warnings: &warnings) ?? 0
            extraPadding.left += inset
            extraPadding.right += inset
        case "insetVertical":
            let inset = try v.number(in: length, warnings: &warnings) ?? 0
            extraPadding.top += inset
            extraPadding.bottom += inset
        case "insets", "contentInsets": padding = try v.insets(warnings: &warnings) ?? padding
        case let key where RelativePlacement.keys[key] != nil:
            if let edge = RelativePlacement.keys[key], let target = try v.string(warnings: &warnings), !target.isEmpty {
                attributes.relative.removeAll { $0.edge == edge }
                attributes.relative.append(RelativePlacement(edge, of: target))
            }
        case "isOn", "on", "checked", "isChecked", "check":
            attributes.isOn = try v.bool(warnings: &warnings)
        case "selected", "isSelected":
            // A radio or check box is chosen; on other views `selected` is device state.
            if [.radio, .checkBox, .switchControl].contains(v.type) { attributes.isOn = try v.bool(warnings: &warnings) }
        case "value" where v.type == .textField: attributes.text = try v.string(warnings: &warnings) ?? attributes.text  // EditText's spelling of text
        case "value" where v.type == .switchControl: attributes.isOn = try v.bool(warnings: &warnings)  // the switch's state
        case "value" where v.type == .radio || v.type == .checkBox: break  // what the control stands for when chosen: nothing drawn
        case "value", "progress":
            attributes.value = try v.number(in: -ViewLimits.maxLength...ViewLimits.maxLength, warnings: &warnings)
        case "minimum", "minValue", "minimumValue": attributes.minimum = try v.number(in: -ViewLimits.maxLength...ViewLimits.maxLength, warnings: &warnings) ?? attributes.minimum
        case "maximum", "maxValue", "maximumValue": attributes.maximum = try v.number(in: -ViewLimits.maxLength...ViewLimits.maxLength, warnings: &warnings) ?? attributes.maximum
        case "tintColor", "onTintColor", "progressTintColor", "selectedSegmentTintColor", "checkColor", "tint":
            attributes.tint = try v.color(warnings: &warnings)
        case "gradient":
            attributes.gradient = try gradient(v, warnings: &warnings) ?? []
        case "gradientDirection":
            attributes.gradientDirection = try v.choice(["vertical": .vertical, "horizontal": .horizontal, "oblique": .oblique,
                                                         "toptobottom": .vertical, "lefttoright": .horizontal],
                                                        expected: "Vertical, Horizontal or Oblique", warnings: &warnings) ?? .vertical
        case "icon", "iconSrc", "iconName", "iconImage": attributes.icon = try image(v, context: context, warnings: &warnings)
        case "iconSize": attributes.iconSize = try v.number(in: 0...ViewLimits.maxLength, warnings: &warnings) ?? attributes.iconSize
        case "effectStyle", "blurStyle":
            attributes.isDark = try v.string(warnings: &warnings)?.lowercased().contains("dark") == true
        default:
            if v.key == "bindingScript" {
                warnings.add("'bindingScript' is code, and FormRender never runs code from an input; ignored", at: v.location)
            } else if IgnoredAttributes.liveOnly.contains(v.key) {
                if context.strict { warnings.add("'\(v.key)' only means something on a device; ignored", at: v.location) }
            } else if v.type == .custom {
                // A custom component's attributes are its own parameters: nothing to check them against.
            } else if let documented = DocumentedAttributes.entry(v.key, for: v.type) {
                // Documented by the tool chain (Generated/DocumentedAttributes.swift): an alias whose other
                // spelling is read above is read as that; the rest is accepted, and named under --strict.
                if let spelling = documented.readAs {
                    try apply(AttributeValueReader(key: spelling, value: v.value, isBound: v.isBound, location: v.location, type: v.type,
                                                   strict: v.strict, colours: v.colours), context: context, warnings: &warnings)
                } else if context.strict, documented.status != .structure {
                    // (A structural key left here, such as `bind` on a view with no value of its own, says nothing.)
                    let reason = documented.status == .drawn ? "not yet drawn: the attribute table is older than this builder" : documented.explanation
                    warnings.add(ViewAttributeBuilder.notDrawn(v, reason), at: v.location)
                }
            } else if !IgnoredAttributes.undrawn.contains(v.key) && !v.key.hasPrefix("_") {
                let message = "unknown attribute '\(v.key)' on \(v.type.rawValue)"
                if v.strict { throw FormError(message, at: v.location) }
                warnings.add(message + "; ignored", at: v.location)
            }
        }
    }

    /// What `--strict` says of a documented attribute FormRender accepts without drawing it.
    static func notDrawn(_ v: AttributeValueReader, _ reason: String) -> String {
        "'\(v.key)' on \(v.type.rawValue) is accepted but not drawn (\(reason))"
    }

    /// `["#FF9500", "#FF2D55"]`: at least two colours, at most sixteen.
    private func gradient(_ v: AttributeValueReader, warnings: inout WarningLog) throws -> [Color]? {
        let expected = "an array of 2 to 16 colours"
        guard case .array(let items) = v.value else { return v.value.isNull ? nil : try v.mismatch(expected, warnings: &warnings) }
        let colors = items.compactMap { item -> Color? in
            switch item {
            case .string(let text), .colour(let text): return v.namedColour(text)
            default: return nil
            }
        }
        guard colors.count == items.count, (2...16).contains(colors.count) else { return try v.mismatch(expected, warnings: &warnings) }
        return colors
    }

    private func gravity(_ v: AttributeValueReader, warnings: inout WarningLog) throws -> ViewPlacement? {
        let expected = "a gravity (left, right, top, bottom, centerHorizontal, centerVertical or center, joined by '|')"
        let words: [String]
        switch v.value {
        case .null: return nil
        case .string(let text): words = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        case .array(let items): words = items.map(\.description)
        default: return try v.mismatch(expected, warnings: &warnings)
        }
        var placement = ViewPlacement()
        for word in words {
            switch word.lowercased().replacingOccurrences(of: "_", with: "") {
            case "left", "start", "leading": placement.horizontal = .start
            case "right", "end", "trailing": placement.horizontal = .end
            case "centerhorizontal": placement.horizontal = .center
            case "top": placement.vertical = .start
            case "bottom": placement.vertical = .end
            case "centervertical": placement.vertical = .center
            case "center": placement = ViewPlacement(horizontal: .center, vertical: .center)
            default: return try v.mismatch(expected, warnings: &warnings)
            }
        }
        return placement
    }

    /// `bold`, `semibold`, `italic`… or a font name: only the bundled family is drawn, at the weight
    /// the name says.
    private mutating func font(_ v: AttributeValueReader, warnings: inout WarningLog) throws {
        guard let written = try v.string(warnings: &warnings) else { return }
        let name = written.lowercased()
        if v.key == "fontFamily" || v.key == "fontName" {
            // Drawn in the bundled face nearest it (said once the view's weight is known, in `finish`).
            attributes.fontFamily = written
            familyLocation = v.location
            familyKey = v.key
        }
        if (v.key == "font" || v.key == "fontWeight"), let numeric = Int(name), let weight = TextStyleReader.weight(String(numeric)) {
            // SwiftJsonUI's numeric weights (100 to 900).
            attributes.fontWeight = weight
            return
        }
        if name.contains("italic") || name.contains("oblique") { attributes.italic = true }
        if name.contains("semibold") || name.contains("medium") || name.contains("demi") {
            attributes.fontWeight = .semibold
        } else if name.contains("bold") || name.contains("heavy") || name.contains("black") {
            attributes.fontWeight = .bold
        } else if ["regular", "normal", "light", "thin", "ultralight", "italic", "system", ""].contains(name) || name.hasSuffix("regular") {
            attributes.fontWeight = .regular
        } else if v.key == "font" || v.key == "fontWeight" {
            warnings.add("'\(v.key)' '\(written)' is not a weight FormRender knows (regular, medium, semibold, bold, italic); drawn regular", at: v.location)
        }
    }

    /// A local PNG under the layout root (found relative to the file's folder, then to the root, then in
    /// the root's `images/`; `.png`, `@2x.png` and `@3x.png` are tried after the name as written), or a
    /// URL, never fetched.
    private func image(_ v: AttributeValueReader, context: AttributeContext, warnings: inout WarningLog, remote: Bool = false) throws -> ImageSource? {
        guard let name = try v.string(warnings: &warnings), !name.isEmpty else { return nil }
        if name.contains("://") || name.hasPrefix("data:") { return .remote(name) }
        let path: String?
        do {
            path = try context.found.path("image", context.directory, name) { try ViewAttributeBuilder.findImage(name, context: context) }
        } catch let escape as LayoutRoot.RootEscape {
            throw FormError("'\(v.key)' '\(name)' \(escape.reason)", at: v.location)
        }
        if let path { return .file(path) }
        if remote { return .remote(name) }
        let tried = name.hasSuffix(".png") ? name : "\(name), \(name).png, \(name)@2x.png, \(name)@3x.png"
        warnings.add("no image '\(name)' beside the file or in the layout root '\(ViewResolver.display(context.root.path))' or its images/ folder (looked for \(tried)); a placeholder is drawn",
                     at: v.location)
        return .missing(name)
    }

    /// An asset name, as SwiftJsonUI writes `src`: beside the file, then in the root and its images folder.
    static func findImage(_ name: String, context: AttributeContext) throws -> String? {
        let suffixes = [".png", "@2x.png", "@3x.png"]
        for folder in [context.directory, context.root.path, context.root.path + "/images", context.root.path + "/Images"] {
            if let path = try context.root.resolve(name, from: folder, suffixes: suffixes) { return path }
        }
        return nil
    }
}

/// `shadow`: a colour (`"#000000"`), SwiftJsonUI's `"color|offsetX|offsetY|opacity|radius"`, or an
/// object `{color, offsetX, offsetY, opacity, radius}`; whatever is left out takes the seed's default.
enum ShadowReader {
    static func read(_ v: AttributeValueReader, warnings: inout WarningLog) throws -> ViewShadow? {
        let expected = "a colour, \"color|offsetX|offsetY|opacity|radius\", or an object {color, offsetX, offsetY, opacity, radius}"
        var shadow = ViewShadow()
        switch v.value {
        case .null: return nil
        case .string(let text), .colour(let text):
            let parts = text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 1 {
                guard let color = ViewColor.parse(text) else { return try v.mismatch(expected, warnings: &warnings) }
                shadow.color = color
                return shadow
            }
            guard parts.count == 5, let color = ViewColor.parse(parts[0]),
                  let x = Double(parts[1]), let y = Double(parts[2]), let opacity = Double(parts[3]), let radius = Double(parts[4]) else {
                return try v.mismatch(expected, warnings: &warnings)
            }
            shadow = ViewShadow(color: color, offsetX: x, offsetY: y, opacity: opacity, radius: radius)
        case .object(let object):
            for (key, value) in object.members {
                let member = AttributeValueReader(key: "shadow.\(key)", value: value, isBound: v.isBound, location: v.location, type: v.type, strict: v.strict, colours: v.colours)
                switch key {
                case "color": shadow.color = try member.color(warnings: &warnings) ?? shadow.color
                case "offsetX": shadow.offsetX = try member.number(in: -ViewLimits.maxLength...ViewLimits.maxLength, warnings: &warnings) ?? shadow.offsetX
                case "offsetY": shadow.offsetY = try member.number(in: -ViewLimits.maxLength...ViewLimits.maxLength, warnings: &warnings) ?? shadow.offsetY
                case "opacity": shadow.opacity = try member.number(in: 0...1, warnings: &warnings) ?? shadow.opacity
                case "radius", "blur": shadow.radius = try member.number(in: 0...ViewLimits.maxShadowRadius, warnings: &warnings) ?? shadow.radius
                default: warnings.add("unknown shadow property '\(key)' (known: color, offsetX, offsetY, opacity, radius); ignored", at: v.location)
                }
            }
        default:
            return try v.mismatch(expected, warnings: &warnings)
        }
        guard (0...1).contains(shadow.opacity), (0...ViewLimits.maxShadowRadius).contains(shadow.radius),
              abs(shadow.offsetX) <= ViewLimits.maxLength, abs(shadow.offsetY) <= ViewLimits.maxLength else {
            return try v.mismatch("a shadow with opacity 0 to 1 and radius 0 to \(Int(ViewLimits.maxShadowRadius))", warnings: &warnings)
        }
        return shadow
    }
}
