import BoxTree
import FormModel
import FormSupport

/// Views that show text: labels, buttons, and the inputs (text fields, text views, select boxes).
extension ViewLayout {
    /// Text as a box shows it: its lines measured against the room it has, at most `lines` of them
    /// (0: all), one line when `singleLine`.
    struct MeasuredText {
        var run: TextRun
        var width: Double
        var height: Double
    }

    func measure(_ text: String, font: FontSpec, color: Color, alignment: TextAlignment, room: Double?, lines: Int,
                 singleLine: Bool = false) -> MeasuredText {
        let shown = ShownText.prepare(text)
        let wrapping: TextWrapping = singleLine || lines == 1 ? .singleLine : .wrap
        let run = TextRun(shown, font: font, color: color, alignment: alignment, wrapping: wrapping,
                          maxLines: lines > 0 ? lines : nil, ellipsis: lines > 0 ? true : nil)
        guard !shown.isEmpty else { return MeasuredText(run: run, width: 0, height: singleLine ? font.lineHeight : 0) }
        let metrics = measurer.measure(shown, font: font, maxWidth: max(1, room ?? ViewLimits.maxLength), wrapping: wrapping)
        let count = lines > 0 ? min(lines, metrics.lineCount) : metrics.lineCount
        return MeasuredText(run: run, width: min(metrics.width, room ?? metrics.width), height: Double(max(1, count)) * font.lineHeight)
    }

    /// The value a view shows, or its hint in the hint colour when it has none.
    func shown(_ a: ViewAttributes, type: ViewType, value: String?) -> (text: String, color: Color, isHint: Bool) {
        if let value, !value.isEmpty {
            return (a.isSecure ? String(repeating: "•", count: min(value.count, 64)) : value, styles.textColor(a, type: type), false)
        }
        return (a.hint ?? "", a.hintColor ?? styles.hintColor, true)
    }

    /// A text box inside a content area: centred across the lines' height (as UILabel and buttons
    /// place text), or at the top for a text view.
    func textContent(_ text: MeasuredText, insets: EdgeInsets, width: ViewSpan, height: ViewSpan, top: Bool = false,
                     trailingRoom: Double = 0) -> Content {
        let finalWidth = width.resolve(text.width + insets.horizontal + trailingRoom)
        let finalHeight = height.resolve(text.height + insets.vertical)
        let inner = Rect(x: insets.left, y: insets.top, width: max(0, finalWidth - insets.horizontal - trailingRoom),
                         height: max(0, finalHeight - insets.vertical))
        var content = Content(width: finalWidth, height: finalHeight, text: text.run.string)
        guard !text.run.string.isEmpty else { return content }
        if inner.x == 0, inner.y == 0, inner.width == finalWidth, inner.height == text.height {
            content.run = text.run
            return content
        }
        let y = top ? inner.y : inner.y + (inner.height - text.height) / 2
        content.boxes = [LayoutBox(role: .text, frame: Rect(x: inner.x, y: y, width: inner.width, height: text.height), textRun: text.run)]
        return content
    }

    func label(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let insets = a.textInsets ?? .zero
        let (text, color, _) = shown(a, type: .label, value: a.text)
        let room = width.available.map { $0 - insets.horizontal }
        if hasTextStyling(a) {
            return textContent(styledLabel(a, text: text, color: color, room: room), insets: insets, width: width, height: height)
        }
        let measured = measure(text, font: styles.font(a, type: .label), color: color, alignment: styles.alignment(a, type: .label),
                               room: room, lines: a.lines ?? 0)
        return textContent(measured, insets: insets, width: width, height: height)
    }

