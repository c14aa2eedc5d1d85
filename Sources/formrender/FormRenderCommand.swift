import ArgumentParser
import FormModel
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
            exitIfStandardOutputFailed()
        } catch {
            exitIfStandardOutputFailed()
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// A run whose output could not be written (a full disk, a closed standard output) did not succeed.
func exitIfStandardOutputFailed() {
    guard let failure = StandardOutput.failure else { return }
    printError("error: cannot write to standard output (\(failure))")
    Foundation.exit(1)
}

/// Prints a line to standard error, its control characters escaped: file names, keys and values in it
/// come from inputs and must not drive the terminal.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.escapingControlCharacters + "\n").utf8))
}

/// Prints a line to standard output, its control characters escaped as `printError` does.
func printOutput(_ text: String) {
    StandardOutput.write(text.escapingControlCharacters + "\n")
}
