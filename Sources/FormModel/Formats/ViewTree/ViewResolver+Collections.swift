import FormSupport
/// A collection in SwiftJsonUI's sections format: `sections: [{header, cell, footer, columns}]` name
/// layout files, drawn with the data `items` gives. SwiftJsonUI takes that data from a data source
/// object; a picture takes it from JSON: `items` as an array of objects (the first section's cells)
/// or as `{"sections": [{"header": {...}, "cells": [{...}], "footer": {...}}]}`. Without data, each
/// section shows `sampleCells` cells filled with their layout's own defaults, and a warning says so.
extension ViewResolver.Walk {
    static let sampleCells = 3
    static let maxCells = 200

    mutating func collectionSections(_ sections: ViewAttribute, items: ViewAttribute?, in file: ViewFile, path: String, scope: ViewScope,
                                     chain: [String], prefix: String) throws -> [ViewNode] {
        let shown = display(path)
        let at = SourceLocation(file: shown, position: sections.node.position)
        guard case .array(let written) = try evaluate(sections.node, in: scope, at: at) else {
            return try complain("'sections' must be an array of {\"header\", \"cell\", \"footer\", \"columns\"}", at: at)
        }
        let data = try items.map { try evaluate($0.node, in: scope, at: SourceLocation(file: shown, position: $0.node.position)) } ?? .null
        let given = CollectionData(data)
        if given == nil {
            warnings.add("the collection's 'items' give no cells (an array of objects, or {\"sections\": [...]}, in a states file or --data); \(Self.sampleCells) sample cells a section are drawn with their layouts' defaults",
                         at: items.map { SourceLocation(file: shown, position: $0.node.position) } ?? at)
        }
        var nodes: [ViewNode] = []
        for (index, entry) in written.enumerated() {
            guard case .object(let section) = entry else {
                _ = try complain("'sections[\(index)]' must be an object {\"header\", \"cell\", \"footer\", \"columns\"}", at: at) as [ViewNode]
                continue
            }
            var columns: Int?
            if case .number(let number)? = section["columns"], number >= 1, number <= 64 { columns = Int(number) }
            let sectionData = given?.sections[safe: index]
            for kind in [CollectionPart.Kind.header, .cell, .footer] {
                guard case .string(let layout)? = section[kind.rawValue], !layout.isEmpty else { continue }
                let rows: [ViewObject]
                switch kind {
                case .cell: rows = sectionData.map { Array($0.cells.prefix(Self.maxCells)) } ?? Array(repeating: ViewObject(), count: given == nil ? Self.sampleCells : 0)
                // A header or footer is drawn with its own data where the data gives sections, else
                // with its layout's defaults (cells given as an array, or no data).
                case .header: rows = sectionData.map { $0.header.map { [$0] } ?? (given?.hasSections == true ? [] : [ViewObject()]) } ?? [ViewObject()]
                case .footer: rows = sectionData.map { $0.footer.map { [$0] } ?? (given?.hasSections == true ? [] : [ViewObject()]) } ?? [ViewObject()]
                }
                for (row, values) in rows.enumerated() {
                    let id = "\(prefix)\(kind.rawValue)\(index)_\(row)."
                    guard var node = try collectionCell(layout, values: values, from: path, chain: chain, prefix: id, at: at) else { continue }
                    node.attributes.collectionPart = CollectionPart(kind, section: index, columns: columns)
                    node.id = node.id ?? String(id.dropLast())
                    nodes.append(node)
                }
            }
        }
        return nodes
    }

    /// One header, cell or footer: its layout found as an include is (the name as written, then its
    /// last part, as SwiftJsonUI names cells by file name), resolved with only its own data.
    mutating func collectionCell(_ layout: String, values: ViewObject, from path: String, chain: [String], prefix: String,
                                 at location: SourceLocation) throws -> ViewNode? {
        let directory = PathText.parent(of: path)
        let lastPart = PathText.fileName(of: layout)
        let target: String?
        do {
            target = try found.path("include", directory, layout) {
                try ViewResolver.findInclude(layout, from: directory, root: resolver.root)
                    ?? (lastPart == layout ? nil : try ViewResolver.findInclude(lastPart, from: directory, root: resolver.root))
            }
        } catch let escape as LayoutRoot.RootEscape {
            throw FormError("the collection's layout '\(layout)' \(escape.reason)", at: location)
        }
        guard let target else {
            let _: [ViewNode] = try complain("no layout '\(layout)' for the collection (looked beside this file and in the layout root '\(ViewResolver.display(resolver.root.path))'); its cells are not drawn",
                                at: location)
            return nil
        }
        if chain.contains(target) {
            throw FormError("include cycle: \((chain + [target]).map { resolver.root.relative($0) }.joined(separator: " → "))", at: location)
        }
        let cell = try resolver.library.file(at: target)
        var scopeValues = ViewResolver.defaults(of: cell)
        for (key, value) in values.members { scopeValues[key] = value }
        let outer = (substitutions, declared)
        substitutions = [:]
        declared = Set(cell.data.map(\.name) + cell.variables.map(\.name))
        defer { (substitutions, declared) = outer }
        return try view(cell.root, in: cell, path: target, scope: ViewScope(scopeValues), chain: chain + [target], prefix: prefix, overrides: [])
    }

    /// What the file says that a picture cannot use: a warning, or under `--strict` an error.
    mutating func complain<T>(_ message: String, at location: SourceLocation) throws -> [T] {
        if resolver.strict { throw FormError(message, at: location) }
        warnings.add(message + "; ignored", at: location)
        return []
    }
}

/// A collection's data as JSON gives it: its sections, each with an optional header's and footer's
/// data and its cells' data.
struct CollectionData {
    struct Section {
        var header: ViewObject?
        var cells: [ViewObject] = []
        var footer: ViewObject?
    }

    var sections: [Section]
    /// Given as `{"sections": [...]}` (headers and footers only where a section has their data).
    var hasSections = false

    /// Nil: no data a picture can use (a device's data source object, or nothing).
    init?(_ value: ViewValue) {
        switch value {
        case .array(let items):
            sections = [Section(cells: items.compactMap(\.objectValue))]
        case .object(let object):
            guard case .array(let written)? = object["sections"] else { return nil }
            hasSections = true
            sections = written.compactMap { entry in
                guard case .object(let section) = entry else { return nil }
                var cells: [ViewObject] = []
                switch section["cells"] {
                case .array(let rows)?: cells = rows.compactMap(\.objectValue)
                case .object(let holder)?: if case .array(let rows)? = holder["data"] { cells = rows.compactMap(\.objectValue) }
                default: break
                }
                func data(_ key: String) -> ViewObject? {
                    guard case .object(let part)? = section[key] else { return nil }
                    if case .object(let inner)? = part["data"] { return inner }
                    return part
                }
                return Section(header: data("header"), cells: cells, footer: data("footer"))
            }
        default:
            return nil
        }
    }
}

extension ViewValue {
    var objectValue: ViewObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
