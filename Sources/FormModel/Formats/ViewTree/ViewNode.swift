import BoxTree
import FormSupport

/// The view types FormRender draws: the SwiftJsonUI types with a visible result, read by their names
/// and their synonyms (`Scroll`, `Toggle`, `Check`, `Text`, `HStack`…).
public enum ViewType: String, CaseIterable, Equatable, Sendable {
    case view = "View"
    case safeAreaView = "SafeAreaView"
    case scrollView = "ScrollView"
    case label = "Label"
    case textField = "TextField"
    case textView = "TextView"
    case button = "Button"
    case image = "Image"
    case networkImage = "NetworkImage"
    case selectBox = "SelectBox"
    case collection = "Collection"
    case switchControl = "Switch"
    case checkBox = "CheckBox"
    case radio = "Radio"
    case segment = "Segment"
    case slider = "Slider"
    case progress = "Progress"
    case indicator = "Indicator"
    case iconLabel = "IconLabel"
    case circleImage = "CircleImage"
    case circleView = "CircleView"
    case gradientView = "GradientView"
    case blur = "Blur"
    case web = "Web"
    /// A type FormRender does not draw (an app's own component, such as `CodeBlock`): a labelled
    /// placeholder at its size, its children laid out inside it. Never read from a file by this name.
    case custom = "Custom"

    static let aliases: [String: ViewType] = [
        "Scroll": .scrollView, "Toggle": .switchControl, "Check": .checkBox, "ProgressBar": .progress, "WebView": .web,
        "Text": .label, "EditText": .textField, "Input": .textField, "Picker": .selectBox, "Spinner": .selectBox,
        "Table": .collection, "List": .collection, "Grid": .collection,
        "HStack": .view, "Row": .view, "VStack": .view, "Column": .view, "ZStack": .view, "Box": .view,
        // SwiftJsonUI's converter factory's other spellings (DynamicComponentBuilder).
        "BlurView": .blur, "Gradient": .gradientView, "SegmentedControl": .segment, "ActivityIndicator": .indicator,
        "Spacer": .view, "Space": .view, "Divider": .view, "Separator": .view,
    ]

    /// Spellings that are a View with a meaning of their own (SpacerConverter, DividerConverter).
    static let spacers: Set<String> = ["Spacer", "Space"]
    static let dividers: Set<String> = ["Divider", "Separator"]

    /// Synonyms that are stacks: a `Row` is a horizontal `View`.
    static let stackAliases: [String: ViewOrientation] = ["HStack": .horizontal, "Row": .horizontal, "VStack": .vertical, "Column": .vertical]

    public init?(name: String) {
        guard name != ViewType.custom.rawValue, let type = ViewType(rawValue: name) ?? ViewType.aliases[name] else { return nil }
        self = type
    }

    /// The spelling a name means when case is ignored, as SwiftJsonUI's dynamic renderer matches
    /// type names (`switch`, `Checkbox`): nil when it is already a spelling, or none matches.
    public static func spelling(ignoringCase name: String) -> String? {
        guard ViewType(name: name) == nil else { return nil }
        let lowered = name.lowercased()
        return spellings.first { $0.lowercased() == lowered }
    }

    /// Types that lay out children.
    public var isContainer: Bool {
        switch self {
        case .view, .safeAreaView, .scrollView, .button, .circleView, .gradientView, .blur, .custom: return true
        default: return false
        }
    }

    /// The accepted name a mistyped one is nearest to (at most two letters off, case aside), if any.
    public static func closestName(to name: String) -> String? {
        let names = spellings
        let typed = Array(name.lowercased().unicodeScalars)
        guard typed.count <= 40 else { return nil }
        let scored = names.map { ($0, editDistance(typed, Array($0.lowercased().unicodeScalars))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Edits between two names: insertions, deletions, substitutions and swaps of neighbours (a typo's
    /// usual kinds: `Lable` is one swap from `Label`).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// Every name the format accepts, for the error about an unknown one.
    public static var acceptedNames: String {
        spellings.joined(separator: ", ")
    }

    /// Every spelling FormRender draws: the types' names, then their synonyms.
    public static var spellings: [String] { drawnNames + aliases.keys.sorted() }

    /// The names of the types FormRender draws, as a file writes them.
    public static var drawnNames: [String] { allCases.filter { $0 != .custom }.map(\.rawValue) }
}

/// A view resolved for one set of data: bindings evaluated, includes expanded, attributes typed.
public struct ViewNode: Equatable, Sendable {
    public var type: ViewType
    /// The type as the file writes it, for a `custom` view (`CodeBlock`).
    public var customName: String?
    /// The view's `id`, prefixed by the `binding_id`s of the includes it sits in (`card.title`).
    public var id: String?
    /// Where the view is written (the included file for a view from an include).
    public var source: SourceLocation
    public var attributes: ViewAttributes
    public var children: [ViewNode]

    public init(type: ViewType, id: String? = nil, source: SourceLocation, attributes: ViewAttributes = ViewAttributes(),
                children: [ViewNode] = [], customName: String? = nil) {
        self.type = type
        self.customName = customName
        self.id = id
        self.source = source
        self.attributes = attributes
        self.children = children
    }

    /// Every view in this subtree, depth first.
    public func allNodes() -> [ViewNode] {
        [self] + children.flatMap { $0.allNodes() }
    }
}

/// A view tree resolved for one state: what view layout receives.
public struct ViewDocument: Equatable, Sendable {
    public var name: String
    public var root: ViewNode
    /// The root at a regular horizontal size class, where `responsive` overrides make it differ.
    public var regularRoot: ViewNode?
    /// SwiftJsonUI's renderer whose rules are followed where the two differ.
    public var mode: ViewMode = .swiftui
    /// Local images the views show, as canonical paths inside the layout root: read and decoded
    /// before layout, once a run.
    public var imagePaths: [String] {
        var seen = Set<String>()
        return (root.allNodes() + (regularRoot?.allNodes() ?? [])).flatMap { [$0.attributes.image, $0.attributes.defaultImage, $0.attributes.icon] }.compactMap { source -> String? in
            if case .file(let path)? = source { return path }
            return nil
        }.filter { seen.insert($0).inserted }
    }

    public init(name: String, root: ViewNode, regularRoot: ViewNode? = nil, mode: ViewMode = .swiftui) {
        self.name = name
        self.root = root
        self.regularRoot = regularRoot
        self.mode = mode
    }

    /// SwiftJsonUI's horizontal size class at a width: regular from 600 pt (an iPad, or an iPad's
    /// half of a split screen), compact below (a phone in portrait, an iPad's narrow slide-over).
    public static func isRegularSizeClass(width: Double) -> Bool { width >= 600 }

    /// The root drawn at a width: the regular size class's where it has one.
    public func root(forWidth width: Double) -> ViewNode {
        ViewDocument.isRegularSizeClass(width: width) ? regularRoot ?? root : root
    }
}
