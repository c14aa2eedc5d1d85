import BoxTree
import FormModel
import FormSupport

/// The roles view-tree boxes carry in the layout tree.
extension BoxRole {
    /// The page a view tree is drawn on.
    public static let page: BoxRole = "page"
    /// View, SafeAreaView and ScrollView (a `type` note says which when not View).
    public static let view: BoxRole = "view"
    public static let textField: BoxRole = "textField"
    public static let textView: BoxRole = "textView"
    public static let image: BoxRole = "image"
    public static let selectBox: BoxRole = "selectBox"
    public static let collection: BoxRole = "collection"
    /// Text inside a view that has insets (a button's title, a field's value or hint).
    public static let text: BoxRole = "text"
    /// A collection's placeholders, by class name.
    public static let cell: BoxRole = "cell"
    public static let header: BoxRole = "header"
    public static let footer: BoxRole = "footer"
}

extension ViewType {
    var role: BoxRole {
        switch self {
        case .view, .safeAreaView, .scrollView, .circleView, .gradientView, .blur: return .view
        case .label: return "label"
        case .textField: return .textField
        case .textView: return .textView
        case .button: return "button"
        case .image, .networkImage, .circleImage: return .image
        case .selectBox: return .selectBox
        case .collection: return .collection
        case .switchControl: return "switch"
        case .checkBox: return "checkBox"
        case .radio: return "radio"
        case .segment: return "segment"
        case .slider: return "slider"
        case .progress: return "progress"
        case .indicator: return "indicator"
        case .iconLabel: return "iconLabel"
        case .web: return "web"
        case .custom: return "custom"
        }
    }

    /// The type as a note, where the role does not say it.
    var note: BoxNote? {
        switch self {
        case .safeAreaView, .scrollView, .networkImage, .circleImage, .circleView, .gradientView, .blur: return BoxNote("type", .text(rawValue))
        default: return nil
        }
    }

    /// Types whose corners are half their shorter side, whatever size they come to.
    var isRound: Bool {
        self == .circleImage || self == .circleView || self == .switchControl
    }
}
