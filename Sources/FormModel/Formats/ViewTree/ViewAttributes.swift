import BoxTree

/// A width or height as a view-tree file gives it.
public enum ViewLength: Equatable, Sendable {
    case points(Double)
    case matchParent
    case wrapContent
}

public enum ViewOrientation: String, Equatable, Sendable {
    case vertical, horizontal
}

/// The order and edge a stack fills from: `bottomToTop` and `rightToLeft` reverse the children and
/// start from the far edge; `none` lays nothing out (children overlap, as without an orientation).
public enum ViewDirection: String, Equatable, Sendable {
    case topToBottom, bottomToTop, leftToRight, rightToLeft, none
}

public enum ViewVisibility: String, Equatable, Sendable {
    case visible, invisible, gone
}

/// Where something sits along one axis.
public enum AxisPlacement: Equatable, Sendable {
    case start, center, end
}

/// A container's `gravity` (where its content sits) or a child's own alignment attributes
/// (`alignTop`, `centerHorizontal`, …): per axis, nil when not said.
public struct ViewPlacement: Equatable, Sendable {
    public var horizontal: AxisPlacement?
    public var vertical: AxisPlacement?

    public init(horizontal: AxisPlacement? = nil, vertical: AxisPlacement? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A place relative to a sibling, in a view without an orientation (SwiftJsonUI's relative layout):
/// `alignTopOfView` puts a view above its sibling, `alignTopView` lines their tops up.
public struct RelativePlacement: Equatable, Sendable {
    public enum Edge: String, Equatable, Sendable {
        case above, below, leftOf, rightOf
        case alignTop, alignBottom, alignLeft, alignRight, alignCenterHorizontal, alignCenterVertical
    }

    public var edge: Edge
    /// The sibling's id (with the `binding_id` prefixes its own id has).
    public var target: String

    public init(_ edge: Edge, of target: String) {
        self.edge = edge
        self.target = target
    }

    /// The attribute that says it (`alignTopOfView`).
    public var attributeName: String {
        RelativePlacement.keys.first { $0.value == edge }?.key ?? edge.rawValue
    }

    static let keys: [String: Edge] = [
        "alignTopOfView": .above, "alignBottomOfView": .below, "alignLeftOfView": .leftOf, "alignRightOfView": .rightOf,
        "alignTopView": .alignTop, "alignBottomView": .alignBottom, "alignLeftView": .alignLeft, "alignRightView": .alignRight,
        "alignCenterHorizontalView": .alignCenterHorizontal, "alignCenterVerticalView": .alignCenterVertical,
    ]
}

/// `contentMode` of images.
public enum ViewContentMode: String, Equatable, Sendable {
    /// As large as fits, proportions kept (`AspectFit`, `fit`): the default.
    case aspectFit
    /// Covering the frame, cut (`AspectFill`).
    case aspectFill
    /// Stretched (`ScaleToFill`, `fill`).
    case scaleToFill
    /// At its own size, centred (`center`).
    case center
}

/// A shadow as the seed gives it: colour, offsets, opacity and blur radius (UIKit's shadowRadius).
public struct ViewShadow: Equatable, Sendable {
    public var color: Color
    public var offsetX: Double
    public var offsetY: Double
    public var opacity: Double
    public var radius: Double

    /// The seed's defaults: `#000000`, 0, 2, 0.2, 3.
    public init(color: Color = .black, offsetX: Double = 0, offsetY: Double = 2, opacity: Double = 0.2, radius: Double = 3) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.opacity = opacity
        self.radius = radius
    }
}

/// Where an image comes from.
public enum ImageSource: Equatable, Sendable {
    /// A PNG inside the layout root (canonical path).
    case file(String)
    /// A URL: never fetched.
    case remote(String)
    /// A name that no file under the layout root has.
    case missing(String)
}

/// Which way a `gradient` runs.
public enum GradientDirection: String, Equatable, Sendable {
    /// Top to bottom (SwiftJsonUI's default).
    case vertical
    /// Left to right.
    case horizontal
    /// Top left to bottom right.
    case oblique
}

public enum BorderLine: String, Equatable, Sendable {
    case solid, dashed, dotted
}

/// A button's `config.style` (UIKit's button configurations): how its fill and title are coloured.
public enum ButtonStyle: String, Equatable, Sendable {
    /// Title in the tint colour, no fill: SwiftJsonUI's default.
    case plain
    /// Filled with the tint colour, white title (`filled`, `borderedProminent`).
    case filled
    /// A light wash of the tint colour, title in the tint (`tinted`, `borderedTinted`).
    case tinted
    /// Light grey, title in the tint (`gray`, `bordered`).
    case gray
}

/// A `TextField`'s `borderStyle`.
public enum TextFieldBorder: String, Equatable, Sendable {
    case roundedRect, line, bezel, none
}

/// Every attribute FormRender draws, typed and with bindings evaluated; nil where the view does not
/// say (layout then uses its defaults for the view's type).
public struct ViewAttributes: Equatable, Sendable {
    // Size and place.
    public var width: ViewLength?
    public var height: ViewLength?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    /// `weight` / `widthWeight`: a share of a horizontal stack's free width; `heightWeight` of a
    /// vertical stack's free height.
    public var widthWeight: Double?
    public var heightWeight: Double?
    /// `weight`: a share along whichever stack holds the view (SwiftJsonUI takes the larger of it and
    /// the axis's own weight).
    public var weight: Double?
    /// Nil: children overlap, placed by their alignment (SwiftJsonUI's default).
    public var orientation: ViewOrientation?
    public var direction: ViewDirection?
    /// `"direction": "rtl"` (or `"ltr"`): on the root view, the whole tree is laid out right to left.
    public var isRightToLeft: Bool?
    /// `"locale"` on the root view: its language says the tree's direction unless `direction` does.
    public var locale: String?
    public var spacing: Double = 0
    public var padding: EdgeInsets = .zero
    public var margins: EdgeInsets = .zero
    /// Text insets of a `TextView` or `TextField` (`containerInset`), or a `Label` (`edgeInset`).
    public var textInsets: EdgeInsets?
    public var gravity = ViewPlacement()
    public var alignment = ViewPlacement()
    public var relative: [RelativePlacement] = []
    public var visibility: ViewVisibility = .visible
    public var clipToBounds = false

    // Look.
    public var background: Color?
    public var cornerRadius: Double?
    public var borderColor: Color?
    public var borderWidth: Double?
    public var borderLine: BorderLine = .solid
    public var alpha: Double = 1
    public var shadow: ViewShadow?
    public var isEnabled = true
    /// Colours a fill runs through, which win over `background`.
    public var gradient: [Color] = []
    public var gradientDirection: GradientDirection = .vertical
    /// A control's colour when on, chosen, or filled (`tintColor`, `onTintColor`).
    public var tint: Color?
    /// `style` of a `Blur`: dark or light.
    public var isDark = false

    // Text.
    public var text: String?
    public var fontColor: Color?
    public var fontSize: Double?
    public var fontWeight: FontWeight?
    public var italic = false
    public var textAlign: TextAlignment?
    /// 0: as many lines as the text needs.
    public var lines: Int?
    public var hint: String?
    /// A radio list's chosen item (`selectedValue`).
    public var selectedValue: String?
    /// A select box's kind (`selectItemType`: `Date` shows `selectedDate` in `dateStringFormat`).
    public var selectItemType: String?
    public var selectedDate: String?
    public var dateFormat: String?
    /// A TextView as tall as its text (`flexible`), within its min and max height.
    public var isFlexible = false
    /// A segmented control's chosen title colour (`selectedColor`).
    public var selectedFontColor: Color?
    /// Where a collection's cell stands: header, cell or footer of a section (the sections format).
    public var collectionPart: CollectionPart?
    /// A collection's spacing between rows (`lineSpacing`), between columns (`columnSpacing`), and
    /// the fallback for both (`itemSpacing`); on text, `lineSpacing` is the room between lines.
    public var lineSpacing: Double?
    public var columnSpacing: Double?
    public var itemSpacing: Double?

    /// A collection given a fixed size scrolls inside it.
    public var collectionPartsScroll: Bool {
        if case .points? = height { return true }
        if case .points? = width { return true }
        return false
    }
    public var hintColor: Color?
    public var isSecure = false
    public var fieldBorder: TextFieldBorder?
    public var buttonStyle: ButtonStyle?
    /// A disabled button's fill and title colours (`disabledBackground`, `disabledFontColor`).
    public var disabledBackground: Color?
    public var disabledFontColor: Color?
    /// Multiplies the font's natural line height (`lineHeightMultiple`); on a label in SwiftUI's
    /// renderer it is room between lines instead, `(multiple − 1) × font size`.
    public var lineHeightMultiple: Double?
    /// A label's `underline` and `strikethrough` (`lineOffset` raises the text).
    public var underline: ViewTextDecoration?
    public var strikethrough: ViewTextDecoration?
    /// A label's `partialAttributes`, in file order (a later one wins where two overlap).
    public var partialAttributes: [PartialTextStyle] = []
    public var lineBreakMode: ViewLineBreakMode?
    /// `fontFamily` (or `fontName`) as written: only the bundled fonts are drawn.
    public var fontFamily: String?
    /// A label's URLs, e-mail addresses and phone numbers drawn as links (`linkable`).
    public var linkable = false
    /// `autoShrink`: one line (unless `lines` says), the font made smaller to fit, down to
    /// `minimumScaleFactor` (0.5 when not given) of its size.
    public var autoShrink = false
    public var minimumScaleFactor: Double?
    /// A text field's text insets from its left and right edges (`textPaddingLeft`, `fieldPadding`).
    public var textPaddingLeft: Double?
    public var textPaddingRight: Double?

    // Images.
    public var image: ImageSource?
    public var defaultImage: ImageSource?
    public var contentMode: ViewContentMode?

    // Controls: switches, check boxes and radios are on or off; sliders and progress bars have a value.
    public var isOn: Bool?
    public var value: Double?
    public var minimum: Double?
    public var maximum: Double?
    /// An `IconLabel`'s icon.
    public var icon: ImageSource?
    public var iconSize: Double?

    // Select boxes and collections.
    public var items: [String] = []
    public var selectedIndex: Int?
    public var cellClasses: [String] = []
    public var headerClasses: [String] = []
    public var footerClasses: [String] = []
    public var columns: Int?
    public var horizontalScroll = false

    public init() {}
}

/// `underline` or `strikethrough` on a label: `true`, or `{"lineStyle": "Single|Double|Thick", "color": …,
/// "lineOffset": …}`.
public struct ViewTextDecoration: Equatable, Sendable {
    public var decoration: TextDecoration
    /// Raises the text by this many points (UIKit's baselineOffset; read on `underline` only).
    public var lineOffset: Double?

    public init(_ decoration: TextDecoration = TextDecoration(), lineOffset: Double? = nil) {
        self.decoration = decoration
        self.lineOffset = lineOffset
    }
}

/// A label's `lineBreakMode`: where cut text loses characters, or how lines break.
public enum ViewLineBreakMode: String, Equatable, Sendable {
    case head, middle, tail, clip, word, char
}

/// One of a label's `partialAttributes`: a range of its text (character offsets, the end left out,
/// or the first place a text occurs) and how it differs from the rest.
public struct PartialTextStyle: Equatable, Sendable {
    public enum Target: Equatable, Sendable {
        /// Characters (grapheme clusters) `start..<end`, cut at the text's end.
        case characters(Range<Int>)
        /// The first occurrence of this text (case-sensitive).
        case substring(String)
    }

    public var target: Target
    public var fontColor: Color?
    public var fontSize: Double?
    public var fontWeight: FontWeight?
    public var background: Color?
    public var underline = false
    public var strikethrough = false

    public init(_ target: Target, fontColor: Color? = nil, fontSize: Double? = nil, fontWeight: FontWeight? = nil, background: Color? = nil,
                underline: Bool = false, strikethrough: Bool = false) {
        self.target = target
        self.fontColor = fontColor
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// A view a collection shows in its sections format: a section's header, one of its cells, or its
/// footer, and the columns its cells run in.
public struct CollectionPart: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable { case header, cell, footer }
    public var kind: Kind
    public var section: Int
    public var columns: Int?

    public init(_ kind: Kind, section: Int, columns: Int? = nil) {
        self.kind = kind
        self.section = section
        self.columns = columns
    }
}
