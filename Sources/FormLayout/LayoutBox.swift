import FormModel

/// What a box is, which decides how it is painted and how tests find it.
public enum BoxRole: String, Sendable {
    case form, title, section, sectionHeader, sectionTitle, sectionDescription, chevron
    /// `field` is the whole unit: its bordered `box` (label, counter, input, control), an open
    /// `panel` under it, and its `error` line.
    case field, box, label, input, counter, control, error
    /// Inside an open panel: picker `option` rows, the date panel's `calendarMonth`, `weekday` and
    /// `day` cells, and the Clear/Done `button`s.
    case panel, option, calendarMonth, weekday, day, button
}

public enum TextAlignment: String, Sendable {
    case leading, center, trailing
}

/// What the painter needs beyond role and frame. Plain data, printed in the layout dump only when set.
public struct BoxAttributes: Equatable, Sendable {
    public var textStyle: TextStyle?
    public var wrapping: TextWrapping = .wrap
    /// The input shows the placeholder, in the placeholder colour.
    public var isPlaceholder = false
    /// The label is followed by a required asterisk.
    public var isRequired = false
    public var isReadOnly = false
    public var fieldKind: FieldKind?
    /// For a chevron: collapsed (points right) or expanded (points down).
    public var isCollapsed = false
    /// For a toggle or checkbox control.
    public var isOn = false
    public var alignment: TextAlignment = .leading
    /// The active field (highlighted border), a field in error, an open picker or date.
    public var isActive = false
    public var hasError = false
    public var isOpen = false
    /// The chosen option or day in an open panel.
    public var isSelected = false

    public init() {}
}

public struct LayoutBox: Equatable, Sendable {
    public var role: BoxRole
    public var id: String?
    public var text: String?
    public var frame: Rect
    public var attributes: BoxAttributes
    public var children: [LayoutBox]

    public init(role: BoxRole, id: String? = nil, text: String? = nil, frame: Rect,
                attributes: BoxAttributes = BoxAttributes(), children: [LayoutBox] = []) {
        self.role = role
        self.id = id
        self.text = text.map(ShownText.prepare)
        self.frame = frame
        self.attributes = attributes
        self.children = children
    }

    /// The text as painted: a required label carries its asterisk.
    public var displayedText: String? {
        guard let text else { return nil }
        return attributes.isRequired ? text + " *" : text
    }

    /// Moves this box and everything in it.
    public func offsetBy(dx: Double, dy: Double) -> LayoutBox {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }

    /// Every box in this subtree, depth first, this one first.
    public func allBoxes() -> [LayoutBox] {
        [self] + children.flatMap { $0.allBoxes() }
    }

    public func first(role: BoxRole, id: String? = nil) -> LayoutBox? {
        allBoxes().first { $0.role == role && (id == nil || $0.id == id) }
    }
}

/// A laid-out page: its size in points and its box tree.
public struct LayoutTree: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var root: LayoutBox
    /// The form is taller than `maxHeight`: layout stopped there, and nothing can draw it.
    public var isTruncated: Bool

    /// The tallest form drawn, in points: 32767 px, the tallest image, at scale 1 (PDF pages are
    /// shorter still).
    public static let maxHeight = 32_767.0

    public init(width: Double, height: Double, root: LayoutBox, isTruncated: Bool = false) {
        self.width = width
        self.height = height
        self.root = root
        self.isTruncated = isTruncated
    }

    /// What to say when a truncated tree was asked to be drawn or shown.
    public var truncationMessage: String {
        "the form is taller than \(Int(LayoutTree.maxHeight)) pt, more than any image or page holds; layout stopped there (split it into several forms, or collapse sections)"
    }
}
