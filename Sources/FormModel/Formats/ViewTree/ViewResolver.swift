import BoxTree
import FormSupport
import Foundation

/// Resolves a view-tree file for one state's data: every binding evaluated in its scope, includes
/// expanded (each file read once a run through the library), visibility applied (`gone` views and
/// the includes under them are not read at all), attributes typed, ids prefixed by `binding_id`s.
public struct ViewResolver {
    public let library: ViewFileLibrary
    public let root: LayoutRoot
    public let strict: Bool
    public let project: ViewProject
    public let resources: ViewResources
    public let settings: ViewSettings
    /// The project's named colours in the chosen appearance.
    let colours: [String: Color]

    public init(library: ViewFileLibrary, root: LayoutRoot, strict: Bool = false, project: ViewProject = ViewProject(),
                resources: ViewResources = ViewResources(), settings: ViewSettings = ViewSettings()) {
        self.library = library
        self.root = root
        self.strict = strict
        self.project = project
        self.resources = resources
        self.settings = settings
        colours = resources.palette.colours(for: settings.appearance)
    }

    /// The file's root view resolved with `data` (its top-level names) over its declared defaults; an
    /// object over an object default merges member by member, as states and variants do.
    public func resolve(_ file: ViewFile, name: String, data: ViewObject, warnings: inout WarningLog) throws -> ViewDocument {
        var walk = Walk(resolver: self)
        walk.declared = Set(file.data.map(\.name) + file.variables.map(\.name))
        let path = LayoutRoot.canonical(file.path)
        var values = ViewResolver.defaults(of: file)
        for (key, value) in data.members {
            if case .object(let declared)? = values[key], case .object(let given) = value {
                values[key] = .object(declared.merging(given))
            } else {
                values[key] = value
            }
        }
        if let missing = file.variables.first(where: { $0.defaultValue == nil && values[$0.name] == nil }) {
            throw FormError("variable '\(missing.name)' has no value and no default: give it with --data or in a states file",
                            at: SourceLocation(file: file.path, position: missing.position))
        }
        let node = try walk.view(file.root, in: file, path: path, scope: ViewScope(values), chain: [path], prefix: "", overrides: [])
        warnings.append(contentsOf: walk.warnings.warnings)
        // A root that is gone leaves an empty page the width of the page.
        let empty = ViewNode(type: .view, source: SourceLocation(file: file.path, position: file.root.position))
        var document = ViewDocument(name: name, root: node ?? empty, mode: settings.mode ?? .swiftui)
        if walk.sawResponsive {
            // `responsive` overrides: the tree again at the regular size class (what it says was said).
            var regular = Walk(resolver: self)
            regular.declared = walk.declared
            regular.isRegular = true
            let regularNode = try regular.view(file.root, in: file, path: path, scope: ViewScope(values), chain: [path], prefix: "", overrides: [])
            document.regularRoot = regularNode ?? empty
        }
        return document
    }

    /// A file's own names: `data` defaults (by class where none is given: "" for a String, 0 for a
    /// number, false for a Bool, [] for an array, as SwiftJsonUI does) and `variables` defaults.
    static func defaults(of file: ViewFile) -> [String: ViewValue] {
        var values: [String: ViewValue] = [:]
        for declaration in file.data {
            if let value = declaration.defaultValue ?? classDefault(declaration.className) { values[declaration.name] = value }
        }
        for declaration in file.variables {
            if let value = declaration.defaultValue { values[declaration.name] = value }
        }
        return values
    }

    static func classDefault(_ className: String?) -> ViewValue? {
        guard let className = className?.trimmingCharacters(in: .whitespaces), !className.hasSuffix("?") else { return nil }
        switch className {
        case "String": return .string("")
        case "Int", "Integer", "Double", "Float", "CGFloat": return .number(0)
        case "Bool", "Boolean": return .bool(false)
        case "Array": return .array([])
        default: return className.hasPrefix("[") && !className.contains(":") ? .array([]) : nil
        }
    }

