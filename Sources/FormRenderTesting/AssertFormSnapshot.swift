import BoxTree
import FormLayout
import FormModel
import FormRenderKit
import FormSnapshot
import Foundation

/// How `assertFormSnapshot` treats references.
public enum FormSnapshotRecording: String, Sendable {
    /// Compare; a missing reference fails (the default).
    case never
    /// Write references that do not exist yet, compare the others.
    case missing
    /// Also replace references that fail.
    case failed
    /// Write every reference (the test then fails, so a recording run is never mistaken for a pass).
    case all

    /// `FORMRENDER_RECORD=missing|failed|all` (or `1` for all) in the environment, else `never`; an
    /// unknown value is `never` here, and an error where `assertFormSnapshot` reads it.
    public static var fromEnvironment: FormSnapshotRecording {
        (try? environment()) ?? .never
    }

    public struct EnvironmentError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The recording `FORMRENDER_RECORD` asks for: `missing`, `failed`, `all` (or `1`), `never` (or
    /// `0`, or unset). Anything else is an error rather than a silent `never` (`true` is not a mode),
    /// and so is any recording when `CI` is set, where nothing is ever written.
    public static func environment(_ variables: [String: String] = ProcessInfo.processInfo.environment) throws -> FormSnapshotRecording {
        let value = variables["FORMRENDER_RECORD"] ?? ""
        let recording: FormSnapshotRecording
        switch value {
        case "", "0", "never": recording = .never
        case "1", "all": recording = .all
        case "missing": recording = .missing
        case "failed": recording = .failed
        default:
            throw EnvironmentError(description: "FORMRENDER_RECORD='\(value.escapingControlCharacters)' is not a recording mode: use missing, failed, all (or 1), or never (or 0, or unset)")
        }
        if recording != .never, let ci = variables["CI"], !ci.isEmpty {
            throw EnvironmentError(description: "FORMRENDER_RECORD=\(value) while CI is set: nothing is ever written under CI; record locally and commit the references")
        }
        return recording
    }
}

/// Renders a form and compares it with its references, as `formrender snapshot verify` does: byte
/// equality first, then pixels within the tolerance, and on failure the layout changes in words plus
/// reference, actual and diff images written beside the references under `__Failures__/`.
///
/// Works in XCTest and Swift Testing: failures are reported to whichever is running the test. When
/// `CI` is set, no reference is ever written and a missing one fails.
///
/// - Parameters:
///   - input: a `.hints`, `.form.json` or Items `.json` file (relative paths from the package root).
///   - widths: the width classes to check, one reference each.
///   - variant: a variant of the form, or nil for its default state.
///   - named: the name the references carry instead of the input's (two tests of one form, each its own).
///   - themeFile: a theme; its file name joins the references' names (`Signup-midnight-compact@2x`), so
///     a themed test never shares the plain one's references.
///   - snapshotDirectory: where references live; default `__Snapshots__/<test file name>/` beside the
///     test file. Pass `"Snapshots"` to share the references of `formrender snapshot`.
///   - record: how references are written; nil reads `FORMRENDER_RECORD` (see `FormSnapshotRecording.environment`).
///   - Relative paths are resolved against the package root (the nearest Package.swift above the test).
/// - Returns: the results, one per width, for further assertions.
@discardableResult
public func assertFormSnapshot(
    of input: String,
    named: String? = nil,
    widths: [WidthClass] = [.compact],
    variant: String? = nil,
    scale: Int = 2,
    hintsDirectories: [String] = ["Hints"],
    themeFile: String? = nil,
    threshold: Double = 0.1,
    maxDiffPixels: Int = 0,
    maxDiffPixelRatio: Double = 0,
    snapshotDirectory: String? = nil,
    record recordRequested: FormSnapshotRecording? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [SnapshotResult] {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let record: FormSnapshotRecording
    do {
        record = try recordRequested ?? FormSnapshotRecording.environment()
    } catch {
        FailureReporter.fail("\(error)", at: location)
        return []
    }
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let root = PackageRoot.find(from: testFile)
    func resolve(_ path: String) -> String { path.hasPrefix("/") ? path : root.appendingPathComponent(path).path }
    let directory = snapshotDirectory.map(resolve) ?? testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).path

    var options = RenderOptions()
    options.hintsDirectories = hintsDirectories.map(resolve)
    options.themeFile = themeFile.map(resolve)
    options.fontsDirectory = FontDirectory.find(root: root)
    let comparison = ComparisonOptions(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
    let pipeline: SnapshotPipeline
    do {
        pipeline = try SnapshotPipeline(options: options, comparison: comparison)
    } catch {
        FailureReporter.fail("cannot render: \(error)", at: location)
        return []
    }
    let policy: SnapshotChecker.RecordPolicy = record == .missing ? .missing : record == .failed ? .failed : .none
    let checker = pipeline.checker(mode: record == .all ? .record : .verify, policy: policy,
                                   reportDirectory: (directory as NSString).appendingPathComponent("__Failures__"))
    var results: [SnapshotResult] = []
    var warned = false
    for width in widths {
        do {
            // Named for the input as written, rendered from it resolved against the package root.
            let name = caseName(input, named: named, themeFile: themeFile, variant: variant, width: width, scale: scale)
            let (rendered, result) = try pipeline.check(SnapshotPipeline.snapshotCase(of: resolve(input), variant: variant, width: width, scale: scale),
                                                        with: checker, references: directory, name: name)
            // Said once per call, as the CLI says them once per input; a warning does not fail the test.
            if !warned {
                (pipeline.session.setupWarnings + rendered.warnings).forEach { FailureReporter.warn($0.description) }
                warned = true
            }
            results.append(result)
            result.warnings.forEach(FailureReporter.warn)
            report(result, directory: checker.reportDirectory, record: record, at: location)
        } catch {
            FailureReporter.fail("\(input) at \(width): \(error)", at: location)
        }
    }
    return results
}

/// `<name>[-<theme>][-<variant>]-<width>@<scale>x`: the input's name (or `named`), the theme's file name
/// lowercased, as `SnapshotCase` names the rest.
func caseName(_ input: String, named: String?, themeFile: String?, variant: String?, width: WidthClass, scale: Int) -> String {
    var base = named ?? outputName(of: input)
    if let themeFile { base += "-" + ((themeFile as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased() }
    return SnapshotCase(input: input, formName: base, variant: variant, width: width, scale: scale).name
}

private func report(_ result: SnapshotResult, directory: String, record: FormSnapshotRecording, at location: FailureLocation) {
    switch result.status {
    case .passed:
        return
    case .recorded:
        // A recording run must not pass silently: the references still need a look and a commit.
        FailureReporter.fail("recorded \(result.name): look at it, commit it, and run again without recording", at: location)
    case .failed, .missing, .error:
        var lines = ["snapshot \(result.name) \(result.status.rawValue)"] + result.messages.map { "  \($0)" }
        for (label, file) in [("reference", result.referenceImage), ("actual", result.actualImage), ("diff", result.diffImage)] {
            if let file { lines.append("  \(label): \((directory as NSString).appendingPathComponent(file))") }
        }
        FailureReporter.fail(lines.joined(separator: "\n"), at: location,
                             attachments: [result.diffImage, result.actualImage].compactMap { $0 }
                                .map { (directory as NSString).appendingPathComponent($0) })
    }
}
