import Foundation
import BoxTree
import FormModel
import FormSupport

/// Controls drawn in the state their data gives, at UIKit's sizes: a switch (51 × 31) on or off, a
/// check box or radio (22 pt) ticked or not with its text beside it, a segmented control with its
/// chosen segment raised, a slider and a progress bar filled to their value, an activity indicator.
extension ViewLayout {
    static let controlSide = 22.0

    func control(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let tint = a.tint ?? ViewStyles.tint
        switch node.type {
        case .switchControl:
            if let label = switchLabel(node) { return labelledSwitch(node, label: label, width: width, height: height) }
            let w = width.resolve(51), h = height.resolve(31)
            return Content(width: w, height: h, boxes: [
                LayoutBox(role: "knob", frame: Rect(x: 0, y: 0, width: w, height: h),
                          glyph: GlyphRun(a.isOn == true ? .toggleKnobOn : .toggleKnobOff, color: .white)),
            ])
        case .radio where !a.items.isEmpty:
            return radioList(node, tint: tint, width: width, height: height)
        case .checkBox, .radio:
            return choice(node, tint: tint, width: width, height: height)
        case .segment:
            return segments(node, tint: tint, width: width, height: height)
        case .slider where !(a.text ?? "").isEmpty, .progress where !(a.text ?? "").isEmpty:
            return titled(node, width: width, height: height)
        case .slider:
            let w = width.resolve(200), h = height.resolve(28)
            let fraction = ViewLayout.fraction(a.value ?? 0.5, a.minimum ?? 0, a.maximum ?? 1)
            let knob = min(28, h)
            let trackY = (h - 4) / 2
            let knobX = fraction * max(0, w - knob)
            return Content(width: w, height: h, boxes: [
                LayoutBox(role: "track", frame: Rect(x: 0, y: trackY, width: w, height: 4), style: BoxStyle(fill: a.background ?? ViewStyles.track, radii: CornerRadii(all: 2))),
                LayoutBox(role: "fill", frame: Rect(x: 0, y: trackY, width: knobX + knob / 2, height: 4), style: BoxStyle(fill: tint, radii: CornerRadii(all: 2))),
                LayoutBox(role: "knob", frame: Rect(x: knobX, y: (h - knob) / 2, width: knob, height: knob),
                          style: BoxStyle(fill: .white, radii: CornerRadii(all: knob / 2),
                                          shadow: Shadow(color: .black, opacity: 0.2, offsetY: 1.5, blur: 4, profile: .gaussian))),
            ])
        case .progress:
            let w = width.resolve(200), h = height.resolve(4)
            let fraction = ViewLayout.fraction(a.value ?? 0, a.minimum ?? 0, a.maximum ?? 1)
            return Content(width: w, height: h, boxes: [
                LayoutBox(role: "track", frame: Rect(x: 0, y: 0, width: w, height: h), style: BoxStyle(fill: a.background ?? ViewStyles.track, radii: CornerRadii(all: h / 2))),
                LayoutBox(role: "fill", frame: Rect(x: 0, y: 0, width: w * fraction, height: h), style: BoxStyle(fill: tint, radii: CornerRadii(all: h / 2))),
            ])
        default:
            // An activity indicator: a dashed ring, as a spinner looks mid-turn.
            let side = min(width.resolve(20), height.resolve(20))
            return Content(width: width.resolve(side), height: height.resolve(side), boxes: [
                LayoutBox(role: "ring", frame: Rect(x: 0, y: 0, width: side, height: side),
                          style: BoxStyle(border: Border(color: a.tint ?? ViewStyles.placeholderInk, width: max(1, side / 8), dash: [side / 6, side / 9]),
                                          radii: CornerRadii(all: side / 2))),
            ])
        }
    }

    /// A SwiftUI Toggle's label: its `text` (or `label`), at the row's leading edge; UIKit's switch has none.
    func switchLabel(_ node: ViewNode) -> String? {
        guard node.type == .switchControl, mode == .swiftui, let text = node.attributes.text, !text.isEmpty else { return nil }
        return text
    }

    /// A labelled toggle: the label at the leading edge, the 51 × 31 switch at the trailing one.
    private func labelledSwitch(_ node: ViewNode, label: String, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let gap = 8.0
        let text = measure(label, font: styles.font(a, type: .label), color: styles.textColor(a, type: .label), alignment: .leading,
                           room: width.available.map { max(0, $0 - 51 - gap) }, lines: a.lines ?? 0)
        let w = width.resolve(text.width + gap + 51), h = height.resolve(max(31, text.height))
        let on = a.isOn == true
        let track = LayoutBox(role: "track", frame: Rect(x: w - 51, y: (h - 31) / 2, width: 51, height: 31),
                              style: BoxStyle(fill: on ? (a.tint ?? ViewStyles.switchOn) : ViewStyles.track, radii: CornerRadii(all: 15.5)),
                              children: [LayoutBox(role: "knob", frame: Rect(x: w - 51, y: (h - 31) / 2, width: 51, height: 31),
                                                   glyph: GlyphRun(on ? .toggleKnobOn : .toggleKnobOff, color: .white))])
        let title = LayoutBox(role: .text, frame: Rect(x: 0, y: (h - text.height) / 2, width: max(0, w - 51 - gap), height: text.height), textRun: text.run)
        return Content(width: w, height: h, boxes: [title, track], text: label)
    }