    /// A value with an include's `variables` put in, as SwiftJsonUI substitutes them in the file's text.
    static func substituted(_ value: ViewValue, _ substitutions: [String: ViewValue]) -> ViewValue {
        switch value {
        case .string(let text):
            if let exact = substitutions[text], !text.hasPrefix("@@") { return exact }
            guard text.contains("@@") else { return value }
            var out = text
            for (key, replacement) in substitutions where key.hasPrefix("@@") && out.contains(key) {
                out = out.replacingOccurrences(of: key, with: replacement.description)
            }
            return .string(ViewValue.joined([out]))
        case .array(let items): return .array(items.map { substituted($0, substitutions) })
        case .object(let object): return .object(ViewObject(object.members.map { ($0.key, substituted($0.value, substitutions)) }))
        default: return value
        }
    }

    /// The names an include may mean, in the order tried: SwiftJsonUI's partial (`components/_row.json`)
    /// before the name as written, each with `.json` added when it has none.
    static func includeNames(_ reference: String) -> [String] {
        // Split by hand: Foundation's path getters trap on some short strings on Linux.
        let slash = reference.lastIndex(of: "/")
        let name = slash.map { String(reference[reference.index(after: $0)...]) } ?? reference
        let folder = slash.map { String(reference[...$0]) } ?? ""
        let partial = name.hasPrefix("_") || name.isEmpty ? [] : [folder + "_" + name]
        return (partial + [reference]).flatMap { $0.hasSuffix(".json") ? [$0] : [$0 + ".json", $0] }
    }

    /// An include's file: each of `includeNames` beside the including file, then in the layout root.
    static func findInclude(_ reference: String, from directory: String, root: LayoutRoot) throws -> String? {
        for folder in [directory, root.path] {
            for name in includeNames(reference) {
                if let found = try root.resolve(name, from: folder, suffixes: []) { return found }
            }
        }
        return nil
    }

    /// A style's file: `<name>.json` in the project's styles folder, else in the Styles folder beside
    /// the layout root, else in the one inside it.
    static func findStyle(_ name: String, root: LayoutRoot, project: ViewProject = ViewProject()) throws -> String? {
        let folders = project.stylesDirectories + [PathText.parent(of: root.path) + "/Styles", root.path + "/Styles"]
        for folder in folders where FileManager.default.fileExists(atPath: folder) {
            let styles = LayoutRoot(path: folder)
            if let path = try styles.resolve(name, from: styles.path, suffixes: [".json"]) { return path }
        }
        return nil
    }

    /// A path as messages show it: relative to the working directory when it is inside it.
    public static func display(_ path: String) -> String {
        let here = LayoutRoot.canonical(".")
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }

    /// `display`, worked out once a file for a resolution (it asks the file system where we are).
    struct DisplayNames {
        private var names: [String: String] = [:]

        mutating func callAsFunction(_ path: String) -> String {
            if let known = names[path] { return known }
            let name = ViewResolver.display(path)
            names[path] = name
            return name
        }
    }

    /// One resolution's running state: the views made so far and how deep the current one sits (both
    /// bounded), and what was said.
    struct Walk {
        let resolver: ViewResolver
        var warnings = WarningLog()
        var views = 0
        var display = DisplayNames()
        let found = FoundPaths()
        /// Steps of evaluation so far (see `evaluate`).
        var work = 0
        /// The current file's `variables` given by the include that reads it, as SwiftJsonUI's UIKit
        /// renderer applies them to the file's text: `@@name` anywhere in a string, and a string that
        /// is exactly `name`, become the value.
        var substitutions: [String: ViewValue] = [:]
        /// Names already said to have no value, by file.
        var unknownNames = Set<String>()
        /// The names the current file declares in `data` and `variables`.
        var declared = Set<String>()
        /// Views above the current one, includes expanded: the root is at 0.
        var nesting = 0
        /// Resolving for SwiftJsonUI's regular horizontal size class (else compact).
        var isRegular = false
        /// A view had `responsive` overrides: the tree differs between size classes.
        var sawResponsive = false

