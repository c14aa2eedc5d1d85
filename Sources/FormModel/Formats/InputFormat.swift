import FormSupport
/// One kind of input file: it says which files are its own and turns one into a form. Every format
/// FormRender reads is listed in `InputFormats.registered`; the loader and the directory scan ask them.
public protocol InputFormat: Sendable {
    /// What the format is called in messages ("Items form").
    var name: String { get }
    /// What its files look like, for the errors that list what is accepted ("a '.hints' file").
    var fileDescription: String { get }
    /// The end of the file names it reads (case-sensitive). A file named on the command line is an
    /// input when some format's suffix fits it; outputs are named for the file without the suffix.
    var nameSuffix: String { get }
    /// Whether the file is this format's: by name, and by content where the name is not enough.
    /// Content is read through `file.json()`, which reads and parses the file once for all formats.
    func claims(_ file: InputFile) throws -> Claim
    /// The file read: a form (a builder for its default state, and its variants) or a view tree.
    func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument
}

extension InputFormat {
    /// Whether a path ends in this format's suffix.
    public func fitsName(_ path: String) -> Bool {
        path.hasSuffix(nameSuffix)
    }
}

/// A format's answer to "is this file yours?".
public enum Claim: Equatable, Sendable {
    case yes
    case no
    /// The name is this format's but the content is not: why, and where, for the error when no
    /// format takes the file.
    case notByContent(String, at: SourcePosition?)
}

/// What loading may need beyond the file itself.
public struct LoadContext {
    /// Where a form's `model` finds its hints.
    public var library: HintsLibrary
    /// View-tree files read this run (includes are read once).
    public var viewFiles: ViewFileLibrary
    /// Where view trees' includes and images must stay; nil: each tree's enclosing `Layouts` folder.
    public var layoutRoot: LayoutRoot?
    /// Warn about view-tree attributes that only mean something on a device (`--strict`).
    public var strict: Bool
    /// The project every file read must really be in (the snapshot suite's folder): a link that leads
    /// out of it is refused. Nil: files are read where they are.
    public var project: LayoutRoot?
    /// The appearance, language and renderer view trees are drawn for.
    public var viewSettings: ViewSettings

    public init(library: HintsLibrary, viewFiles: ViewFileLibrary = ViewFileLibrary(), layoutRoot: LayoutRoot? = nil, strict: Bool = false,
                viewSettings: ViewSettings = ViewSettings()) {
        self.library = library
        self.viewFiles = viewFiles
        self.layoutRoot = layoutRoot
        self.strict = strict
        self.viewSettings = viewSettings
    }
}

/// A file read, before data and variants are laid over it.
public enum LoadedDocument {
    case form(LoadedForm)
    case view(LoadedViewTree)
}

/// A file read as a form, before `--data` and variants are laid over it.
public struct LoadedForm {
    public var builder: DocumentBuilder
    /// Named states (a form file's `variants`); empty for formats without them.
    public var variants: [Variant]

    public init(builder: DocumentBuilder, variants: [Variant] = []) {
        self.builder = builder
        self.variants = variants
    }
}
