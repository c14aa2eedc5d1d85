import BoxTree
import FormModel
import FormSupport

/// Lays out resolved views: each view takes its size from what its parent offers and what it asks for
/// (`ViewSpan.own`), lays its content out inside its padding (a stack, an overlay, or its text, image
/// or placeholders), and returns a box at the origin that its parent moves into place.
struct ViewLayout {
    let styles: ViewStyles
    let measurer: TextMeasuring
    let images: [String: BoxImage]
    /// SwiftJsonUI's renderer whose layout rules are followed where the two differ.
    var mode: ViewMode = .swiftui

    /// Default sizes where a view says nothing: inputs and lists fill their parent's width, the rest
    /// fit their content.
    func defaultWidth(_ type: ViewType) -> ViewLength {
        switch type {
        case .textField, .textView, .selectBox, .collection, .safeAreaView, .scrollView, .segment, .slider, .progress, .web, .custom: return .matchParent
        default: return .wrapContent
        }
    }

    func place(_ node: ViewNode, width offer: ViewSpan, height heightOffer: ViewSpan) -> LayoutBox {
        let a = node.attributes
        let width = ViewSpan.own(a.width ?? (switchLabel(node) != nil ? .matchParent : defaultWidth(node.type)), offer: offer,
                                 minimum: a.minWidth, maximum: a.maxWidth)
        var heightLength = a.height ?? .wrapContent
        var heightMinimum = a.minHeight
        if node.type == .scrollView {
            // Rendered unscrolled: as tall as its content, and no shorter than it was asked to be.
            if case .points(let fixed) = heightLength { heightMinimum = max(heightMinimum ?? 0, fixed) }
            heightLength = .wrapContent
        }
        let height = ViewSpan.own(heightLength, offer: node.type == .scrollView ? .atMost(nil) : heightOffer, minimum: heightMinimum,
                                  maximum: node.type == .scrollView ? nil : a.maxHeight)
        let padding = effectivePadding(node)
        let content = layoutContent(node, width: width.shrunk(by: padding.horizontal), height: height.shrunk(by: padding.vertical))
        let frame = Rect(x: 0, y: 0, width: content.width + padding.horizontal, height: content.height + padding.vertical)
        var notes: [BoxNote] = node.type.note.map { [$0] } ?? []
        if let name = node.customName { notes.append(BoxNote("type", .text(name))) }
        guard a.visibility == .visible else {
            // Invisible keeps its place and draws nothing.
            notes.append(BoxNote("invisible"))
            return LayoutBox(role: node.type.role, id: node.id, frame: frame, notes: notes)
        }
        var box = LayoutBox(role: node.type.role, id: node.id, text: content.text, frame: frame, style: styles.box(a, type: node.type),
                            notes: notes, children: content.boxes.map { $0.offsetBy(dx: padding.left, dy: padding.top) })
        if switchLabel(node) != nil {
            // A labelled toggle is a row: the switch inside it has the switch's look.
            box.style = styles.box(a, type: .view)
        } else if node.type.isRound {
            box.style.radii = CornerRadii(all: min(frame.width, frame.height) / 2)
        }
        if let run = content.run, padding == .zero {
            box.textRun = run
        } else if let run = content.run {
            box.children.insert(LayoutBox(role: .text, frame: Rect(x: padding.left, y: padding.top, width: content.width, height: content.height),
                                          textRun: run), at: 0)
        }
        box.image = content.image
        return box
    }

    /// A button without padding of its own has its configuration's content insets (7 pt above and
    /// below, 12 at the sides, as UIKit's button configurations): less where it is given a size too
    /// small for them, so a 44 pt "+" keeps its title.
    func effectivePadding(_ node: ViewNode) -> EdgeInsets {
        let padding = node.attributes.padding
        // SwiftUI's own button has only the padding it is given; a configured style has its insets.
        guard node.type == .button, padding == .zero, mode == .uikit || node.attributes.buttonStyle != nil else { return padding }
        var insets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        if case .points(let width) = node.attributes.width { insets.left = min(insets.left, width / 8); insets.right = insets.left }
        if case .points(let height) = node.attributes.height { insets.top = min(insets.top, height / 8); insets.bottom = insets.top }
        return insets
    }

    /// What a view holds, in its content area: boxes at positions from the content's origin, or a
    /// text run or image filling it.
    struct Content {
        var width: Double
        var height: Double
        var boxes: [LayoutBox] = []
        var run: TextRun?
        var image: BoxImage?
        /// The text the view shows, for the layout dump.
        var text: String?
    }

    func layoutContent(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        switch node.type {
        case .view, .safeAreaView, .scrollView, .circleView, .gradientView, .blur:
            return container(node, width: width, height: height)
        case .label:
            return label(node, width: width, height: height)
        case .textField, .textView, .selectBox:
            return input(node, width: width, height: height)
        case .button:
            return button(node, width: width, height: height)
        case .image, .networkImage, .circleImage:
            return image(node, width: width, height: height)
        case .collection:
            return collection(node, width: width, height: height)
        case .switchControl, .checkBox, .radio, .segment, .slider, .progress, .indicator:
            return control(node, width: width, height: height)
        case .iconLabel:
            return iconLabel(node, width: width, height: height)
        case .web:
            return web(node, width: width, height: height)
        case .custom:
            return node.children.isEmpty ? custom(node, width: width, height: height) : container(node, width: width, height: height)
        }
    }

    /// Children in a stack when the view has an orientation (and a direction other than `none`),
    /// else overlapping, each placed by its alignment.
    func container(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        if node.type == .scrollView, mode == .swiftui { return scrollContent(node, width: width, height: height) }
        let a = node.attributes
        if let orientation = a.orientation, a.direction != ViewDirection.none {
            return StackLayout(layout: self, node: node, axis: orientation).layout(width: width, height: height)
        }
        return OverlayLayout(layout: self, node: node).layout(width: width, height: height)
    }

    /// A ScrollView in SwiftUI stacks all its children, leading-aligned with no spacing, along its
    /// axis: horizontal when it says so (`horizontalScroll`, `orientation`) or when its one child is a
    /// horizontal View, else vertical. Its own spacing, gravity and its children's weights are unused.
    func scrollContent(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let onlyChildIsRow = node.children.count == 1 && node.children[0].type == .view && node.children[0].attributes.orientation == .horizontal
        let axis: ViewOrientation = a.horizontalScroll || a.orientation == .horizontal || onlyChildIsRow ? .horizontal : .vertical
        var stack = node
        stack.attributes.spacing = 0
        stack.attributes.gravity = ViewPlacement()
        stack.attributes.direction = nil
        for index in stack.children.indices {
            stack.children[index].attributes.weight = nil
            stack.children[index].attributes.widthWeight = nil
            stack.children[index].attributes.heightWeight = nil
        }
        return StackLayout(layout: self, node: stack, axis: axis).layout(width: width, height: height)
    }

    /// A child's box placed in its parent: laid out in what the parent offers less its margins.
    func child(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> LayoutBox {
        let m = node.attributes.margins
        return place(node, width: width.shrunk(by: m.horizontal), height: height.shrunk(by: m.vertical))
    }
}