    /// A slider or progress bar with a `text`: the text above the bar, 4 pt from it.
    private func titled(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        var bar = node
        bar.attributes.text = nil
        bar.attributes.height = nil
        let a = node.attributes
        let text = measure(a.text ?? "", font: styles.font(a, type: .label), color: styles.textColor(a, type: .label), alignment: .leading,
                           room: width.available, lines: a.lines ?? 0)
        let barHeight = node.type == .slider ? 28.0 : 4.0
        let inner = control(bar, width: width, height: .exactly(barHeight))
        let w = width.resolve(max(text.width, inner.width)), h = height.resolve(text.height + 4 + barHeight)
        let boxes = [LayoutBox(role: .text, frame: Rect(x: 0, y: 0, width: w, height: text.height), textRun: text.run)]
            + inner.boxes.map { $0.offsetBy(dx: 0, dy: text.height + 4) }
        return Content(width: w, height: h, boxes: boxes, text: a.text)
    }

    /// Where a value sits between a minimum and a maximum, from 0 to 1.
    static func fraction(_ value: Double, _ minimum: Double, _ maximum: Double) -> Double {
        guard maximum > minimum, value.isFinite else { return 0 }
        return min(1, max(0, (value - minimum) / (maximum - minimum)))
    }

    /// A check box's rounded square or a radio's circle, and its text after it.
    private func choice(_ node: ViewNode, tint: Color, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let side = ViewLayout.controlSide
        let isOn = a.isOn == true
        let mark: LayoutBox
        if node.type == .checkBox {
            mark = LayoutBox(role: "box", frame: Rect(x: 0, y: 0, width: side, height: side),
                             style: isOn ? BoxStyle(fill: tint, radii: CornerRadii(all: 5))
                                         : BoxStyle(fill: .white, border: Border(color: ViewStyles.fieldBorder, width: 1.5), radii: CornerRadii(all: 5)),
                             glyph: isOn ? GlyphRun(.checkMark, color: .white) : nil)
        } else {
            mark = LayoutBox(role: "box", frame: Rect(x: 0, y: 0, width: side, height: side),
                             style: BoxStyle(fill: .white, border: Border(color: isOn ? tint : ViewStyles.fieldBorder, width: isOn ? 2 : 1.5),
                                             radii: CornerRadii(all: side / 2)),
                             children: isOn ? [LayoutBox(role: "dot", frame: Rect(x: 0, y: 0, width: side, height: side),
                                                         style: BoxStyle(fill: tint, shape: .circle(radius: 5.5)))] : [])
        }
        return row([mark], title: a.text, node: node, gap: 8, width: width, height: height)
    }

    /// A radio with `items`, as SwiftJsonUI's SwiftUI converter draws it: its title (`text`) if any,
    /// then one row a item, 8 pt apart, the item equal to `selectedValue` chosen.
    private func radioList(_ node: ViewNode, tint: Color, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        var rows: [LayoutBox] = []
        var y = 0.0, widest = 0.0
        var titled = node
        titled.attributes.items = []
        if let title = a.text, !title.isEmpty {
            let text = measure(title, font: styles.font(a, type: .label), color: styles.textColor(a, type: .label), alignment: .leading,
                               room: width.available, lines: a.lines ?? 0)
            rows.append(LayoutBox(role: .text, frame: Rect(x: 0, y: 0, width: text.width, height: text.height), textRun: text.run))
            y = text.height + 8
            widest = text.width
        }
        for (index, item) in a.items.enumerated() {
            var option = titled
            option.attributes.text = item
            option.attributes.isOn = item == a.selectedValue
            option.attributes.fontSize = nil
            option.attributes.fontColor = nil
            let content = choice(option, tint: tint, width: .atMost(width.available), height: .atMost(nil))
            rows.append(LayoutBox(role: "item", text: item, frame: Rect(x: 0, y: y, width: content.width, height: content.height),
                                  notes: option.attributes.isOn == true ? [BoxNote("selected")] : [],
                                  children: content.boxes.map { $0.offsetBy(dx: 0, dy: y) }))
            widest = max(widest, content.width)
            y += content.height + (index == a.items.count - 1 ? 0 : 8)
        }
        return Content(width: width.resolve(widest), height: height.resolve(y), boxes: rows)
    }