        mutating func view(_ spec: ViewSpec, in file: ViewFile, path: String, scope: ViewScope, chain: [String], prefix: String,
                           overrides: [Evaluated]) throws -> ViewNode? {
            if spec.include != nil {
                return try include(spec, in: file, path: path, scope: scope, chain: chain, prefix: prefix, outer: overrides)
            }
            views += 1
            let shown = display(path)
            guard views <= ViewLimits.maxViews else {
                throw FormError("more than \(ViewLimits.maxViews) views once includes are expanded", at: SourceLocation(file: shown, position: spec.position))
            }
            // Resolving and laying out recurse once a level: a bound keeps a hostile chain of includes
            // (32 files of 60 nested views each) from running out of stack.
            guard nesting < ViewLimits.maxNesting else {
                throw FormError("views nested deeper than \(ViewLimits.maxNesting) levels once includes are expanded",
                                at: SourceLocation(file: shown, position: spec.position))
            }
            if let first = spec.includeData.first {
                let _: [ViewNode] = try complain("a 'data' object passes values to an include, but this view has no 'include'",
                                                 at: SourceLocation(file: shown, position: first.node.position))
            }
            var typeName = spec.type ?? "View"
            var customName: String?
            let type: ViewType
            if let known = ViewType(name: typeName) {
                type = known
            } else if let spelling = ViewType.spelling(ignoringCase: typeName), let known = ViewType(name: spelling) {
                // SwiftJsonUI's dynamic renderer reads `switch` as Switch; the tool chain's validator
                // names the spelling. Drawn as the renderer draws it, and said.
                let message = UnknownComponentType.message(written: typeName, known: ViewType.spellings)
                let at = SourceLocation(file: shown, position: spec.typePosition ?? spec.position, keyPath: "type")
                if resolver.strict { throw FormError(message, at: at) }
                warnings.add(message + " Drawn as '\(spelling)', as SwiftJsonUI's dynamic renderer reads type names without case (--strict makes this an error).", at: at)
                type = known
                typeName = spelling
            } else if let layout = resolver.project.components[typeName] {
                return try mappedComponent(spec, layout: layout, in: file, path: path, scope: scope, chain: chain, prefix: prefix, outer: overrides)
            } else {
                // An app's own component: a labelled placeholder at its size, so one custom type never
                // costs the whole screen (SwiftJsonUI's own sentence names it).
                let message = UnknownComponentType.message(written: typeName, known: ViewType.spellings)
                let at = SourceLocation(file: shown, position: spec.typePosition ?? spec.position, keyPath: "type")
                if resolver.strict { throw FormError(message, at: at) }
                let typo = message.hasSuffix(".") ? nil : ViewType.closestName(to: typeName).map { " A typo of '\($0)'?" }
                warnings.add(message + (message.hasSuffix(".") ? " " : ". ") + "Drawn as a placeholder box (--strict makes this an error)." + (typo ?? ""), at: at)
                type = .custom
                customName = typeName
            }
            let context = AttributeContext(root: resolver.root, directory: PathText.parent(of: path), strict: resolver.strict, found: found)
            var builder = ViewAttributeBuilder()
            // A `style` names a file of attributes under Styles/: they go first, the view's own over them.
            if let styleAttribute = spec.attribute("style") {
                let location = SourceLocation(file: shown, position: styleAttribute.node.position)
                let name = try evaluate(styleAttribute.node, in: scope, at: location).description
                if let style = try styleFile(named: name, at: location) {
                    let styleShown = display(style.path)
                    let styleContext = AttributeContext(root: resolver.root, directory: PathText.parent(of: style.path), strict: resolver.strict,
                                                        found: found)
                    for attribute in style.root.attributes where attribute.key != "style" {
                        let at = SourceLocation(file: styleShown, position: attribute.node.position)
                        let reader = AttributeValueReader(key: attribute.key, value: try evaluate(attribute.node, in: scope, at: at),
                                                          isBound: attribute.node.value.hasBindings, location: at, type: type, strict: resolver.strict, colours: resolver.colours)
                        try builder.apply(reader, context: styleContext, warnings: &warnings)
                    }
                } else if type == .blur {
                    // A blur's own style (light, dark) when no style file has the name.
                    builder.attributes.isDark = name.lowercased().contains("dark")
                } else if !name.isEmpty {
                    warnings.add("no style '\(name)' (looked for \(name).json in the Styles folder beside or inside the layout root); ignored", at: location)
                }
            }
            // A collection's `sections` and their `items` are resolved into its cells below.
            let consumed: Set<String> = type == .collection && spec.attribute("sections") != nil ? ["style", "sections", "items"] : ["style"]
            for attribute in try responsive(spec, in: scope, file: shown) where !consumed.contains(attribute.key) {
                let location = SourceLocation(file: shown, position: attribute.node.position)
                // What a device alone uses is read, not evaluated: its bindings cost nothing and say nothing.
                let value = IgnoredAttributes.liveOnly.contains(attribute.key) ? .null : try evaluate(attribute.node, in: scope, at: location)
                let reader = AttributeValueReader(key: attribute.key, value: value, isBound: attribute.node.value.hasBindings,
                                                  location: location, type: type, strict: resolver.strict, colours: resolver.colours)
                try builder.apply(reader, context: context, warnings: &warnings)
            }
            for override in overrides where override.attribute.key != "style" {
                let reader = AttributeValueReader(key: override.attribute.key, value: override.value, isBound: override.attribute.node.value.hasBindings,
                                                  location: override.location, type: type, strict: resolver.strict, colours: resolver.colours)
                try builder.apply(reader, context: override.context, warnings: &warnings)
            }
            builder.finish(warnings: &warnings)
            var attributes = builder.result
            localize(&attributes, layout: file)
            if type == .selectBox, attributes.selectItemType?.lowercased() == "date" { showDate(&attributes, at: SourceLocation(file: shown, position: spec.position)) }
            if attributes.orientation == nil, let orientation = ViewType.stackAliases[typeName] { attributes.orientation = orientation }
            ViewResolver.applySpellingMeaning(typeName, to: &attributes)
            // A sibling is named by its id as written: it takes the same binding_id prefixes.
            for index in attributes.relative.indices { attributes.relative[index].target = prefix + attributes.relative[index].target }
            guard attributes.visibility != .gone else { return nil }
            var children: [ViewNode] = []
            nesting += 1
            defer { nesting -= 1 }
            // A child that only holds `data` declarations is no view (SwiftJsonUI drops untyped children).
            for child in spec.children where !(child.type == nil && child.include == nil && child.children.isEmpty && child.attributes.isEmpty) {
                if let node = try view(child, in: file, path: path, scope: scope, chain: chain, prefix: prefix, overrides: []) {
                    children.append(node)
                }
            }
            if type == .collection, let sections = spec.attribute("sections") {
                children += try collectionSections(sections, items: spec.attribute("items"), in: file, path: path, scope: scope, chain: chain,
                                                   prefix: prefix + (builder.id.map { $0 + "." } ?? ""))
            }
            checkRelativeTargets(children, parent: attributes)
            if !children.isEmpty && !type.isContainer && type != .collection {
                warnings.add("a \(type.rawValue) does not show child views; its \(children.count) child view\(children.count == 1 ? " is" : "s are") not drawn",
                             at: SourceLocation(file: shown, position: spec.position))
                children = []
            }
            return ViewNode(type: type, id: builder.id.map { prefix + $0 }, source: SourceLocation(file: shown, position: spec.position),
                            attributes: attributes, children: children, customName: customName)
        }

