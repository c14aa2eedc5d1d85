/// A field as it will be drawn: hints, form definition and values resolved into one value. Layout
/// sees what the hints come to, never the hints themselves.
public struct Field: Equatable, Sendable {
    public var id: String
    public var label: String
    public var kind: FieldKind
    public var isRequired: Bool
    public var isEditable: Bool
    public var placeholder: String?
    public var value: String?
    public var options: [String]
    /// An open picker or date panel offers Clear.
    public var isClearable: Bool
    public var state: FieldState
    /// Nil: the field fills its column.
    public var preferredWidth: FieldWidth?
    /// Nil: no counter.
    public var counter: CharacterCounter?
    /// The hints' `maxLength` and `expectedLength`: a printed form sizes its writing room by them.
    public var maxLength: Int?
    public var expectedLength: Int?
    /// A line under the field (SixLayer's "Optional • Has default").
    public var caption: String?
    /// On screen a picker without a value shows its first option, as SixLayer's does (a printed form
    /// leaves it blank).
    public var selectsFirstOption: Bool
    /// Printed in these groups of character cells (its `cells` hint), whatever its `maxLength`.
    public var cells: CellGroups?
    /// Printed as a table of rows to fill (its `columns` and `rows`), with its cells' values by
    /// `"row.column"` (`"1.amount"`).
    public var table: TableSpec?
    public var tableValues: [String: String] = [:]

    public init(id: String, label: String, kind: FieldKind = .text, isRequired: Bool = false,
                isEditable: Bool = true, placeholder: String? = nil, value: String? = nil,
                options: [String] = [], isClearable: Bool = false, state: FieldState = FieldState(),
                preferredWidth: FieldWidth? = nil, counter: CharacterCounter? = nil, maxLength: Int? = nil, expectedLength: Int? = nil,
                caption: String? = nil, selectsFirstOption: Bool = false) {
        self.id = id
        self.label = label
        self.kind = kind
        self.isRequired = isRequired
        self.isEditable = isEditable
        self.placeholder = placeholder
        self.value = value
        self.options = options
        self.isClearable = isClearable
        self.state = state
        self.preferredWidth = preferredWidth
        self.counter = counter
        self.maxLength = maxLength
        self.expectedLength = expectedLength
        self.caption = caption
        self.selectsFirstOption = selectsFirstOption
    }
}

public struct Section: Equatable, Sendable {
    public var id: String
    /// Nil for the untitled sections FormRender makes itself (the default one, and leftovers).
    public var title: String?
    public var description: String?
    public var style: LayoutStyle
    public var isCollapsible: Bool
    public var isCollapsed: Bool
    /// Printed on one page when it fits on one: a declaration with its signature (`keepTogether`).
    public var keepTogether = false
    /// Fields printed side by side in one row, each taking its span's share of the width (`rows`).
    public var rows: [[RowCell]] = []
    public var fields: [Field]

    public init(id: String, title: String?, description: String? = nil, style: LayoutStyle = .vertical,
                isCollapsible: Bool = false, isCollapsed: Bool = false, fields: [Field]) {
        self.id = id
        self.title = title
        self.description = description
        self.style = style
        self.isCollapsible = isCollapsible
        self.isCollapsed = isCollapsed
        self.fields = fields
    }
}

/// One form, fully resolved: what layout needs and nothing about where it came from.
public struct FormDocument: Equatable, Sendable {
    public var name: String
    public var title: String?
    public var sections: [Section]
    /// The locale dates are written in (`en_US`, `de_DE`, …).
    public var locale: String
    /// A line printed at the foot of every page (the form file's `footer`).
    public var footer: String?
    /// Right to left: said by the form file's `direction`, else by its locale's language.
    public var isRightToLeft: Bool

    public static let defaultLocale = "en_US"

    /// Languages written right to left: Arabic, Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi,
    /// Uyghur, Dhivehi, Kurdish (Sorani).
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// Whether `locale` (`ar`, `he_IL`, `fa-IR`) is in a language written right to left.
    public static func isRightToLeft(locale: String) -> Bool {
        rightToLeftLanguages.contains(language(of: locale))
    }

    /// `ja_JP` → `ja`, `he-IL` → `he`: the language part of a locale name, lowercased.
    public static func language(of locale: String) -> String {
        locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
    }

    /// A locale name as a person writes it (`en_US`, `ar`, `zh-Hant`, `sr_RS@latin`): letters, digits,
    /// `_`, `-`, `@` and `=`, at most 64 of them; anything else is no locale (and no path).
    public static func isLocaleName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "@" || $0 == "=") }
    }

    public init(name: String, title: String?, sections: [Section], locale: String = FormDocument.defaultLocale, footer: String? = nil,
                isRightToLeft: Bool? = nil) {
        self.name = name
        self.title = title
        self.sections = sections
        self.locale = locale
        self.footer = footer
        self.isRightToLeft = isRightToLeft ?? FormDocument.isRightToLeft(locale: locale)
    }

    /// Some field has a value to print (from the form, its hints' defaults or `--data`).
    public var hasValues: Bool {
        sections.contains { $0.fields.contains { !($0.value ?? "").isEmpty || $0.tableValues.values.contains { !$0.isEmpty } } }
    }
}