    /// A segmented control: its items side by side in equal widths, the chosen one raised on white.
    private func segments(_ node: ViewNode, tint: Color, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let items = a.items
        let font = FontSpec(family: styles.family, weight: .semibold, size: a.fontSize ?? 13, lineHeight: ViewStyles.lineHeight(for: a.fontSize ?? 13))
        let widest = items.map { measurer.measure(ShownText.prepare($0), font: font, maxWidth: ViewLimits.maxLength, wrapping: .singleLine).width }.max() ?? 0
        let w = width.resolve((widest + 24) * Double(items.count) + 4), h = height.resolve(32)
        // No items: the empty track, as UIKit draws a segmented control with none.
        guard !items.isEmpty else { return Content(width: w, height: h) }
        let segment = max(0, (w - 4) / Double(items.count))
        var boxes: [LayoutBox] = []
        for (index, item) in items.enumerated() {
            let chosen = index == (a.selectedIndex ?? 0)
            let frame = Rect(x: 2 + Double(index) * segment, y: 2, width: segment, height: max(0, h - 4))
            // `normalColor` (fontColor) and `selectedColor` colour the titles; `tintColor` fills the chosen segment.
            let titleColor = chosen ? (a.selectedFontColor ?? a.fontColor ?? ViewStyles.textColor) : (a.fontColor ?? ViewStyles.textColor)
            let run = TextRun(ShownText.prepare(item), font: font, color: titleColor, alignment: .center, wrapping: .singleLine)
            boxes.append(LayoutBox(role: "item", id: nil, text: item, frame: frame,
                                   style: chosen ? BoxStyle(fill: a.tint ?? .white, radii: CornerRadii(all: 7),
                                                            shadow: Shadow(color: .black, opacity: 0.12, offsetY: 1, blur: 3, profile: .gaussian)) : .none,
                                   notes: chosen ? [BoxNote("selected")] : [],
                                   children: [LayoutBox(role: .text, frame: Rect(x: frame.x + 4, y: frame.y + (frame.height - font.lineHeight) / 2,
                                                                                 width: max(0, frame.width - 8), height: font.lineHeight), textRun: run)]))
        }
        return Content(width: w, height: h, boxes: boxes)
    }

    /// An icon (an image, `iconSize` square, the font's line by default) and the text after it.
    func iconLabel(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let side = a.iconSize ?? styles.font(a, type: .iconLabel).lineHeight
        var iconNode = ViewNode(type: .image, source: node.source)
        iconNode.attributes.image = a.icon
        iconNode.attributes.width = .points(side)
        iconNode.attributes.height = .points(side)
        let icon = place(iconNode, width: .exactly(side), height: .exactly(side))
        return row([icon], title: a.text, node: node, gap: 6, width: width, height: height)
    }

    /// Leading boxes, then a title, in a row centred across.
    private func row(_ leading: [LayoutBox], title: String?, node: ViewNode, gap: Double, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let lead = leading.map(\.frame.width).reduce(0, +) + gap * Double(leading.count)
        var text: MeasuredText?
        if let title, !title.isEmpty {
            text = measure(title, font: styles.font(a, type: node.type), color: styles.textColor(a, type: node.type),
                           alignment: .leading, room: width.available.map { $0 - lead }, lines: a.lines ?? 0)
        }
        let rowWidth = text.map { lead + $0.width } ?? (lead - gap)
        let rowHeight = max(leading.map(\.frame.height).max() ?? 0, text?.height ?? 0)
        let finalWidth = width.resolve(rowWidth), finalHeight = height.resolve(rowHeight)
        var x = 0.0
        var boxes: [LayoutBox] = []
        for box in leading {
            boxes.append(box.offsetBy(dx: x, dy: (finalHeight - box.frame.height) / 2))
            x += box.frame.width + gap
        }
        if let text {
            boxes.append(LayoutBox(role: .text, frame: Rect(x: x, y: (finalHeight - text.height) / 2, width: max(0, finalWidth - x), height: text.height),
                                   textRun: text.run))
        }
        return Content(width: finalWidth, height: finalHeight, boxes: boxes, text: text?.run.string)
    }

    /// A web view shows what it would load: a placeholder captioned with its address, never fetched.
    func web(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        // As tall as a page's worth of content where nothing says otherwise.
        var content = placeholder(width: width, height: ViewSpan.exactly(height.exact ?? min(200, height.limit ?? 200)),
                                  radius: node.attributes.cornerRadius ?? 0)
        let address: String
        switch node.attributes.image {
        case .remote(let url)?, .missing(let url)?: address = url
        case .file(let path)?: address = (path as NSString).lastPathComponent
        case nil: address = "Web"
        }
        let run = styles.placeholderText(address)
        let lineHeight = run.font.lineHeight
        content.boxes.append(LayoutBox(role: .text, frame: Rect(x: 8, y: content.height - lineHeight - 8, width: max(0, content.width - 16), height: lineHeight),
                                       textRun: run))
        content.text = address
        return content
    }

    /// A component of the app's own that FormRender cannot draw: a placeholder at its size (the width
    /// it is offered, 44 pt tall where it says nothing), captioned with its type.
    func custom(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        var content = placeholder(width: width, height: ViewSpan.exactly(height.exact ?? min(44, height.limit ?? 44)),
                                  radius: node.attributes.cornerRadius ?? 0)
        let name = node.customName ?? "Custom"
        let run = styles.placeholderText(name)
        let lineHeight = run.font.lineHeight
        content.boxes[0].children = [LayoutBox(role: .text, frame: Rect(x: 8, y: max(0, (content.height - lineHeight) / 2),
                                                                        width: max(0, content.width - 16), height: lineHeight), textRun: run)]
        content.text = name
        return content
    }
}