    /// Text fields and select boxes are one line, centred; a text view wraps and is at least three lines tall;
    /// a select box shows its chosen item (else its prompt) and a chevron.
    func input(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let type = node.type
        let isTextView = type == .textView
        // UITextView's inset (8 above and below, a 5 pt line fragment padding at the sides); a text
        // field's padding views (SJUITextField's 10 pt on the left, 5 on the right).
        let insets = a.textInsets ?? (isTextView ? EdgeInsets(top: 8, left: 5, bottom: 8, right: 5) : fieldInsets(a, type: type))
        var value = a.text
        // A date select box shows its date (or prompt); the others their chosen item.
        if type == .selectBox, a.selectItemType?.lowercased() != "date", let index = a.selectedIndex, a.items.indices.contains(index) { value = a.items[index] }
        let (text, color, _) = shown(a, type: type, value: value)
        let font = styles.font(a, type: type)
        let chevron = type == .selectBox ? 20.0 : 0
        var measured = measure(text, font: font, color: color, alignment: styles.alignment(a, type: type),
                               room: width.available.map { $0 - insets.horizontal - chevron }, lines: isTextView ? (a.lines ?? 0) : 1,
                               singleLine: !isTextView)
        // A TextView is a box to type in, three lines tall; a `flexible` one is as tall as its text.
        if isTextView, !a.isFlexible { measured.height = max(measured.height, 3 * font.lineHeight) }
        var content = textContent(measured, insets: insets, width: width, height: height, top: isTextView, trailingRoom: chevron)
        if type == .selectBox {
            let size = 12.0
            content.boxes.append(LayoutBox(role: "chevron", frame: Rect(x: content.width - insets.right - size, y: (content.height - size) / 2,
                                                                        width: size, height: size),
                                           glyph: GlyphRun(.chevronDown, color: ViewStyles.placeholderInk)))
        }
        return content
    }

    /// Where a field's text sits: SwiftUI's plain text field has no padding of its own (its
    /// `textPaddingLeft` and `fieldPadding` add some), its select box 12 pt at the sides; UIKit's
    /// padding views are 10 pt on the left and 5 on the right, 8 above and below.
    func fieldInsets(_ a: ViewAttributes, type: ViewType) -> EdgeInsets {
        guard styles.isSwiftUI, a.fieldBorder != .roundedRect else {
            return EdgeInsets(top: 8, left: a.textPaddingLeft ?? 10, bottom: 8, right: a.textPaddingRight ?? 5)
        }
        if type == .selectBox { return EdgeInsets(top: 8, left: a.textPaddingLeft ?? 12, bottom: 8, right: a.textPaddingRight ?? 12) }
        return EdgeInsets(top: 0, left: a.textPaddingLeft ?? 0, bottom: 0, right: a.textPaddingRight ?? 0)
    }

    /// A button's title, centred; child views (an icon) sit before it in a row.
    func button(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let title = a.text ?? (node.children.isEmpty ? "Button" : "")
        let measured = measure(title, font: styles.font(a, type: .button), color: styles.textColor(a, type: .button),
                               alignment: styles.alignment(a, type: .button), room: width.available, lines: a.lines ?? 1)
        guard !node.children.isEmpty else { return textContent(measured, insets: .zero, width: width, height: height) }
        let gap = 8.0
        let icons = node.children.map { child($0, width: .atMost(width.available), height: .atMost(height.available)) }
        let titleWidth = measured.run.string.isEmpty ? 0 : measured.width
        let parts = icons.map(\.frame.width) + (titleWidth > 0 ? [titleWidth] : [])
        let rowWidth = parts.reduce(0, +) + gap * Double(max(0, parts.count - 1))
        let rowHeight = max(icons.map(\.frame.height).max() ?? 0, titleWidth > 0 ? measured.height : 0)
        let finalWidth = width.resolve(rowWidth), finalHeight = height.resolve(rowHeight)
        var x = (finalWidth - rowWidth) / 2
        var boxes: [LayoutBox] = []
        for icon in icons {
            boxes.append(icon.offsetBy(dx: x, dy: (finalHeight - icon.frame.height) / 2))
            x += icon.frame.width + gap
        }
        if titleWidth > 0 {
            boxes.append(LayoutBox(role: .text, frame: Rect(x: x, y: (finalHeight - measured.height) / 2, width: titleWidth, height: measured.height),
                                   textRun: measured.run))
        }
        return Content(width: finalWidth, height: finalHeight, boxes: boxes, text: title.isEmpty ? nil : measured.run.string)
    }
}