        /// A date select box shows its `selectedDate` in its format (SwiftJsonUI's default differs by
        /// renderer), else its prompt; a date it cannot read is said.
        mutating func showDate(_ attributes: inout ViewAttributes, at location: SourceLocation) {
            guard let written = attributes.selectedDate, !written.isEmpty else { return }
            let pattern = attributes.dateFormat ?? (resolver.settings.mode == .uikit ? "yyyy/MM/dd" : "yyyy-MM-dd")
            if let text = SelectBoxDate.text(written, pattern: pattern) {
                attributes.text = text
            } else {
                warnings.add("'selectedDate' '\(written.prefix(40))' is no date in yyyy-MM-dd, as SwiftJsonUI reads it; the prompt is shown", at: location)
            }
        }

        /// A view's attributes with its `responsive` overrides for the size class laid over them, as
        /// SwiftJsonUI's ResponsiveResolver does on iOS (a picture is in portrait): the one best match,
        /// each key replacing the view's own; `regular` at the regular size class, `medium` (else
        /// `compact`) at the compact one; the landscape keys never apply.
        mutating func responsive(_ spec: ViewSpec, in scope: ViewScope, file shown: String) throws -> [ViewAttribute] {
            guard let written = spec.attribute("responsive") else { return spec.attributes }
            sawResponsive = true
            let own = spec.attributes.filter { $0.key != "responsive" }
            guard case .object(let classes) = written.node.value else {
                let _: [ViewAttribute] = try complain("'responsive' must be an object of size classes (compact, medium, regular, landscape, compact-landscape, regular-landscape), each an object of attributes",
                                                      at: SourceLocation(file: shown, position: written.node.position))
                return own
            }
            let known: Set<String> = ["compact", "medium", "regular", "landscape", "compact-landscape", "regular-landscape"]
            for member in classes where !known.contains(member.key) {
                warnings.add("'responsive' has no size class '\(member.key)' (known: compact, medium, regular, landscape, compact-landscape, regular-landscape); ignored",
                             at: SourceLocation(file: shown, position: member.node.position))
            }
            let order = isRegular ? ["regular"] : ["medium", "compact"]
            guard let chosen = order.lazy.compactMap({ name in classes.first { $0.key == name } }).first else { return own }
            guard case .object(let overrides) = chosen.node.value else {
                warnings.add("'responsive.\(chosen.key)' must be an object of attributes; ignored", at: SourceLocation(file: shown, position: chosen.node.position))
                return own
            }
            for member in overrides where member.key == "child" || member.key == "children" {
                warnings.add("'responsive.\(chosen.key).\(member.key)': children that change with the size class are not drawn; the view's own are",
                             at: SourceLocation(file: shown, position: member.node.position))
            }
            let replaced = overrides.filter { $0.key != "child" && $0.key != "children" }
            let keys = Set(replaced.map(\.key))
            return own.filter { !keys.contains($0.key) } + replaced.map { ViewAttribute(key: $0.key, keyPosition: $0.node.position, node: $0.node) }
        }

