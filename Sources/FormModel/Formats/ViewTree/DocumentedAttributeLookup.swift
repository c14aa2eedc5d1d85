/// The attributes the JsonUI tool chain documents for each component, and what FormRender does with
/// each: drawn, read as structure, or accepted without drawing for a reason. The table
/// (`Generated/DocumentedAttributes.swift`) is generated from jsonui-cli's attribute definitions by
/// `scripts/jsonui/generate-attribute-table.py`; a documented attribute is never "unknown".
public enum DocumentedAttributes {
    public enum Status: String, Sendable {
        /// The attribute builder reads it and it changes the picture.
        case drawn
        /// The file parser or the resolver reads it (`type`, `child`, `include`, `style`, …).
        case structure
        /// Accepted, not drawn: device-only or runtime behaviour.
        case device
        /// Accepted, not drawn: documented for another platform only.
        case platform
        /// Accepted, not drawn: says nothing about the look.
        case metadata
        /// Accepted, not drawn: has a visible effect FormRender does not draw yet.
        case notYetDrawn = "notyet"

        /// How a warning names the reason's kind.
        public var category: String {
            switch self {
            case .drawn: return "drawn"
            case .structure: return "structure"
            case .device: return "device-only"
            case .platform: return "other platform"
            case .metadata: return "metadata"
            case .notYetDrawn: return "not yet drawn"
            }
        }

        /// Accepted without being drawn, for a reason.
        public var isAccepted: Bool { self != .drawn && self != .structure }
    }

    public struct Entry: Equatable, Sendable {
        public var name: String
        /// The platforms the tool chain documents it for (empty: all).
        public var platforms: [String]
        /// The renderer modes it is documented for (`uikit`, `swiftui`; empty: all).
        public var modes: [String]
        /// The canonical name, when this is an alias spelling of it.
        public var aliasOf: String?
        /// The spelling the attribute builder reads this one as, when it reads the other spelling.
        public var readAs: String?
        /// The attribute builder reads this name (on some component: it may draw nothing on this one).
        public var isReadByBuilder: Bool
        public var status: Status
        /// Why it is not drawn (empty when it is).
        public var reason: String

        /// `device-only: an event handler: it runs on a device`.
        public var explanation: String { reason.isEmpty ? status.category : "\(status.category): \(reason)" }
    }

    /// The section a view type's attributes are documented in: its own name. `CircleImage` has no
    /// section; SwiftJsonUI's `CircleImageView` is a `NetworkImageView`.
    public static func section(for type: ViewType) -> String? {
        switch type {
        case .custom: return nil
        case .circleImage: return "NetworkImage"
        default: return type.rawValue
        }
    }

    /// The documented attribute `key` of a component section (an alias section such as `EditText` is
    /// its target's), or of `common`.
    public static func entry(_ key: String, section: String) -> Entry? {
        let name = sectionAliases[section] ?? section
        return entries[name]?[key] ?? entries["common"]?[key]
    }

    public static func entry(_ key: String, for type: ViewType) -> Entry? {
        section(for: type).flatMap { entry(key, section: $0) }
    }

    public static func isDocumented(_ key: String, section: String) -> Bool {
        entry(key, section: section) != nil
    }

    public static func isDocumented(_ key: String, for type: ViewType) -> Bool {
        entry(key, for: type) != nil
    }

    /// Why a documented attribute is accepted without being drawn (`device-only: …`), or nil when it
    /// is drawn, read as structure, or not documented.
    public static func notDrawnReason(_ key: String, for type: ViewType) -> String? {
        guard let entry = entry(key, for: type), entry.status.isAccepted else { return nil }
        return entry.explanation
    }

    /// Every section's attributes, in the definitions' order (aliases after their canonical name).
    public static var sections: [String: [Entry]] { ordered }

    /// The component sections (not `common`, not alias sections).
    public static var componentNames: [String] { ordered.keys.filter { $0 != "common" }.sorted() }

    static let ordered: [String: [Entry]] = tables.mapValues(parse)
    static let entries: [String: [String: Entry]] = ordered.mapValues { list in
        Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `name|platforms|modes|alias of|read as|read|status|reason` a line (`read`: `r` when the builder
    /// reads the name).
    static func parse(_ table: String) -> [Entry] {
        table.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "|", maxSplits: 7, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8, let status = Status(rawValue: fields[6]) else { return nil }
            let list = { (text: String) in text.split(separator: ",").map(String.init) }
            return Entry(name: fields[0], platforms: list(fields[1]), modes: list(fields[2]), aliasOf: fields[3].isEmpty ? nil : fields[3],
                         readAs: fields[4].isEmpty ? nil : fields[4], isReadByBuilder: fields[5] == "r", status: status, reason: fields[7])
        }
    }
}
