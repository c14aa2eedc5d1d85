import ArgumentParser
import FormLayout
import FormModel
import FormRenderKit

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a form's layout tree as JSON: every box with its frame in points.")

    @Argument(help: "A .hints or .form.json file.")
    var input: String

    @Option(help: "compact (375), regular (768), expanded (1024) or points.")
    var width = "compact"

    @OptionGroup var inputOptions: InputOptions

    func validate() throws {
        _ = try validateWidths([width])
    }

    func run() throws {
        var options = RenderOptions()
        inputOptions.apply(to: &options)
        var warnings = WarningLog()
        do {
            let session = try RenderSession(options: options)
            let tree = try session.layout(input, width: try WidthClass.parse(width), warnings: &warnings)
            warnings.warnings.forEach { printError($0.description) }
            print(LayoutJSON.encode(tree), terminator: "")
        } catch {
            warnings.warnings.forEach { printError($0.description) }
            printError(error is FormError ? "\(error)" : "\(input): error: \(error)")
            throw ExitCode(1)
        }
    }
}
