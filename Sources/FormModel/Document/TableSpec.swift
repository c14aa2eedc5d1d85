import FormSupport

/// A repeating table on paper: a header row of column labels over `rows` rows to fill, each column
/// as wide as its share (`width`, 1 by default) of the field's width. A field's `columns` and `rows`
/// (FormRender's, for paper); its values are `"<field>.<row>.<column>"` (`"expenses.1.amount"`).
public struct TableSpec: Equatable, Sendable {
    public struct Column: Equatable, Sendable {
        public var id: String
        public var label: String
        public var share: Double

        public init(id: String, label: String, share: Double = 1) {
            self.id = id
            self.label = label
            self.share = share
        }
    }

    public var columns: [Column]
    public var rows: Int

    public static let maxColumns = 12
    public static let maxRows = 200

    public init(columns: [Column], rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `columns` and `rows` of a field object; nil when it has no `columns`.
    public static func parse(_ reader: JSONObjectReader) throws -> TableSpec? {
        guard let items = try reader.array("columns") else {
            if let node = reader.node("rows") {
                throw FormError("'\(reader.path("rows"))' makes a table only with 'columns' beside it", at: reader.location(of: node, key: "rows"))
            }
            return nil
        }
        guard (1...maxColumns).contains(items.count) else {
            throw FormError("'\(reader.path("columns"))' has \(items.count) columns; a table has 1 to \(maxColumns)",
                            at: SourceLocation(file: reader.file, keyPath: reader.path("columns")))
        }
        var columns: [Column] = []
        for (index, item) in items.enumerated() {
            let keyPath = "\(reader.path("columns"))[\(index)]"
            let column: Column
            if case .string(let id) = item.value {
                column = Column(id: id, label: id)
            } else {
                let object = try JSONObjectReader(item, file: reader.file, keyPath: keyPath, expected: "a column: its id, or {\"id\", \"label\", \"width\"}")
                let id = try object.requiredString("id")
                column = Column(id: id, label: try object.string("label") ?? id, share: try object.double("width", in: 0.1...100) ?? 1)
            }
            guard !column.id.isEmpty, !column.id.contains("."), !columns.contains(where: { $0.id == column.id }) else {
                throw FormError("'\(keyPath)': a column id must be unique, not empty, and without '.' (it names values: \"field.1.\(column.id)\")",
                                at: SourceLocation(file: reader.file, position: item.position, keyPath: keyPath))
            }
            columns.append(column)
        }
        return TableSpec(columns: columns, rows: try reader.int("rows", in: 1...maxRows) ?? 5)
    }

    /// The value key of a cell: `expenses.1.amount` (rows from 1).
    public static func key(field: String, row: Int, column: String) -> String {
        "\(field).\(row).\(column)"
    }
}

/// A field in a row of a section (`rows`), with the share of the row's width it takes (`span`).
public struct RowCell: Equatable, Sendable {
    public var id: String
    public var span: Int

    public init(id: String, span: Int = 1) {
        self.id = id
        self.span = span
    }

    /// A section's `rows`: arrays of field ids, or `{"id", "span"}` objects; nil when it has none.
    public static func parseRows(_ reader: JSONObjectReader) throws -> [[RowCell]]? {
        guard let rows = try reader.array("rows") else { return nil }
        return try rows.enumerated().map { rowIndex, row in
            let rowPath = "\(reader.path("rows"))[\(rowIndex)]"
            guard case .array(let cells) = row.value, (1...TableSpec.maxColumns).contains(cells.count) else {
                throw FormError("'\(rowPath)' must be an array of 1 to \(TableSpec.maxColumns) field ids (or {\"id\", \"span\"}), found \(row.value.shortDescription)",
                                at: SourceLocation(file: reader.file, position: row.position, keyPath: rowPath))
            }
            return try cells.enumerated().map { index, cell in
                if case .string(let id) = cell.value { return RowCell(id: id) }
                let object = try JSONObjectReader(cell, file: reader.file, keyPath: "\(rowPath)[\(index)]", expected: "a field id or {\"id\", \"span\"}")
                return RowCell(id: try object.requiredString("id"), span: try object.int("span", in: 1...12) ?? 1)
            }
        }
    }
}
