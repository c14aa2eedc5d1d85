import ArgumentParser
import Foundation

@main
struct FormRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formrender",
        abstract: "Render declarative form descriptions (.hints, .form.json) to PNG and PDF.",
        subcommands: [RenderCommand.self, LayoutCommand.self, SnapshotCommand.self, BenchCommand.self, BenchCompareCommand.self])

    /// Exit codes: 0 success, 1 an input could not be rendered, 2 bad usage.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Prints to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