        /// Texts as the project's strings.json shows them in the chosen language (SwiftJsonUI localizes
        /// a view's text, hint and items after their bindings are filled in).
        func localize(_ attributes: inout ViewAttributes, layout file: ViewFile) {
            let strings = resolver.resources.strings
            guard !strings.isEmpty else { return }
            let layout = PathText.baseName(of: file.path)
            let language = resolver.settings.language
            attributes.text = attributes.text.map { strings.localized($0, layout: layout, language: language) }
            attributes.hint = attributes.hint.map { strings.localized($0, layout: layout, language: language) }
            attributes.items = attributes.items.map { strings.localized($0, layout: layout, language: language) }
            // A partial's text to find is localized as the text it is found in (SwiftJsonUI's dynamicLocalized).
            for index in attributes.partialAttributes.indices {
                if case .substring(let pattern) = attributes.partialAttributes[index].target {
                    attributes.partialAttributes[index].target = .substring(strings.localized(pattern, layout: layout, language: language))
                }
            }
        }

        /// A style file: `Styles/<name>.json` beside the layout root (SwiftJsonUI's folders), else inside
        /// it; a name that leads out of its Styles folder is refused.
        mutating func styleFile(named name: String, at location: SourceLocation) throws -> ViewFile? {
            guard !name.isEmpty else { return nil }
            let path: String?
            do {
                path = try found.path("style", "", name) { try ViewResolver.findStyle(name, root: resolver.root, project: resolver.project) }
            } catch let escape as LayoutRoot.RootEscape {
                throw FormError("the style '\(name)' \(escape.reason.replacingOccurrences(of: "layout root", with: "Styles folder"))", at: location)
            }
            return try path.map { try resolver.library.file(at: $0) }
        }

        /// A value evaluated, its cost counted against the resolution's budget: bindings multiplied by
        /// includes could otherwise ask for billions of steps from a few kilobytes.
        mutating func evaluate(_ node: BoundNode, in scope: ViewScope, at location: SourceLocation) throws -> ViewValue {
            work += node.cost
            if resolver.strict, node.value.hasBindings { warnAboutUnknownNames(node, in: scope, at: location) }
            guard work <= ViewLimits.maxEvaluationSteps else {
                throw FormError("the view tree's bindings take more than \(ViewLimits.maxEvaluationSteps) steps to evaluate once includes are expanded; simplify them, or include less",
                                at: location)
            }
            let value = node.value.evaluate(in: scope)
            return substitutions.isEmpty ? value : ViewResolver.substituted(value, substitutions)
        }

