import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRenderKit
import FormSnapshot
import Foundation

/// The environment `assertFormSnapshot` reads (`CI`, `FORMRENDER_RECORD`): the process's, unless a
/// test of the API sets its own for a task.
enum SnapshotEnvironment {
    @TaskLocal static var variables: [String: String]?

    static var current: [String: String] { variables ?? ProcessInfo.processInfo.environment }

    /// `CI` set to anything but empty, `0` or `false`.
    static var isCI: Bool {
        SnapshotChecker.isCI(current)
    }
}

/// How `assertFormSnapshot` treats references.
public enum FormSnapshotRecording: String, Sendable {
    /// Compare; a missing reference fails (the default under CI).
    case never
    /// Write references that do not exist yet (the test then fails once, saying so), compare the
    /// others: the default outside CI, as in swift-snapshot-testing.
    case missing
    /// Also replace references that fail.
    case failed
    /// Write every reference (the test then fails, so a recording run is never mistaken for a pass).
    case all

    /// `FORMRENDER_RECORD` in the environment (see `environment(_:)`); an unknown value is `never`
    /// here, and an error where `assertFormSnapshot` reads it.
    public static var fromEnvironment: FormSnapshotRecording {
        (try? environment()) ?? .never
    }

    public struct EnvironmentError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The recording `FORMRENDER_RECORD` asks for: `missing`, `failed`, `all` (or `1`), `never` (or
    /// `0`). Unset, it is `missing`, or `never` when `CI` is set. Anything else is an error rather than
    /// a silent `never` (`true` is not a mode), and so is any recording when `CI` is set, where nothing
    /// is ever written.
    public static func environment(_ variables: [String: String] = ProcessInfo.processInfo.environment) throws -> FormSnapshotRecording {
        let isCI = SnapshotChecker.isCI(variables)
        let value = variables["FORMRENDER_RECORD"] ?? ""
        let recording: FormSnapshotRecording
        switch value {
        case "": recording = isCI ? .never : .missing
        case "0", "never": recording = .never
        case "1", "all": recording = .all
        case "missing": recording = .missing
        case "failed": recording = .failed
        default:
            throw EnvironmentError(description: "FORMRENDER_RECORD='\(value.escapingControlCharacters)' is not a recording mode: use missing, failed, all (or 1), or never (or 0, or unset)")
        }
        if recording != .never, isCI {
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
///   - locale: as `--locale`: the form as if in this locale (its dates, digits, words and direction); it
///     joins the references' names after the theme (`Signup-ar-compact@2x`).
///   - textScale: as `--text-scale`: every text this much larger (0.5…3); other than 1 it joins the names
///     (`Signup-text1.35-compact@2x`), as the suite's matrix names them.
///   - snapshotDirectory: where references live; default `__Snapshots__/<test file name>/` beside the
///     test file. Pass `"Snapshots"` to share the references of `formrender snapshot`.
///   - mask: boxes to ignore, by role and id (`"field:createdAt"`, `"role:counter"`, `"id:clock"`): painted
///     over in both images before comparing, and left out of the layout's changes.
///   - record: how references are written; nil reads `FORMRENDER_RECORD` (see `FormSnapshotRecording.environment`):
///     a missing reference is recorded and fails the test once, except under CI.
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
    locale: String? = nil,
    textScale: Double? = nil,
    threshold: Double = 0.1,
    maxDiffPixels: Int = 0,
    maxDiffPixelRatio: Double = 0,
    mask: [String] = [],
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
        record = try recordRequested ?? FormSnapshotRecording.environment(SnapshotEnvironment.current)
    } catch {
        FailureReporter.fail("\(error)", at: location)
        return []
    }
    var selectors: [SnapshotMask.Selector] = []
    for text in mask {
        guard let selector = SnapshotMask.Selector(text) else {
            FailureReporter.fail("mask '\(text)' is not a box to mask; expected \(SnapshotMask.syntax)", at: location)
            return []
        }
        selectors.append(selector)
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
    options.locale = locale
    options.textScale = textScale
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
    var checker = pipeline.checker(mode: record == .all ? .record : .verify, policy: policy, isCI: SnapshotEnvironment.isCI,
                                   reportDirectory: (directory as NSString).appendingPathComponent("__Failures__"))
    checker.advice = .environment
    var results: [SnapshotResult] = []
    var warned = false
    for width in widths {
        do {
            // Named for the input as written, rendered from it resolved against the package root.
            let name = caseName(input, named: named, themeFile: themeFile, locale: locale, textScale: textScale, variant: variant,
                                width: width, scale: scale)
            var snapshotCase = SnapshotPipeline.snapshotCase(of: resolve(input), variant: variant, width: width, scale: scale)
            snapshotCase.mask = SnapshotMask(selectors: selectors)
            let (rendered, result) = try pipeline.check(snapshotCase, with: checker, references: directory, name: name)
            // Said once per call, as the CLI says them once per input; a warning does not fail the test.
            if !warned {
                (pipeline.session.setupWarnings + rendered.warnings).forEach { FailureReporter.warn($0.description) }
                warned = true
            }
            results.append(result)
            result.warnings.forEach(FailureReporter.warn)
            report(result, references: directory, failures: checker.reportDirectory, isCI: checker.isCI, at: location)
        } catch {
            FailureReporter.fail("\(input) at \(width): \(error)", at: location)
        }
    }
    return results
}

/// `<name>[-<theme>][-<locale>][-text<S>][-<variant>]-<width>@<scale>x`: the input's name (or `named`), the
/// theme's file name lowercased, the locale and text scale as the suite's matrix names them, as
/// `SnapshotCase` names the rest.
func caseName(_ input: String, named: String?, themeFile: String?, locale: String? = nil, textScale: Double? = nil, variant: String?,
              width: WidthClass, scale: Int) -> String {
    var base = named ?? outputName(of: input)
    if let themeFile { base += "-" + ((themeFile as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased() }
    if let locale { base += "-" + locale }
    if let textScale, textScale != 1 { base += "-text" + JSONObjectReader.format(textScale) }
    return SnapshotCase(input: input, formName: base, variant: variant, width: width, scale: scale).name
}

private func report(_ result: SnapshotResult, references: String, failures directory: String, isCI: Bool, at location: FailureLocation) {
    switch result.status {
    case .passed:
        return
    case .recorded:
        // A recording run must not pass silently: the references still need a look and a commit.
        let path = (references as NSString).appendingPathComponent(result.name + ".png")
        FailureReporter.fail("\(result.messages.first ?? "recorded"): \(path)\nlook at it, commit it, and run the test again", at: location)
    case .failed, .missing, .error:
        var lines = ["snapshot \(result.name) \(result.status.rawValue)"] + result.messages.map { "  \($0)" }
        for (label, file) in [("reference", result.referenceImage), ("actual", result.actualImage), ("diff", result.diffImage)] {
            if let file { lines.append("  \(label): \((directory as NSString).appendingPathComponent(file))") }
        }
        if result.status == .failed && !isCI {
            lines.append("  if the change is intended, accept it with FORMRENDER_RECORD=failed, look at the new reference and commit it")
        }
        FailureReporter.fail(lines.joined(separator: "\n"), at: location,
                             attachments: [result.diffImage, result.actualImage].compactMap { $0 }
                                .map { (directory as NSString).appendingPathComponent($0) })
    }
}
