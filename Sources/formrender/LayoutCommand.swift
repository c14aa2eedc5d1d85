import BoxTree
import ArgumentParser
import FormLayout
import FormModel
import FormSupport
import FormRenderKit

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a form's layout tree as JSON: every box with its frame in points.",
        discussion: "With --page, the form's pages: each page's tree, every box with its page number and its frame from the page's top left, and the outline.")

    @Argument(help: "A .hints, .form.json, Items .json or view-tree .json file.")
    var input: String

    @Option(parsing: .unconditional, help: "compact (375, the default), regular (768), expanded (1024) or points; not with --page.")
    var width: String?

    @Option(help: "Lay out this variant of the form instead of its default state.")
    var variant: String?

    @OptionGroup var inputOptions: InputOptions

    @OptionGroup var pageOptions: PageOptions

    func validate() throws {
        try inputOptions.requireOneTheme()
        _ = try validateWidths([width ?? "compact"])
        if try pageOptions.setup() != nil, width != nil {
            throw ValidationError("--width does not apply to pages: the content is as wide as the page less its margins")
        }
    }

    func run() throws {
        var options = RenderOptions()
        inputOptions.apply(to: &options)
        var warnings = WarningLog()
        do {
            try pageOptions.apply(to: &options)
            let session = try RenderSession(options: options)
            warnings.append(contentsOf: session.setupWarnings)
            let medium = try options.page.map(Medium.page) ?? .width(WidthClass.parse(width ?? "compact"))
            let layout = try session.lay(input, variant: variant, on: medium, warnings: &warnings)
            if layout.isScreen, layout.first.isTruncated { throw FormError(layout.first.truncationMessage, at: SourceLocation(file: input)) }
            warnings.warnings.forEach { printError($0.description) }
            StandardOutput.write(LayoutJSON.encode(layout))
        } catch {
            warnings.warnings.forEach { printError($0.description) }
            printError(error is FormError ? "\(error)" : "\(input): error: \(error)")
            throw ExitCode(1)
        }
    }
}
