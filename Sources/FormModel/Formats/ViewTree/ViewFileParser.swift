import FormSupport
/// Reads a view-tree file (SwiftJsonUI's layout JSON): a view object with `type`, attributes and
/// `child` views; `include` nodes; `data` and `variables` declarations. Bindings are parsed here, so
/// every syntax error is found when the file is read, located in it.
enum ViewFileParser {
    /// Views one file may hold.
    static let maxViews = 10_000

    /// Keys that are not attributes of the view itself.
    static let structuralKeys: Set<String> = ["type", "child", "children", "include", "shared_data", "variables", "data", "binding_id"]

    static func parse(_ root: JSONNode, file: String) throws -> ViewFile {
        var parser = Parser(file: file)
        let spec = try parser.view(root, keyPath: "")
        return ViewFile(path: file, data: parser.data, variables: parser.variables, root: spec, viewCount: parser.viewCount,
                        warnings: parser.warnings, strictWarnings: parser.strictWarnings)
    }

    /// Whether a file's top level looks like a view tree: an object with `type`, `child` or `include`.
    static func isViewTree(_ root: JSONNode) -> Bool {
        guard case .object(let object) = root.value else { return false }
        if case .string? = object["type"]?.value { return true }
        return object["child"] != nil || object["include"] != nil
    }

    private struct Parser {
        let file: String
        var data: [DataDeclaration] = []
        var variables: [DataDeclaration] = []
        var viewCount = 0
        /// What the file says that does not stop it rendering: bindings not read as written, rules broken.
        var warnings: [FormWarning] = []
        var strictWarnings: [FormWarning] = []

        init(file: String) {
            self.file = file
        }

        mutating func view(_ node: JSONNode, keyPath: String) throws -> ViewSpec {
            let reader = try JSONObjectReader(node, file: file, keyPath: keyPath, expected: "a view (an object with 'type')")
            viewCount += 1
            guard viewCount <= ViewFileParser.maxViews else {
                throw FormError("more than \(ViewFileParser.maxViews) views in one file", at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
            }
            var spec = ViewSpec(position: node.position, type: nil, typePosition: nil, include: nil, sharedData: [], variableValues: [],
                                includeData: [], bindingID: nil, attributes: [], children: [])
            if let type = reader.object["type"] {
                guard case .string(let name) = type.value, !name.isEmpty else { throw reader.mismatch("type", type, expected: "a view type name (like \"View\" or \"Label\")") }
                spec.type = name
                spec.typePosition = type.position
            }
            let fold = BindFold(type: spec.type, object: reader.object)
            if let warning = fold?.warning, let bind = reader.object["bind"] {
                warnings.append(FormWarning(warning, at: SourceLocation(file: file, position: bind.position, keyPath: reader.path("bind"))))
            }
            for member in reader.object.members {
                let path = reader.path(member.key)
                switch member.key {
                case "type": continue
                case "child", "children":
                    spec.children += try children(member.value, keyPath: path)
                case "include":
                    guard case .string = member.value.value else { throw reader.mismatch(member.key, member.value, expected: "a file path (a string)") }
                    spec.include = BoundNode(json: member.value, file: file, keyPath: path, warnings: &warnings)
                case "binding_id":
                    guard case .string = member.value.value else { throw reader.mismatch(member.key, member.value, expected: "a string") }
                    spec.bindingID = BoundNode(json: member.value, file: file, keyPath: path, warnings: &warnings)
                case "shared_data":
                    spec.sharedData = try members(member.value, keyPath: path, expected: "an object of name → value")
                case "variables":
                    switch member.value.value {
                    case .array(let items):
                        for (index, item) in items.enumerated() {
                            variables.append(try DataDeclaration.parse(item, file: file, keyPath: "\(path)[\(index)]"))
                        }
                    case .object:
                        spec.variableValues = try members(member.value, keyPath: path, expected: "an object")
                    default:
                        throw reader.mismatch(member.key, member.value, expected: "an array of {\"name\", \"class\", \"defaultValue\"} (or, on an include, an object of values)")
                    }
                case "data":
                    if case .object = member.value.value {
                        // On an include, an object of values for the included file, as the tool
                        // chain's include passes them (over `shared_data`).
                        spec.includeData = try members(member.value, keyPath: path, expected: "an object")
                        continue
                    }
                    guard case .array(let items) = member.value.value else {
                        throw reader.mismatch(member.key, member.value, expected: "an array of {\"name\", \"class\", \"defaultValue\"} (or, on an include, an object of values)")
                    }
                    for (index, item) in items.enumerated() {
                        data.append(try DataDeclaration.parse(item, file: file, keyPath: "\(path)[\(index)]"))
                    }
                default:
                    // `bind` is read as the view's own value, or left out (see BindFold).
                    guard let key = member.key == "bind" ? fold?.key : member.key else { continue }
                    let node = BoundNode(json: member.value, file: file, keyPath: path, warnings: &warnings)
                    if let said = TwoWayBindings.violation(member.key, of: spec.type, node.value) {
                        strictWarnings.append(FormWarning("'\(path)': \(said)", at: SourceLocation(file: file, position: node.position, keyPath: path)))
                    }
                    spec.attributes.append(ViewAttribute(key: key, keyPosition: member.keyPosition, node: node))
                }
            }
            if !spec.variableValues.isEmpty, spec.include == nil {
                throw FormError("'\(reader.path("variables"))' as an object passes values to an include, but this view has no 'include'",
                                at: SourceLocation(file: file, position: reader.object["variables"]?.position ?? node.position, keyPath: reader.path("variables")))
            }
            return spec
        }

        /// `child` is an array of views, or one view.
        mutating func children(_ node: JSONNode, keyPath: String) throws -> [ViewSpec] {
            switch node.value {
            case .array(let items): return try items.enumerated().map { try view($1, keyPath: "\(keyPath)[\($0)]") }
            case .object: return [try view(node, keyPath: keyPath)]
            case .null: return []
            default:
                throw FormError("'\(keyPath)' must be an array of views, found \(node.value.shortDescription)",
                                at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
            }
        }

        mutating func members(_ node: JSONNode, keyPath: String, expected: String) throws -> [BoundMember] {
            guard case .object(let object) = node.value else {
                throw FormError("'\(keyPath)' must be \(expected), found \(node.value.shortDescription)",
                                at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
            }
            return object.members.map { BoundMember(key: $0.key, node: BoundNode(json: $0.value, file: file, keyPath: "\(keyPath).\($0.key)", warnings: &warnings)) }
        }
    }
}