        /// Under `--strict`, a name a binding reads that nothing gives (no `data` declaration, no data, no
        /// shared value) is said once: on a device it would print nothing, silently, as a typo does.
        mutating func warnAboutUnknownNames(_ node: BoundNode, in scope: ViewScope, at location: SourceLocation) {
            for name in node.value.scopeNames where scope.lookup(name) == nil && !ViewExpressionNode.bareWords.contains(name) {
                guard unknownNames.insert(location.file + "\u{0}" + name).inserted else { continue }
                let why = declared.contains(name)
                    ? "it is declared without a defaultValue, and no --data, states file or include gives it one"
                    : "it is not declared in 'data', given by --data or a states file, or shared by an include"
                warnings.add("'\(name)' has no value here: \(why); it shows nothing", at: location)
            }
        }

        /// A place relative to a sibling needs that sibling, and a view without an orientation to hold both.
        mutating func checkRelativeTargets(_ children: [ViewNode], parent: ViewAttributes) {
            guard children.contains(where: { !$0.attributes.relative.isEmpty }) else { return }
            let ids = Set(children.compactMap(\.id))
            warnAboutLoops(children)
            for child in children {
                for rule in child.attributes.relative {
                    if !ids.contains(rule.target) || rule.target == child.id {
                        warnings.add("'\(rule.attributeName)' names '\(rule.target)', which is no sibling of this view; ignored", at: child.source)
                    } else if parent.orientation != nil && parent.direction != ViewDirection.none {
                        warnings.add("a place relative to '\(rule.target)' needs a parent without an orientation (a \(parent.orientation?.rawValue ?? "") stack places its children in order); ignored",
                                     at: child.source)
                    }
                }
            }
        }

        /// Siblings that name each other in a loop (`a` below `b`, `b` below `a`) cannot both be placed:
        /// they stay where their alignment puts them, and the loop is said.
        mutating func warnAboutLoops(_ children: [ViewNode]) {
            let stuck = RelativeOrder(children).stuck
            guard !stuck.isEmpty else { return }
            let names = stuck.prefix(5).map { "'\(children[$0].id ?? children[$0].type.rawValue)'" }.joined(separator: ", ")
            warnings.add("a loop of relative places (\(names)\(stuck.count > 5 ? " and \(stuck.count - 5) more" : "")): each waits on another, so they stay where their alignment puts them",
                         at: children[stuck[0]].source)
        }

