import Expectations
import Testing
@testable import FormSnapshot

/// Failures as GitHub Actions `::error` commands: one line each, properties and message escaped as the
/// runner unescapes them, so no name or message can end the command early or start another.
@Suite struct GitHubAnnotationsTests {
    @Test func escapesPropertiesAndDataAsTheRunnerDoes() {
        let line = GitHubAnnotations.error(file: "Forms/a,b:c%.form.json", title: "x,y: 100%\r\nz",
                                           message: "50% of a: b, c\r\nnext line\n::error::injected")
        expectEqual(line, "::error file=Forms/a%2Cb%3Ac%25.form.json,title=x%2Cy%3A 100%25%0D%0Az::50%25 of a: b, c%0D%0Anext line%0A::error::injected")
        expect(!line.contains("\n") && !line.contains("\r"))
    }

    @Test func oneLinePerFailureWithItsSourceAndEveryMessage() {
        let report = SnapshotReport(results: [
            SnapshotResult(name: "Sign,up: 100%-compact@2x", status: .failed, messages: ["12 of 100 pixels differ (12%)", "field 'email': y 1 → 2"],
                           source: "/work/app/Forms/Sign,up: 100%.form.json"),
            SnapshotResult(name: "Ok-compact@2x", status: .passed, source: "/work/app/Forms/Ok.form.json"),
            SnapshotResult(name: "New-compact@2x", status: .missing, messages: ["no reference Snapshots/New-compact@2x.png"], source: "Hints/New.hints"),
            SnapshotResult(name: "/work/app/Hints/Bad.hints", status: .error, messages: [], source: "/work/app/Hints/Bad.hints"),
            SnapshotResult(name: "setup", status: .error, messages: ["Themes/x.json: error: no such file"]),
        ])
        let lines = GitHubAnnotations.lines(for: report, workspace: "/work/app", currentDirectory: "/work/app")
        expectEqual(lines, [
            "::error file=Forms/Sign%2Cup%3A 100%25.form.json,title=Sign%2Cup%3A 100%25-compact@2x::12 of 100 pixels differ (12%25)%0Afield 'email': y 1 → 2",
            "::error file=Hints/New.hints,title=New-compact@2x::no reference Snapshots/New-compact@2x.png",
            "::error file=Hints/Bad.hints,title=Hints/Bad.hints::error",
            "::error title=setup::Themes/x.json: error: no such file",
        ])
    }

    @Test func sourcesAreMadeRelativeToTheCheckout() {
        expectEqual(GitHubAnnotations.repositoryPath("/w/app/Forms/A.form.json", workspace: "/w/app", currentDirectory: "/"), "Forms/A.form.json")
        expectEqual(GitHubAnnotations.repositoryPath("../Forms/A.form.json", workspace: "/w/app", currentDirectory: "/w/app/Forms"), "Forms/A.form.json")
        expectEqual(GitHubAnnotations.repositoryPath("Forms/A.form.json", workspace: "/w/app/", currentDirectory: "/w/app"), "Forms/A.form.json")
        expectEqual(GitHubAnnotations.repositoryPath("/elsewhere/A.hints", workspace: "/w/app", currentDirectory: "/w/app"), "/elsewhere/A.hints")
        expectEqual(GitHubAnnotations.repositoryPath("/w/application/A.hints", workspace: "/w/app", currentDirectory: "/"), "/w/application/A.hints")
        expectEqual(GitHubAnnotations.repositoryPath("Forms/A.form.json", workspace: nil, currentDirectory: "/x"), "Forms/A.form.json")
    }

    @Test func onlyUnderGitHubActions() {
        expect(GitHubAnnotations.isEnabled(environment: ["GITHUB_ACTIONS": "true"]))
        expect(!GitHubAnnotations.isEnabled(environment: ["GITHUB_ACTIONS": "false"]))
        expect(!GitHubAnnotations.isEnabled(environment: ["CI": "true"]))
    }
}
