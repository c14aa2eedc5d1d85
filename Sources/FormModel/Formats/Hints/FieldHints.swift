import FormSupport
/// Everything a `.hints` file says about one field, as SixLayer's `DataHintsLoader` reads it. Keys
/// SixLayer reads only as data (`ocrHints`, `calculationGroups`, `expectedRange`…) are accepted and not
/// kept; every other property with a text value is kept in `metadata` (SixLayer's `[String: String]`).
public struct FieldHints: Equatable, Sendable {
    public var displayWidth: DisplayWidth?
    public var expectedLength: Int?
    public var maxLength: Int?
    public var minLength: Int?
    public var showCharacterCounter: Bool = false
    /// `fieldType` (or FormRender's older `contentType`), as written.
    public var fieldType: String?
    /// `inputType`, as written: `"picker"` with `options` makes SixLayer draw a picker.
    public var inputType: String?
    /// `options`: SixLayer's `{"value", "label"}` objects, or plain strings (a FormRender extension:
    /// each is its own value and label).
    public var options: [PickerOption]?
    /// The options were SixLayer's `{"value", "label"}` objects (plain strings are FormRender's).
    public var optionsAreLabelled = false
    public var isHidden: Bool = false
    public var isEditable: Bool = true
    public var isOptional: Bool?
    public var isArray: Bool?
    /// An open picker or date panel offers Clear.
    public var isClearable: Bool = false
    public var isRequired: Bool?
    /// `defaultValue` as text (`true`, `42`, `Draft`).
    public var defaultValue: String?
    public var expectedRange: ClosedRange<Double>?
    /// `columns` and `rows`: printed as a table to fill (FormRender's, for paper).
    public var table: TableSpec?
    /// Every other property with a text value, in file order.
    public var metadata: [MetadataEntry] = []

    public init() {}

    public func metadata(_ key: String) -> String? {
        metadata.first { $0.key == key }?.value
    }

    /// SixLayer's picker: `inputType` `"picker"` with labelled options, on a text field (`fieldType`
    /// `"string"`, or none, which a model's `String` property gives).
    public var isSixLayerPicker: Bool {
        inputType == "picker" && optionsAreLabelled && !(options ?? []).isEmpty && (fieldType == nil || fieldType?.lowercased() == "string")
    }
}

/// A picker's option: the value a model stores and the label a person sees.
public struct PickerOption: Equatable, Sendable {
    public var value: String
    public var label: String

    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}

/// The width and length hints, as a hints file's field or a form file's own field gives them; each one
/// given replaces the model's.
public struct LengthHints: Equatable, Sendable {
    public var displayWidth: DisplayWidth?
    public var expectedLength: Int?
    public var maxLength: Int?
    public var minLength: Int?
    public var showCharacterCounter: Bool?

    public init(displayWidth: DisplayWidth? = nil, expectedLength: Int? = nil, maxLength: Int? = nil, minLength: Int? = nil,
                showCharacterCounter: Bool? = nil) {
        self.displayWidth = displayWidth
        self.expectedLength = expectedLength
        self.maxLength = maxLength
        self.minLength = minLength
        self.showCharacterCounter = showCharacterCounter
    }

    public func apply(to hints: inout FieldHints) {
        if let displayWidth { hints.displayWidth = displayWidth }
        if let expectedLength { hints.expectedLength = expectedLength }
        if let maxLength { hints.maxLength = maxLength }
        if let minLength { hints.minLength = minLength }
        if let showCharacterCounter { hints.showCharacterCounter = showCharacterCounter }
    }
}

public struct MetadataEntry: Equatable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// A `_sections` entry, or a form file's `sections` entry.
public struct SectionSpec: Equatable, Sendable {
    public var id: String
    public var title: String
    public var description: String?
    public var fields: [String]
    public var layoutStyle: LayoutStyle
    public var isCollapsible: Bool
    public var isCollapsed: Bool
    /// Printed on one page when it fits on one (FormRender's, for paper; SixLayer ignores the key).
    public var keepTogether = false
    /// Fields printed side by side in rows (FormRender's, for paper).
    public var rows: [[RowCell]] = []
    public var location: SourceLocation
}

/// A parsed `.hints` file: field hints in file order, and the sections if it has any.
public struct HintsFile: Equatable, Sendable {
    public var model: String
    public var path: String
    public var fields: [(id: String, hints: FieldHints)]
    public var sections: [SectionSpec]?

    public func hints(for id: String) -> FieldHints? {
        fields.first { $0.id == id }?.hints
    }

    /// The hinted fields as a form's fields, in file order: what a form without its own `fields` shows.
    public var fieldSources: [DocumentBuilder.FieldSource] {
        fields.map { DocumentBuilder.FieldSource(id: $0.id, location: SourceLocation(file: path, keyPath: $0.id)) }
    }

    public static func == (lhs: HintsFile, rhs: HintsFile) -> Bool {
        lhs.model == rhs.model && lhs.path == rhs.path && lhs.sections == rhs.sections
            && lhs.fields.map(\.id) == rhs.fields.map(\.id) && lhs.fields.map(\.hints) == rhs.fields.map(\.hints)
    }
}