        /// An include: its file found (relative to the including file's folder, then to the layout root,
        /// `.json` added when left out), its scope made, its root resolved with the include's own
        /// attributes laid over it. `outer`: the attributes of an include whose file's root is this
        /// include, laid over these.
        mutating func include(_ spec: ViewSpec, in file: ViewFile, path: String, scope: ViewScope, chain: [String], prefix: String,
                              outer: [Evaluated]) throws -> ViewNode? {
            guard let includeNode = spec.include else { return nil }
            let shown = display(path)
            let location = SourceLocation(file: shown, position: includeNode.position, keyPath: "include")
            let directory = PathText.parent(of: path)
            let context = AttributeContext(root: resolver.root, directory: directory, strict: resolver.strict, found: found)
            // The include's own attributes, in the including scope; a gone include is never read.
            var overrides: [Evaluated] = []
            for attribute in spec.attributes {
                let at = SourceLocation(file: shown, position: attribute.node.position)
                overrides.append(Evaluated(attribute: attribute, value: try evaluate(attribute.node, in: scope, at: at), location: at, context: context))
            }
            overrides += outer
            if let visibility = overrides.last(where: { $0.attribute.key == "visibility" }) {
                // As the attribute reads it: `gone` in any case, or a bound false.
                if case .string(let text) = visibility.value, text.lowercased() == "gone" { return nil }
                if visibility.value == .bool(false) { return nil }
                if visibility.attribute.node.value.hasBindings, visibility.value.coercedBool == false { return nil }
            }
            let reference = try evaluate(includeNode, in: scope, at: location).description
            guard !reference.isEmpty else {
                throw FormError(includeNode.value.hasBindings ? "'include' names no file (its binding gave nothing)" : "'include' names no file (it is empty)",
                                at: location)
            }
            let target: String
            do {
                let located = try found.path("include", directory, reference) {
                    try ViewResolver.findInclude(reference, from: directory, root: resolver.root)
                }
                guard let located else {
                    let names = ViewResolver.includeNames(reference).map { "'\($0)'" }.joined(separator: ", ")
                    throw FormError("no file '\(reference)' to include (looked for \(names) beside this file and in the layout root '\(ViewResolver.display(resolver.root.path))')",
                                    at: location)
                }
                target = located
            } catch let escape as LayoutRoot.RootEscape {
                throw FormError("the include '\(reference)' \(escape.reason)", at: location)
            }
            if chain.contains(target) {
                let cycle = (chain.drop { $0 != target } + [target]).map { resolver.root.relative($0) }.joined(separator: " → ")
                throw FormError("include cycle: \(cycle)", at: location)
            }
            guard chain.count <= ViewLimits.maxIncludeDepth else {
                throw FormError("includes nested deeper than \(ViewLimits.maxIncludeDepth) levels", at: location)
            }
            if !spec.children.isEmpty {
                warnings.add("an include's 'child' views are not drawn (the included file gives the views)", at: location)
            }
            let included = try resolver.library.file(at: target)
            // With a binding_id the include has a scope of its own; without, it sees the including names.
            let bindingID = try spec.bindingID.map { try evaluate($0, in: scope, at: location).description }.flatMap { $0.isEmpty ? nil : $0 }
            var values = ViewResolver.defaults(of: included)
            for member in spec.sharedData + spec.includeData + spec.variableValues {
                values[member.key] = try evaluate(member.node, in: scope, at: SourceLocation(file: shown, position: member.node.position))
            }
            let parent = bindingID == nil ? scope : nil
            if let missing = included.variables.first(where: { declaration in
                declaration.defaultValue == nil && values[declaration.name] == nil && parent?.lookup(declaration.name) == nil
            }) {
                let names = (chain + [target]).map { ViewResolver.display($0) }.joined(separator: " → ")
                throw FormError("variable '\(missing.name)' of '\(ViewResolver.display(target))' has no value and no default: pass it in 'shared_data' (include chain: \(names))",
                                at: location)
            }
            let nextPrefix = bindingID.map { prefix + $0 + "." } ?? prefix
            var nextSubstitutions: [String: ViewValue] = [:]
            for member in spec.variableValues { nextSubstitutions[member.key] = values[member.key] }
            let outer = (substitutions, declared)
            substitutions = nextSubstitutions
            declared = Set(included.data.map(\.name) + included.variables.map(\.name))
            defer { (substitutions, declared) = outer }
            return try view(included.root, in: included, path: target, scope: ViewScope(values, parent: parent), chain: chain + [target],
                            prefix: nextPrefix, overrides: overrides)
        }
    }

    /// An include's attribute, evaluated where the include is written, to lay over the included root.
    struct Evaluated {
        var attribute: ViewAttribute
        var value: ViewValue
        var location: SourceLocation
        var context: AttributeContext
    }

    /// What a Spacer or Divider spelling means for a View (SpacerConverter, DividerConverter): a
    /// Spacer takes the free room of the stack it is in (nothing where there is none); a Divider is
    /// a line 1 pt thick (its `height`) across its stack, in its background, else its border colour,
    /// else the system separator colour.
    static func applySpellingMeaning(_ spelling: String, to attributes: inout ViewAttributes) {
        if ViewType.spacers.contains(spelling), attributes.weight == nil {
            if case .points? = attributes.width {} else if case .points? = attributes.height {} else { attributes.weight = 1 }
        }
        if ViewType.dividers.contains(spelling) {
            attributes.height = attributes.height ?? .points(1)
            attributes.width = attributes.width ?? .matchParent
            attributes.background = attributes.background ?? attributes.borderColor ?? Color(hex: 0x3C3C43, alpha: 0.29)
        }
    }
}
