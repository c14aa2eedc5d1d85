/// What a field holds, which decides how it is drawn.
public enum FieldKind: String, CaseIterable, Sendable {
    case text, email, phone, number, password, url, textarea, picker, date, toggle, checkbox
    /// SixLayer's number field: the value with a Stepper (−/+) at its trailing end.
    case stepper
    /// SixLayer's image and document fields: a "Select image" / "Select document" button.
    case image, document
    /// A signature: on a screen a text field (SixLayer draws an unknown `fieldType` so); on paper a
    /// tall box with a line to sign on, kept on the page of the field before it; in a fillable PDF a
    /// signature field.
    case signature

    /// Values written left to right in every language: phone numbers, addresses, numbers, passwords.
    public var isLeftToRightValue: Bool {
        switch self {
        case .email, .phone, .number, .password, .url, .stepper: return true
        default: return false
        }
    }

    /// The spellings 6Layer, SwiftUI content types and HTML input types use for each kind.
    private static let aliases: [String: FieldKind] = [
        "text": .text, "string": .text, "name": .text, "username": .text, "postalcode": .text,
        "zip": .text, "search": .text, "address": .text,
        "email": .email, "emailaddress": .email,
        "phone": .phone, "tel": .phone, "telephone": .phone, "telephonenumber": .phone,
        "number": .number, "integer": .number, "int": .number, "decimal": .number, "double": .number,
        "currency": .number,
        "password": .password, "secure": .password, "newpassword": .password,
        "url": .url, "link": .url, "website": .url,
        "textarea": .textarea, "multiline": .textarea, "longtext": .textarea, "richtext": .textarea,
        "picker": .picker, "select": .picker, "enum": .picker, "choice": .picker, "menu": .picker,
        "date": .date, "datetime": .date, "time": .date, "birthday": .date,
        "toggle": .toggle, "switch": .toggle, "boolean": .toggle, "bool": .toggle,
        "checkbox": .checkbox, "check": .checkbox,
        "stepper": .stepper, "image": .image, "photo": .image, "document": .document, "file": .document,
        "signature": .signature, "sign": .signature,
    ]

    /// Reads a kind from any of its spellings, ignoring case, `-` and `_`.
    public init?(spelling: String) {
        let folded = spelling.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        guard let kind = FieldKind.aliases[folded] else { return nil }
        self = kind
    }

    /// Entry-like kinds show one line of text; textarea grows.
    public var isMultiline: Bool { self == .textarea }

    /// A button to choose a file, not a value to type.
    public var isAttachment: Bool { self == .image || self == .document }

    /// The kind SixLayer's form view (`DefaultPlatformFieldView`) draws for a `fieldType`: its own
    /// types exactly; any other spelling is SixLayer's `custom`, a text field, unless FormRender knows
    /// it as one of its kinds (`email`, `textarea`, `picker`…).
    public init(sixLayerType: String) {
        switch sixLayerType.lowercased() {
        case "string", "uuid", "custom", "relationship", "hierarchical": self = .text
        case "number": self = .stepper
        case "boolean": self = .toggle
        case "date": self = .date
        case "url": self = .url
        case "image": self = .image
        case "document": self = .document
        default: self = FieldKind(spelling: sixLayerType) ?? .text
        }
    }
}
