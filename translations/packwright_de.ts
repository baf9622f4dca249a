<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AttributePositions</name>
    <message>
        <source>Nix reported the positions of %1 in an unexpected form.</source>
        <translation>Nix hat die Positionen in %1 in unerwarteter Form gemeldet.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>BatchCommandTexts</name>
    <message>
        <source>%1 holds no batch results (results.jsonl).</source>
        <translation>%1 enthält keine Batch-Ergebnisse (results.jsonl).</translation>
    </message>
    <message>
        <source>Run every task of TASKS.jsonl (one JSON object a line: id, kind init|repair|update, source, rev, pname, version, nixpkgs, from, reference, target_version; see the README) as a headless session with approvals on auto, and report the results as Vibenix&apos;s evaluation does: DIR/results.jsonl, DIR/summary.md, DIR/summary.csv. Run it again with the same --out to resume: finished tasks are kept, interrupted ones start again.

Exit status: 0 every task has a result; 1 a result could not be written; 2 a usage error; 17 cancelled.</source>
        <translation>Führt jede Aufgabe aus TASKS.jsonl (ein JSON-Objekt pro Zeile: id, kind init|repair|update, source, rev, pname, version, nixpkgs, from, reference, target_version; siehe README) als Sitzung ohne Fenster mit automatischen Freigaben aus und berichtet die Ergebnisse wie die Auswertung von Vibenix: DIR/results.jsonl, DIR/summary.md, DIR/summary.csv. Mit demselben --out erneut gestartet, setzt er fort: abgeschlossene Aufgaben bleiben, unterbrochene beginnen neu.

Exit-Status: 0 jede Aufgabe hat ein Ergebnis; 1 ein Ergebnis konnte nicht geschrieben werden; 2 ein Aufruffehler; 17 abgebrochen.</translation>
    </message>
    <message>
        <source>Where the results, summaries and the tasks&apos; sessions go.</source>
        <translation>Wohin die Ergebnisse, Zusammenfassungen und die Sitzungen der Aufgaben kommen.</translation>
    </message>
    <message>
        <source>Sessions at once (default 1).</source>
        <translation>Sitzungen gleichzeitig (Standard 1).</translation>
    </message>
    <message>
        <source>Wall time a task may take, in seconds; then it is cancelled and counted as a timeout (default: none).</source>
        <translation>Laufzeit, die eine Aufgabe höchstens dauern darf, in Sekunden; danach wird sie abgebrochen und als Zeitüberschreitung gezählt (Standard: keine).</translation>
    </message>
    <message>
        <source>Print two batch runs side by side, task by task: --compare DIR1 DIR2.</source>
        <translation>Zwei Batch-Läufe nebeneinander ausgeben, Aufgabe für Aufgabe: --compare DIR1 DIR2.</translation>
    </message>
    <message>
        <source>The task file (JSON lines).</source>
        <translation>Die Aufgabendatei (JSON Lines).</translation>
    </message>
    <message>
        <source>--compare needs two batch directories.</source>
        <translation>--compare braucht zwei Batch-Verzeichnisse.</translation>
    </message>
    <message>
        <source>&quot;batch&quot; needs exactly one task file.</source>
        <translation>„batch“ braucht genau eine Aufgabendatei.</translation>
    </message>
    <message>
        <source>--out DIR is required.</source>
        <translation>--out DIR ist erforderlich.</translation>
    </message>
    <message>
        <source>A batch answers no questions: --approve is auto.</source>
        <translation>Ein Batch beantwortet keine Fragen: --approve ist auto.</translation>
    </message>
    <message>
        <source>A batch puts each session in OUT/tasks/ID/session; --session-dir does not apply.</source>
        <translation>Ein Batch legt jede Sitzung in OUT/tasks/ID/session an; --session-dir gilt hier nicht.</translation>
    </message>
    <message>
        <source>--jobs wants a number from 1 to %1.</source>
        <translation>--jobs erwartet eine Zahl von 1 bis %1.</translation>
    </message>
    <message>
        <source>--task-timeout wants seconds.</source>
        <translation>--task-timeout erwartet Sekunden.</translation>
    </message>
    <message>
        <source>Cannot read the task file %1.</source>
        <translation>Die Aufgabendatei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1:%2: skipped: %3</source>
        <translation>%1:%2: übersprungen: %3</translation>
    </message>
    <message>
        <source>%1 holds no task.</source>
        <translation>%1 enthält keine Aufgabe.</translation>
    </message>
    <message>
        <source>Task %1 (line %2) names no nixpkgs: give --nixpkgs PATH|FLAKEREF.</source>
        <translation>Aufgabe %1 (Zeile %2) nennt kein nixpkgs: --nixpkgs PATH|FLAKEREF angeben.</translation>
    </message>
    <message>
        <source>%1 tasks: %2 done before, %3 to run, %4 at once.</source>
        <translation>%1 Aufgaben: %2 schon erledigt, %3 auszuführen, %4 gleichzeitig.</translation>
    </message>
    <message>
        <source>==&gt; %1 started (%2 running)</source>
        <translation>==&gt; %1 gestartet (%2 laufen)</translation>
    </message>
    <message>
        <source>==&gt; %1: %2 (%3) after %4 attempts, %5 s</source>
        <translation>==&gt; %1: %2 (%3) nach %4 Versuchen, %5 s</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <source>Plots: %1</source>
        <translation>Diagramme: %1</translation>
    </message>
    <message>
        <source>Also draw the plots (success, cost, attempts) as PNG: into OUT/plots, or with --compare into --out DIR.</source>
        <translation>Zeichnet auch die Diagramme (Erfolg, Kosten, Versuche) als PNG: nach OUT/plots, oder mit --compare nach --out DIR.</translation>
    </message>
    <message>
        <source>This build of Packwright draws no plots.</source>
        <translation>Dieser Build von Packwright zeichnet keine Diagramme.</translation>
    </message>
    <message>
        <source>--compare --plots needs --out DIR for the plots.</source>
        <translation>--compare --plots braucht --out DIR für die Diagramme.</translation>
    </message>
    <message numerus="yes">
        <source>    built on %1: %n derivation(s)</source>
        <translation>
            <numerusform>    gebaut auf %1: %n Derivation</numerusform>
            <numerusform>    gebaut auf %1: %n Derivationen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BatchTexts</name>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>&quot;rev&quot; needs a local git repository as &quot;source&quot;, not %1.</source>
        <translation>„rev“ braucht ein lokales Git-Repository als „source“, nicht %1.</translation>
    </message>
    <message>
        <source>&quot;rev&quot; needs a local git repository as &quot;source&quot;, not the file %1.</source>
        <translation>„rev“ braucht ein lokales Git-Repository als „source“, nicht die Datei %1.</translation>
    </message>
    <message>
        <source>The source %1 does not exist.</source>
        <translation>Die Quelle %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot remove the interrupted task&apos;s directory %1.</source>
        <translation>Das Verzeichnis der unterbrochenen Aufgabe %1 kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>No package index of %1: %2</source>
        <translation>Kein Paketindex von %1: %2</translation>
    </message>
    <message>
        <source>a batch task builds against the nixpkgs it names</source>
        <translation>eine Batch-Aufgabe baut gegen das nixpkgs, das sie nennt</translation>
    </message>
    <message>
        <source>%1: the time limit of %2 s is reached; cancelling.</source>
        <translation>%1: das Zeitlimit von %2 s ist erreicht; wird abgebrochen.</translation>
    </message>
</context>
<context>
    <name>BubblewrapTexts</name>
    <message>
        <source>A package for the sandbox is not a store path that exists; build it first.</source>
        <translation>Ein Paket für die Sandbox ist kein existierender Store-Pfad; bauen Sie es zuerst.</translation>
    </message>
    <message>
        <source>The closure of the package cannot be read.</source>
        <translation>Die Closure des Pakets kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Another script is running in this sandbox.</source>
        <translation>In dieser Sandbox läuft bereits ein anderes Skript.</translation>
    </message>
    <message>
        <source>The sandbox run was cancelled.</source>
        <translation>Der Lauf in der Sandbox wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The script cannot be written to a temporary file.</source>
        <translation>Das Skript kann nicht in eine temporäre Datei geschrieben werden.</translation>
    </message>
    <message>
        <source>bubblewrap cannot be started (Debian: install bubblewrap).</source>
        <translation>bubblewrap lässt sich nicht starten (Debian: installieren Sie bubblewrap).</translation>
    </message>
</context>
<context>
    <name>BuildMonitor</name>
    <message>
        <source>Cannot write the build log %1.</source>
        <translation>Das Build-Protokoll %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>Builder</name>
    <message>
        <source>Nix is not installed: %1 cannot be started.</source>
        <translation>Nix ist nicht installiert: %1 lässt sich nicht starten.</translation>
    </message>
    <message>
        <source>Install Nix (https://nixos.org/download) or set the directory of nix-build in the build options. (%1)</source>
        <translation>Installieren Sie Nix (https://nixos.org/download) oder geben Sie das Verzeichnis von nix-build in den Build-Optionen an. (%1)</translation>
    </message>
    <message>
        <source>The build took longer than %1 s and was stopped.</source>
        <translation>Der Build dauerte länger als %1 s und wurde angehalten.</translation>
    </message>
    <message>
        <source>The build was cancelled.</source>
        <translation>Der Build wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Evaluation failed (exit status %1) without an error message.</source>
        <translation>Die Auswertung ist ohne Fehlermeldung gescheitert (Exit-Status %1).</translation>
    </message>
    <message>
        <source>Built %1.</source>
        <translation>%1 gebaut.</translation>
    </message>
    <message>
        <source>nix-build failed with exit status %1.</source>
        <translation>nix-build ist mit Exit-Status %1 gescheitert.</translation>
    </message>
    <message>
        <source>Another build is running in this builder.</source>
        <translation>In diesem Builder läuft bereits ein anderer Build.</translation>
    </message>
</context>
<context>
    <name>BuilderTemplatesTexts</name>
    <message>
        <source>The builder template %1 is missing from this build of Packwright.</source>
        <translation>Die Builder-Vorlage %1 fehlt in diesem Build von Packwright.</translation>
    </message>
    <message>
        <source>There is no builder template named “%1”; choose one of: %2.</source>
        <translation>Es gibt keine Builder-Vorlage namens „%1“; wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <source>The package needs a name, a version and a fetcher before a template can be filled in.</source>
        <translation>Das Paket braucht einen Namen, eine Version und einen Fetcher, bevor eine Vorlage ausgefüllt werden kann.</translation>
    </message>
    <message>
        <source>The builder template %1 is broken.</source>
        <translation>Die Builder-Vorlage %1 ist defekt.</translation>
    </message>
</context>
<context>
    <name>CommandLineTexts</name>
    <message>
        <source>Packwright packages software with Nix: an agent builds, reads the log and repairs, while you approve, edit or roll back each step.</source>
        <translation>Packwright paketiert Software mit Nix: Ein Agent baut, liest das Protokoll und repariert, während Sie jeden Schritt freigeben, bearbeiten oder zurückrollen.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Diese Hilfe anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Die Version anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Run without a window and print the result (the default when there is no display).</source>
        <translation>Ohne Fenster ausführen und das Ergebnis ausgeben (Standard, wenn keine Anzeige vorhanden ist).</translation>
    </message>
    <message>
        <source>Use the user interface language &lt;code&gt;, e.g. &quot;de&quot; (default: the system&apos;s).</source>
        <translation>Die Sprache &lt;code&gt; für die Benutzeroberfläche verwenden, z. B. &quot;de&quot; (Standard: die des Systems).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Open the session record &lt;file&gt; in the workbench (a session.json or record.sqlite given alone opens too).</source>
        <translation>Das Sitzungsprotokoll &lt;file&gt; in der Werkbank öffnen (eine session.json oder record.sqlite allein angegeben öffnet sich ebenso).</translation>
    </message>
    <message>
        <source>Open the workbench on the New session wizard.</source>
        <translation>Die Werkbank mit dem Assistenten für eine neue Sitzung öffnen.</translation>
    </message>
    <message>
        <source>--new-session opens the workbench; it cannot be combined with a command, a session record or --headless.</source>
        <translation>--new-session öffnet die Werkbank; es lässt sich nicht mit einem Befehl, einem Sitzungsprotokoll oder --headless verbinden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Too many arguments: %1</source>
        <translation>Zu viele Argumente: %1</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run packwright --help for the commands.</source>
        <translation>Unbekannter Befehl &quot;%1&quot;. Führen Sie packwright --help aus, um die Befehle zu sehen.</translation>
    </message>
    <message>
        <source>&quot;demo&quot; replays the bundled session; it cannot be combined with --session.</source>
        <translation>&quot;demo&quot; spielt die mitgelieferte Sitzung ab; es kann nicht mit --session kombiniert werden.</translation>
    </message>
    <message>
        <source>There is no display for the workbench. Run &quot;packwright demo --headless&quot; for the demo, or start Packwright in a graphical session.</source>
        <translation>Für die Werkbank ist keine Anzeige vorhanden. Führen Sie &quot;packwright demo --headless&quot; für die Demo aus oder starten Sie Packwright in einer grafischen Sitzung.</translation>
    </message>
    <message>
        <source>With explain: print one JSON object instead of text.</source>
        <translation>Mit explain: ein JSON-Objekt statt Text ausgeben.</translation>
    </message>
    <message>
        <source>&quot;explain&quot; needs exactly one log file (or &quot;-&quot; for standard input).</source>
        <translation>„explain“ braucht genau eine Protokolldatei (oder „-“ für die Standardeingabe).</translation>
    </message>
    <message>
        <source>--json goes with the explain command.</source>
        <translation>--json gehört zum Befehl explain.</translation>
    </message>
    <message>
        <source>With explain: compare with an earlier attempt&apos;s log &lt;old&gt; and say whether the build progressed.</source>
        <translation>Mit explain: mit dem Protokoll &lt;old&gt; eines früheren Versuchs vergleichen und sagen, ob der Build vorangekommen ist.</translation>
    </message>
    <message>
        <source>old</source>
        <translation>alt</translation>
    </message>
    <message>
        <source>--against goes with the explain command.</source>
        <translation>--against gehört zum Befehl explain.</translation>
    </message>
    <message>
        <source>--gui needs a display; without one, leave it out and answer on the terminal.</source>
        <translation>--gui braucht eine Anzeige; ohne Anzeige lassen Sie es weg und antworten im Terminal.</translation>
    </message>
    <message>
        <source>With explain: open the log in the workbench&apos;s build-log explainer (with --against, the two logs side by side).</source>
        <translation>Mit explain: das Protokoll im Build-Protokoll-Erklärer der Werkbank öffnen (mit --against beide Protokolle nebeneinander).</translation>
    </message>
    <message>
        <source>--gui goes with the explain command.</source>
        <translation>--gui gehört zum Befehl explain.</translation>
    </message>
    <message>
        <source>--gui opens a window; it cannot be combined with --json or --headless.</source>
        <translation>--gui öffnet ein Fenster; es lässt sich nicht mit --json oder --headless kombinieren.</translation>
    </message>
    <message>
        <source>explain --gui needs log files: save standard input to a file first.</source>
        <translation>explain --gui braucht Protokolldateien: Speichern Sie die Standardeingabe zuerst in einer Datei.</translation>
    </message>
    <message>
        <source>--gui needs a display; without one, leave it out and read the explanation on the terminal.</source>
        <translation>--gui braucht eine Anzeige; lassen Sie es ohne eine weg und lesen Sie die Erklärung im Terminal.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run &quot;packwright COMMAND --help&quot; for a command&apos;s options.</source>
        <translation>&quot;packwright BEFEHL --help&quot; zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>A command from the list below. Without one the workbench opens; a session record given alone opens in it.</source>
        <translation>Ein Befehl aus der Liste unten. Ohne Befehl öffnet sich die Werkbank; ein allein angegebenes Sitzungsprotokoll öffnet sich darin.</translation>
    </message>
    <message>
        <source>Standard input can be read once: give at least one of the two logs of explain --against as a file.</source>
        <translation>Die Standardeingabe lässt sich nur einmal lesen: Geben Sie mindestens eines der beiden Protokolle von explain --against als Datei an.</translation>
    </message>
    <message>
        <source>Read a build log (Nix, nix-output-monitor, internal-json, rpmbuild or OBS) and print why it failed: the failure signals, most likely cause first, the phase, the categories and the known fixes that match. &quot;-&quot; reads standard input.

Exit status: 0 the log was read (whether or not it shows a failure); 1 a log could not be read; 2 a usage error.</source>
        <translation>Liest ein Build-Log (Nix, nix-output-monitor, internal-json, rpmbuild oder OBS) und gibt aus, warum der Build fehlschlug: die Fehlersignale, die wahrscheinlichste Ursache zuerst, die Phase, die Kategorien und die passenden bekannten Lösungen. „-“ liest die Standardeingabe.

Exit-Status: 0 das Log wurde gelesen (ob es einen Fehler zeigt oder nicht); 1 ein Log konnte nicht gelesen werden; 2 ein Bedienfehler.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The build log, or &quot;-&quot;.</source>
        <translation>Das Build-Log oder „-“.</translation>
    </message>
</context>
<context>
    <name>CommandTexts</name>
    <message>
        <source>Replay the bundled demo session (in the terminal when there is no display).</source>
        <translation>Spielt die mitgelieferte Demo-Sitzung ab (im Terminal, wenn keine Anzeige vorhanden ist).</translation>
    </message>
    <message>
        <source>Print the failure signals, phase, categories and known fixes of a build log (&quot;-&quot; reads standard input); --against OLD compares it with an earlier attempt&apos;s log, --gui opens it in the workbench.</source>
        <translation>Gibt die Fehlersignale, die Phase, die Kategorien und bekannte Lösungen eines Build-Protokolls aus (&quot;-&quot; liest die Standardeingabe); --against ALT vergleicht es mit dem Protokoll eines früheren Versuchs, --gui öffnet es in der Werkbank.</translation>
    </message>
    <message>
        <source>Package a URL, a git repository or a tarball: fetch, analyse, build and repair until it builds (in the workbench with --gui).</source>
        <translation>Paketiert eine URL, ein Git-Repository oder einen Tarball: holen, analysieren, bauen und reparieren, bis es baut (mit --gui in der Werkbank).</translation>
    </message>
    <message>
        <source>Update a package to a new version and repair what breaks.</source>
        <translation>Aktualisiert ein Paket auf eine neue Version und repariert, was dabei bricht.</translation>
    </message>
    <message>
        <source>Commit a finished session&apos;s package into a nixpkgs checkout, with a pull-request description.</source>
        <translation>Committet das Paket einer abgeschlossenen Sitzung in einen nixpkgs-Checkout, mit einer Pull-Request-Beschreibung.</translation>
    </message>
    <message>
        <source>Run a script in a fresh VM that has a finished session&apos;s package.</source>
        <translation>Führt ein Skript in einer frischen VM mit dem Paket einer abgeschlossenen Sitzung aus.</translation>
    </message>
    <message>
        <source>Check a package file against the rules of a nixpkgs pull request.</source>
        <translation>Prüft eine Paketdatei gegen die Regeln eines nixpkgs-Pull-Requests.</translation>
    </message>
    <message>
        <source>Run many packaging tasks and summarise them.</source>
        <translation>Führt viele Paketierungsaufgaben aus und fasst sie zusammen.</translation>
    </message>
</context>
<context>
    <name>ComparisonTexts</name>
    <message>
        <source>The log %1 could not be read.</source>
        <translation>Das Protokoll %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The new build log is empty.</source>
        <translation>Das neue Build-Protokoll ist leer.</translation>
    </message>
    <message>
        <source>The new build log holds binary data, not text.</source>
        <translation>Das neue Build-Protokoll enthält Binärdaten, keinen Text.</translation>
    </message>
    <message>
        <source>The new build log names no phase and no error; it may be cut short.</source>
        <translation>Das neue Build-Protokoll nennt weder eine Phase noch einen Fehler; vielleicht ist es abgeschnitten.</translation>
    </message>
    <message>
        <source>The log is the same as before.</source>
        <translation>Das Protokoll ist dasselbe wie vorher.</translation>
    </message>
    <message>
        <source>The build got further: it now stops in %1 (before: %2).</source>
        <translation>Der Build kommt weiter: Er bricht jetzt in %1 ab (vorher: %2).</translation>
    </message>
    <message>
        <source>The build fails earlier: in %1 (before: %2).</source>
        <translation>Der Build scheitert früher: in %1 (vorher: %2).</translation>
    </message>
    <message>
        <source>The previous error is gone (%1); the build now stops in the same phase on a new one: %2</source>
        <translation>Der vorige Fehler ist behoben (%1); der Build bricht jetzt in derselben Phase an einem neuen ab: %2</translation>
    </message>
    <message>
        <source>The same error as before, in %1: %2</source>
        <translation>Derselbe Fehler wie vorher, in %1: %2</translation>
    </message>
    <message>
        <source>The build stops in the same phase (%1) without a clearer error.</source>
        <translation>Der Build bricht in derselben Phase (%1) ab, ohne klareren Fehler.</translation>
    </message>
    <message>
        <source>first divergent line: %1 (before), %2 (now)</source>
        <translation>erste abweichende Zeile: %1 (vorher), %2 (jetzt)</translation>
    </message>
    <message>
        <source>gone: %1</source>
        <translation>behoben: %1</translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>neu: %1</translation>
    </message>
    <message>
        <source>The new build log shows no failure; it ends in %1.</source>
        <translation>Das neue Build-Protokoll zeigt keinen Fehlschlag; es endet in %1.</translation>
    </message>
    <message>
        <source>The earlier build log shows no failure; this one fails in %1: %2</source>
        <translation>Das frühere Build-Protokoll zeigt keinen Fehlschlag; dieses schlägt in %1 fehl: %2</translation>
    </message>
    <message>
        <source>the logs are of different packages: %1 (before), %2 (now); a comparison of two attempts assumes one package</source>
        <translation>die Logs gehören zu verschiedenen Paketen: %1 (vorher), %2 (jetzt); ein Vergleich zweier Versuche setzt ein Paket voraus</translation>
    </message>
    <message>
        <source>The earlier build log is empty or not text: there is nothing to compare with.</source>
        <translation>Das frühere Build-Log ist leer oder kein Text: Es gibt nichts zum Vergleichen.</translation>
    </message>
</context>
<context>
    <name>Derivation</name>
    <message>
        <source>The derivation is malformed at byte %1.</source>
        <translation>Die Derivation ist bei Byte %1 fehlerhaft.</translation>
    </message>
    <message>
        <source>Cannot read the derivation %1.</source>
        <translation>Die Derivation %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The derivation %1 is too large to read.</source>
        <translation>Die Derivation %1 ist zu groß zum Lesen.</translation>
    </message>
</context>
<context>
    <name>DocumentTexts</name>
    <message>
        <source>Cannot read the build log %1: %2.</source>
        <translation>Das Build-Protokoll %1 kann nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>EvidenceTexts</name>
    <message>
        <source>… (%1 more lines)</source>
        <translation>… (%1 weitere Zeilen)</translation>
    </message>
    <message>
        <source>build succeeded</source>
        <translation>Build erfolgreich</translation>
    </message>
    <message>
        <source>evaluation error</source>
        <translation>Auswertungsfehler</translation>
    </message>
    <message>
        <source>hash mismatch in a fixed-output derivation</source>
        <translation>Hash-Abweichung in einer Fixed-Output-Derivation</translation>
    </message>
    <message>
        <source>invalid hash</source>
        <translation>ungültiger Hash</translation>
    </message>
    <message>
        <source>a dependency failed to build</source>
        <translation>eine Abhängigkeit konnte nicht gebaut werden</translation>
    </message>
    <message>
        <source>the build timed out</source>
        <translation>Zeitüberschreitung beim Build</translation>
    </message>
    <message>
        <source>the build was cancelled</source>
        <translation>der Build wurde abgebrochen</translation>
    </message>
    <message>
        <source>Nix is not installed</source>
        <translation>Nix ist nicht installiert</translation>
    </message>
    <message>
        <source>build error</source>
        <translation>Build-Fehler</translation>
    </message>
    <message>
        <source>build error in %1</source>
        <translation>Build-Fehler in %1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>Nix: %1</source>
        <translation>Nix: %1</translation>
    </message>
    <message>
        <source>Failing derivation: %1</source>
        <translation>Fehlgeschlagene Derivation: %1</translation>
    </message>
    <message>
        <source>At: %1:%2:%3</source>
        <translation>Ort: %1:%2:%3</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Classified as: %1 (%2 / %3)</source>
        <translation>Eingeordnet als: %1 (%2 / %3)</translation>
    </message>
    <message>
        <source>Failure signals, most likely cause first:</source>
        <translation>Fehlersignale, wahrscheinlichste Ursache zuerst:</translation>
    </message>
    <message>
        <source>[%1] %2, log lines %3–%4, %5, confidence %6</source>
        <translation>[%1] %2, Protokollzeilen %3–%4, %5, Konfidenz %6</translation>
    </message>
    <message>
        <source>, fix at: %1</source>
        <translation>, zu beheben in: %1</translation>
    </message>
    <message>
        <source>, seen %1 times</source>
        <translation>, %1-mal gesehen</translation>
    </message>
    <message>
        <source>No known failure signal; the end of the log, condensed:</source>
        <translation>Kein bekanntes Fehlersignal; das Ende des Protokolls, verdichtet:</translation>
    </message>
    <message>
        <source>No edits yet: this is the first fix.</source>
        <translation>Noch keine Änderungen: Dies ist die erste Korrektur.</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>nicht gebaut</translation>
    </message>
    <message>
        <source>No known failure pattern matches this build.</source>
        <translation>Kein bekanntes Fehlermuster passt zu diesem Build.</translation>
    </message>
    <message>
        <source>  Cause: %1</source>
        <translation>  Ursache: %1</translation>
    </message>
    <message>
        <source>  Fix: %1</source>
        <translation>  Lösung: %1</translation>
    </message>
    <message>
        <source>  Where: %1</source>
        <translation>  Wo: %1</translation>
    </message>
    <message>
        <source>No knowledge base loaded.</source>
        <translation>Keine Wissensbasis geladen.</translation>
    </message>
    <message>
        <source>Deterministic advice for this build (no automatic edit):</source>
        <translation>Deterministische Hinweise zu diesem Build (keine automatische Änderung):</translation>
    </message>
    <message>
        <source>   failed with: %1</source>
        <translation>   schlug fehl mit: %1</translation>
    </message>
    <message>
        <source>; it failed with: %1</source>
        <translation>; es schlug fehl mit: %1</translation>
    </message>
    <message>
        <source>Failure signals, root causes first (as the model&apos;s check judged them):</source>
        <translation>Fehlersignale, Grundursachen zuerst (wie die Prüfung durch das Modell sie beurteilte):</translation>
    </message>
    <message numerus="yes">
        <source>Failure signals, root causes first (as the model&apos;s check judged them; %n judged noise left out):</source>
        <translation>
            <numerusform>Fehlersignale, Grundursachen zuerst (wie die Prüfung durch das Modell sie beurteilte; %n als Rauschen beurteiltes ausgelassen):</numerusform>
            <numerusform>Fehlersignale, Grundursachen zuerst (wie die Prüfung durch das Modell sie beurteilte; %n als Rauschen beurteilte ausgelassen):</numerusform>
        </translation>
    </message>
    <message>
        <source>    root cause: %1</source>
        <translation>    Grundursache: %1</translation>
    </message>
    <message>
        <source>    consequence: %1</source>
        <translation>    Folgefehler: %1</translation>
    </message>
    <message>
        <source>The model judged every failure signal noise; the end of the log, condensed:</source>
        <translation>Das Modell beurteilte jedes Fehlersignal als Rauschen; das Ende des Protokolls, verdichtet:</translation>
    </message>
    <message>
        <source>   - DO NOT REPEAT in package.nix: %1 — %2</source>
        <translation>   - NICHT WIEDERHOLEN in package.nix: %1 — %2</translation>
    </message>
    <message>
        <source>package.nix:%1:%2 of attempt %3</source>
        <translation>package.nix:%1:%2 von Versuch %3</translation>
    </message>
    <message>
        <source>the log ends before the build finished</source>
        <translation>das Log endet, bevor der Build fertig war</translation>
    </message>
</context>
<context>
    <name>ExplainTexts</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>Zeilen %1–%2</translation>
    </message>
    <message>
        <source>Known failure patterns that match:</source>
        <translation>Passende bekannte Fehlermuster:</translation>
    </message>
    <message>
        <source>Cause: %1</source>
        <translation>Ursache: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation>Wo: %1</translation>
    </message>
    <message>
        <source>no phase markers</source>
        <translation>keine Phasenmarken</translation>
    </message>
    <message>
        <source>ended in the %1 stage</source>
        <translation>endete in der Stufe %1</translation>
    </message>
    <message>
        <source>ended in %1</source>
        <translation>endete in %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s), %2</source>
        <translation>
            <numerusform>%1: %n Zeile, %2</numerusform>
            <numerusform>%1: %n Zeilen, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>This does not look like a text log (it holds binary data).</source>
        <translation>Das sieht nicht nach einem Textprotokoll aus (es enthält Binärdaten).</translation>
    </message>
    <message>
        <source>No failure signals found.</source>
        <translation>Keine Fehlersignale gefunden.</translation>
    </message>
    <message>
        <source>Signals, most likely cause first:</source>
        <translation>Signale, wahrscheinlichste Ursache zuerst:</translation>
    </message>
    <message>
        <source>(×%1)</source>
        <translation>(×%1)</translation>
    </message>
    <message>
        <source>Standard input could not be read.</source>
        <translation>Die Standardeingabe konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>No failure found: nothing in this log shows the build failing.</source>
        <translation>Kein Fehler gefunden: Nichts in diesem Protokoll zeigt, dass der Build scheitert.</translation>
    </message>
    <message>
        <source>Lines that look like problems:</source>
        <translation>Zeilen, die nach Problemen aussehen:</translation>
    </message>
    <message>
        <source>Compared with %1: %2 — %3</source>
        <translation>Verglichen mit %1: %2 — %3</translation>
    </message>
    <message>
        <source>Failure: %1 (Vibenix) / %2 (EvidenT); %3</source>
        <translation>Fehler: %1 (Vibenix) / %2 (EvidenT); %3</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) longer than %1 KiB were read as their first and last %2 KiB.</source>
        <translation>
            <numerusform>%n Zeile länger als %1 KiB wurde als ihre ersten und letzten %2 KiB gelesen.</numerusform>
            <numerusform>%n Zeilen länger als %1 KiB wurden als ihre ersten und letzten %2 KiB gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The log is empty.</source>
        <translation>Das Protokoll ist leer.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>phase of derivation</comment>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>ExplanationTexts</name>
    <message>
        <source>The log shows a failure (%1).</source>
        <translation>Das Protokoll zeigt einen Fehlschlag (%1).</translation>
    </message>
    <message>
        <source>The log shows no failure.</source>
        <translation>Das Protokoll zeigt keinen Fehlschlag.</translation>
    </message>
    <message>
        <source>Build log %1</source>
        <translation>Build-Protokoll %1</translation>
    </message>
    <message>
        <source>Earlier build log %1</source>
        <translation>Früheres Build-Protokoll %1</translation>
    </message>
    <message>
        <source>Only Nix&apos;s summary of the failure is here; the builder&apos;s own output, with the cause, is shown by: nix log %1</source>
        <translation>Hier steht nur die Zusammenfassung von Nix; die eigene Ausgabe des Builders mit der Ursache zeigt: nix log %1</translation>
    </message>
    <message>
        <source>The log stops in %1, before the install phase: it is cut short, an excerpt, or of a build still running.</source>
        <translation>Das Protokoll endet in %1, vor der Installationsphase: Es ist abgeschnitten, ein Auszug oder stammt von einem Build, der noch läuft.</translation>
    </message>
</context>
<context>
    <name>ExportTexts</name>
    <message>
        <source>Metadata check: no findings.</source>
        <translation>Metadatenprüfung: keine Befunde.</translation>
    </message>
    <message>
        <source>Metadata check:</source>
        <translation>Metadatenprüfung:</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>The nixpkgs checkout (a git work tree) to commit into.</source>
        <translation>Der nixpkgs-Checkout (ein Git-Arbeitsverzeichnis), in den committet wird.</translation>
    </message>
    <message>
        <source>Commit on a new branch &lt;name&gt;, made at HEAD and checked out (default: the checked-out branch).</source>
        <translation>Auf einem neuen Branch &lt;name&gt; committen, der bei HEAD angelegt und ausgecheckt wird (Standard: der ausgecheckte Branch).</translation>
    </message>
    <message>
        <source>Where the pull-request description goes (default: SESSION_DIR/pull-request.md).</source>
        <translation>Wohin die Pull-Request-Beschreibung geschrieben wird (Standard: SESSION_DIR/pull-request.md).</translation>
    </message>
    <message>
        <source>The session directory (OUT/session of &quot;packwright package&quot;).</source>
        <translation>Das Sitzungsverzeichnis (OUT/session von &quot;packwright package&quot;).</translation>
    </message>
    <message>
        <source>&quot;export&quot; needs exactly one SESSION_DIR.</source>
        <translation>&quot;export&quot; braucht genau ein SESSION_DIR.</translation>
    </message>
    <message>
        <source>--nixpkgs-checkout DIR is required.</source>
        <translation>--nixpkgs-checkout DIR ist erforderlich.</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message>
        <source>Cannot write the description into %1.</source>
        <translation>Die Beschreibung kann nicht in %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>==&gt; checking the package&apos;s meta and its build</source>
        <translation>==&gt; meta-Angaben und Build des Pakets werden geprüft</translation>
    </message>
    <message>
        <source>Not exported: the metadata check found errors. Fix them in a new session, or export anyway with --force.</source>
        <translation>Nicht exportiert: Die Metadatenprüfung hat Fehler gefunden. Beheben Sie sie in einer neuen Sitzung oder exportieren Sie trotzdem mit --force.</translation>
    </message>
    <message>
        <source>Committed &quot;%1&quot; as %2 on branch %3 (%4/%5).</source>
        <translation>&quot;%1&quot; als %2 auf Branch %3 committet (%4/%5).</translation>
    </message>
    <message>
        <source>Cannot write the pull-request description %1: %2</source>
        <translation>Die Pull-Request-Beschreibung %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Pull-request description: %1</source>
        <translation>Pull-Request-Beschreibung: %1</translation>
    </message>
    <message>
        <source>Confirm that you have reviewed the package and the description and answer for them (nixpkgs&apos; automation/AI policy): the description&apos;s automation/AI-policy box is ticked. Without it the description asks for a draft pull request.</source>
        <translation>Bestätigen, dass Sie das Paket und die Beschreibung geprüft haben und dafür einstehen (Automatisierungs-/KI-Richtlinie von nixpkgs): das Kästchen der Automatisierungs-/KI-Richtlinie in der Beschreibung wird angekreuzt. Ohne diese Option bittet die Beschreibung um einen Pull-Request-Entwurf.</translation>
    </message>
    <message>
        <source>Review the change before you open the pull request (as a draft until you have); --reviewed ticks the automation/AI-policy box.</source>
        <translation>Prüfen Sie die Änderung, bevor Sie den Pull-Request öffnen (bis dahin als Entwurf); --reviewed kreuzt das Kästchen der Automatisierungs-/KI-Richtlinie an.</translation>
    </message>
    <message>
        <source>nixpkgs lint: no findings.</source>
        <translation>nixpkgs-Lint: keine Befunde.</translation>
    </message>
    <message>
        <source>nixpkgs lint:</source>
        <translation>nixpkgs-Lint:</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>Export the package of a finished session into a nixpkgs checkout: check its meta (description, homepage, license, mainProgram), commit it at pkgs/by-name/&lt;two letters&gt;/&lt;pname&gt;/package.nix (a Python library at pkgs/development/python-modules/&lt;pname&gt;/default.nix, with its line in python-packages.nix) as &quot;pname: init at VERSION&quot; or &quot;pname: OLD -&gt; NEW&quot; with an Assisted-by trailer, and write a pull-request description from the session record.

Exit status: 0 exported; 1 refused or failed; 2 a usage error; 3 metadata errors or lint findings that fail nixpkgs CI (--force exports anyway).</source>
        <translation>Das Paket einer abgeschlossenen Sitzung in einen nixpkgs-Checkout exportieren: seine meta-Angaben prüfen (description, homepage, license, mainProgram), es unter pkgs/by-name/&lt;zwei Buchstaben&gt;/&lt;pname&gt;/package.nix (eine Python-Bibliothek unter pkgs/development/python-modules/&lt;pname&gt;/default.nix, mit ihrer Zeile in python-packages.nix) als &quot;pname: init at VERSION&quot; oder &quot;pname: OLD -&gt; NEW&quot; mit einem Assisted-by-Trailer committen und aus dem Sitzungsprotokoll eine Pull-Request-Beschreibung schreiben.

Exit-Status: 0 exportiert; 1 abgelehnt oder gescheitert; 2 Bedienungsfehler; 3 Metadatenfehler oder Lint-Befunde, an denen die nixpkgs-CI scheitert (--force exportiert trotzdem).</translation>
    </message>
    <message>
        <source>Export even when the metadata check finds errors, when lint finds what nixpkgs CI rejects, when the checkout&apos;s package directory is not what the session started from, or when nixpkgs has the attribute outside pkgs/by-name.</source>
        <translation>Auch dann exportieren, wenn die Metadatenprüfung Fehler findet, wenn Lint etwas findet, das die nixpkgs-CI ablehnt, wenn das Paketverzeichnis im Checkout nicht dem Ausgangsstand der Sitzung entspricht oder wenn nixpkgs das Attribut außerhalb von pkgs/by-name definiert.</translation>
    </message>
    <message>
        <source>Not exported: lint found what nixpkgs CI rejects (ci). Fix it in a new session, or export anyway with --force.</source>
        <translation>Nicht exportiert: Lint hat gefunden, was die nixpkgs-CI ablehnt (ci). Beheben Sie es in einer neuen Sitzung oder exportieren Sie mit --force trotzdem.</translation>
    </message>
</context>
<context>
    <name>ExpressionBufferTexts</name>
    <message numerus="yes">
        <source>(no lines in this range; the expression has %n line(s))</source>
        <translation>
            <numerusform>(keine Zeilen in diesem Bereich; der Ausdruck hat %n Zeile)</numerusform>
            <numerusform>(keine Zeilen in diesem Bereich; der Ausdruck hat %n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>old_str is empty; give the exact text to replace (use insert to add lines).</source>
        <translation>old_str ist leer; geben Sie den genauen zu ersetzenden Text an (verwenden Sie insert, um Zeilen hinzuzufügen).</translation>
    </message>
    <message>
        <source>old_str and new_str are the same; nothing would change.</source>
        <translation>old_str und new_str sind gleich; es würde sich nichts ändern.</translation>
    </message>
    <message>
        <source>old_str occurs 0 times in the expression.</source>
        <translation>old_str kommt 0-mal im Ausdruck vor.</translation>
    </message>
    <message>
        <source>old_str occurs 0 times in the expression; the closest line is %1:
%2Copy the text exactly, including whitespace.</source>
        <translation>old_str kommt 0-mal im Ausdruck vor; die ähnlichste Zeile ist %1:
%2Kopieren Sie den Text genau, einschließlich Leerraum.</translation>
    </message>
    <message>
        <source>old_str occurs %1 times in the expression (at lines %2); include more surrounding text so that it occurs exactly once.</source>
        <translation>old_str kommt %1-mal im Ausdruck vor (in den Zeilen %2); nehmen Sie mehr umgebenden Text hinzu, damit er genau einmal vorkommt.</translation>
    </message>
    <message>
        <source>Replaced. Lines %1-%2 now read:
%3</source>
        <translation>Ersetzt. Die Zeilen %1-%2 lauten jetzt:
%3</translation>
    </message>
    <message>
        <source>text is empty; nothing to insert.</source>
        <translation>text ist leer; nichts einzufügen.</translation>
    </message>
    <message>
        <source>after_line %1 is out of range: use 0 (top) to %2 (end).</source>
        <translation>after_line %1 liegt außerhalb des Bereichs: Verwenden Sie 0 (Anfang) bis %2 (Ende).</translation>
    </message>
    <message>
        <source>Inserted as lines %1-%2:
%3</source>
        <translation>Eingefügt als Zeilen %1-%2:
%3</translation>
    </message>
</context>
<context>
    <name>ExpressionEditTexts</name>
    <message>
        <source>package.nix does not start with a function head such as { lib, stdenv }:, so %1 cannot be added to its arguments.</source>
        <translation>package.nix beginnt nicht mit einem Funktionskopf wie { lib, stdenv }:, daher kann %1 nicht zu den Argumenten hinzugefügt werden.</translation>
    </message>
    <message>
        <source>No attribute set with pname, version or src was found in package.nix to add %1 to.</source>
        <translation>In package.nix wurde kein Attribut-Set mit pname, version oder src gefunden, zu dem %1 hinzugefügt werden könnte.</translation>
    </message>
    <message>
        <source>%1 is not a plain list in package.nix; add %2 to it by hand.</source>
        <translation>%1 ist in package.nix keine einfache Liste; fügen Sie %2 von Hand hinzu.</translation>
    </message>
</context>
<context>
    <name>FactsTexts</name>
    <message>
        <source>Nix reported the facts of %1 in an unexpected form.</source>
        <translation>Nix hat die Angaben zu %1 in unerwarteter Form gemeldet.</translation>
    </message>
    <message>
        <source>git is not installed; it lists the versions of %1.</source>
        <translation>git ist nicht installiert; es wird gebraucht, um die Versionen von %1 aufzulisten.</translation>
    </message>
    <message>
        <source>Listing the tags of %1 took longer than %2 s.</source>
        <translation>Das Auflisten der Tags von %1 hat länger als %2 s gedauert.</translation>
    </message>
    <message>
        <source>Cannot list the tags of %1; give the version to update to.</source>
        <translation>Die Tags von %1 können nicht aufgelistet werden; geben Sie die Zielversion des Updates an.</translation>
    </message>
</context>
<context>
    <name>FetchCheckTexts</name>
    <message>
        <source>Fetching %1 again</source>
        <translation>%1 wird erneut abgerufen</translation>
    </message>
    <message>
        <source>Cannot fetch %1 again to check its hash.</source>
        <translation>%1 kann nicht erneut abgerufen werden, um den Hash zu prüfen.</translation>
    </message>
</context>
<context>
    <name>FileLocatorTexts</name>
    <message>
        <source>nix-locate (from nix-index) is not installed, so packages cannot be found by the files they provide (looked for %1).</source>
        <translation>nix-locate (aus nix-index) ist nicht installiert, daher können Pakete nicht anhand der Dateien gefunden werden, die sie bereitstellen (gesucht wurde %1).</translation>
    </message>
    <message>
        <source>Give a file name to look for, e.g. &quot;zlib.h&quot; or &quot;libssl.so&quot;.</source>
        <translation>Geben Sie einen Dateinamen an, nach dem gesucht werden soll, z. B. „zlib.h“ oder „libssl.so“.</translation>
    </message>
    <message>
        <source>nix-locate could not be started.</source>
        <translation>nix-locate konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>nix-locate took longer than %1 s.</source>
        <translation>nix-locate hat länger als %1 s gebraucht.</translation>
    </message>
    <message>
        <source>nix-locate failed; its database may be missing (run nix-index once).</source>
        <translation>nix-locate ist fehlgeschlagen; vielleicht fehlt seine Datenbank (führen Sie einmal nix-index aus).</translation>
    </message>
</context>
<context>
    <name>FileToolsTexts</name>
    <message>
        <source>“%1” is a file, not a directory; use read_file.</source>
        <translation>„%1“ ist eine Datei, kein Verzeichnis; verwenden Sie read_file.</translation>
    </message>
    <message>
        <source>(empty directory)</source>
        <translation>(leeres Verzeichnis)</translation>
    </message>
    <message>
        <source>%1 entries shown (max_entries); list a subdirectory or use a smaller max_depth</source>
        <translation>%1 Einträge angezeigt (max_entries); listen Sie ein Unterverzeichnis auf oder verwenden Sie ein kleineres max_depth</translation>
    </message>
    <message>
        <source>“%1” is a directory; use list_files.</source>
        <translation>„%1“ ist ein Verzeichnis; verwenden Sie list_files.</translation>
    </message>
    <message>
        <source>“%1” cannot be read.</source>
        <translation>„%1“ kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>“%1” is a binary file (%2 bytes); only text files can be read.</source>
        <translation>„%1“ ist eine Binärdatei (%2 Bytes); nur Textdateien können gelesen werden.</translation>
    </message>
    <message>
        <source>%1 lines shown (max_lines); continue with first_line=%2</source>
        <translation>%1 Zeilen angezeigt (max_lines); weiter mit first_line=%2</translation>
    </message>
    <message>
        <source>64 KiB shown; continue with first_line=%1</source>
        <translation>64 KiB angezeigt; weiter mit first_line=%1</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %n line(s); first_line %2 is past its end.</source>
        <translation>
            <numerusform>„%1“ hat %n Zeile; first_line %2 liegt hinter dem Ende.</numerusform>
            <numerusform>„%1“ hat %n Zeilen; first_line %2 liegt hinter dem Ende.</numerusform>
        </translation>
    </message>
    <message>
        <source>The regular expression is invalid at offset %1: %2.</source>
        <translation>Der reguläre Ausdruck ist an Position %1 ungültig: %2.</translation>
    </message>
    <message>
        <source>stopped after scanning 64 MiB; give a narrower path</source>
        <translation>nach dem Durchsuchen von 64 MiB angehalten; geben Sie einen engeren Pfad an</translation>
    </message>
    <message>
        <source>%1 matches shown (max_matches); narrow the pattern or the path</source>
        <translation>%1 Treffer angezeigt (max_matches); grenzen Sie das Muster oder den Pfad ein</translation>
    </message>
    <message>
        <source>No matches.</source>
        <translation>Keine Treffer.</translation>
    </message>
</context>
<context>
    <name>GuestImageTexts</name>
    <message>
        <source>%1 cannot be started.</source>
        <translation>%1 lässt sich nicht starten.</translation>
    </message>
    <message>
        <source>%1 did not finish in time.</source>
        <translation>%1 ist nicht rechtzeitig fertig geworden.</translation>
    </message>
    <message>
        <source>The closure of the package cannot be read.</source>
        <translation>Die Closure des Pakets kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A package for the VM is not a store path that exists; build it first.</source>
        <translation>Ein Paket für die VM ist kein existierender Store-Pfad; bauen Sie es zuerst.</translation>
    </message>
    <message>
        <source>busybox is not installed (Debian: busybox-static).</source>
        <translation>busybox ist nicht installiert (Debian: busybox-static).</translation>
    </message>
</context>
<context>
    <name>HashFixTexts</name>
    <message>
        <source>The %1 hash is not reproducible: it was %2 and is now %3. The fetch gives different content each time (a moving branch, a generated archive, a download that changes).</source>
        <translation>Der %1-Hash ist nicht reproduzierbar: Er war %2 und ist jetzt %3. Der Abruf liefert jedes Mal anderen Inhalt (ein wandernder Branch, ein generiertes Archiv, ein Download, der sich ändert).</translation>
    </message>
    <message>
        <source>The hash %1 of %2 is not written in package.nix; set the fetcher&apos;s hash to %3 where it is defined.</source>
        <translation>Der Hash %1 von %2 steht nicht in package.nix; setzen Sie den Hash des Fetchers dort, wo er definiert ist, auf %3.</translation>
    </message>
    <message>
        <source>Set the %1 hash to %2 (trust on first use)</source>
        <translation>Den %1-Hash auf %2 setzen (Trust on First Use)</translation>
    </message>
</context>
<context>
    <name>HeadlessDemo</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Recorded session: %1 %2</source>
        <translation>Aufgezeichnete Sitzung: %1 %2</translation>
    </message>
    <message>
        <source>Session: %1 %2</source>
        <translation>Sitzung: %1 %2</translation>
    </message>
    <message>
        <source>  source:  %1</source>
        <translation>  Quelle:   %1</translation>
    </message>
    <message>
        <source>  nixpkgs: %1</source>
        <translation>  nixpkgs:  %1</translation>
    </message>
    <message>
        <source>  model:   %1</source>
        <translation>  Modell:   %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>attempt %1%2: %3, %4, %5 tokens, %6</source>
        <translation>Versuch %1%2: %3, %4, %5 Tokens, %6</translation>
    </message>
    <message>
        <source> (abandoned)</source>
        <translation> (verworfen)</translation>
    </message>
    <message>
        <source>  change:  %1</source>
        <translation>  Änderung: %1</translation>
    </message>
    <message>
        <source>  verdict: %1 (%2)</source>
        <translation>  Urteil:   %1 (%2)</translation>
    </message>
    <message>
        <source>  gate:    %1: %2</source>
        <translation>  Freigabe: %1: %2</translation>
    </message>
    <message>
        <source>Result: %1. Attempts: %2; build time: %3; tokens: %4; cost: %5.</source>
        <translation>Ergebnis: %1. Versuche: %2; Bauzeit: %3; Tokens: %4; Kosten: %5.</translation>
    </message>
    <message>
        <source>the package builds</source>
        <translation>das Paket baut</translation>
    </message>
    <message>
        <source>the package does not build yet</source>
        <translation>das Paket baut noch nicht</translation>
    </message>
    <message>
        <source>Final package.nix (attempt %1):</source>
        <translation>Endgültige package.nix (Versuch %1):</translation>
    </message>
    <message>
        <source>  nix:     %1</source>
        <translation>  Nix:     %1</translation>
    </message>
</context>
<context>
    <name>InitramfsTexts</name>
    <message>
        <source>The VM&apos;s initramfs cannot be written.</source>
        <translation>Das initramfs der VM kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>A file for the VM cannot be read.</source>
        <translation>Eine Datei für die VM kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A file for the VM is larger than 4 GiB.</source>
        <translation>Eine Datei für die VM ist größer als 4 GiB.</translation>
    </message>
    <message>
        <source>A file for the VM changed while it was copied.</source>
        <translation>Eine Datei für die VM hat sich während des Kopierens geändert.</translation>
    </message>
</context>
<context>
    <name>IntakeTexts</name>
    <message>
        <source>Cannot unpack the source archive %1.</source>
        <translation>Das Quellarchiv %1 kann nicht entpackt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Fetching the source failed: %1</source>
        <translation>Das Abrufen der Quelle ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>KernelTexts</name>
    <message>
        <source>The configured VM kernel cannot be read.</source>
        <translation>Der konfigurierte VM-Kernel kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>No readable Linux kernel for the VM was found in /boot; install one (Debian: linux-image-amd64), make it readable, or configure its path.</source>
        <translation>In /boot wurde kein lesbarer Linux-Kernel für die VM gefunden; installieren Sie einen (Debian: linux-image-amd64), machen Sie ihn lesbar oder konfigurieren Sie seinen Pfad.</translation>
    </message>
</context>
<context>
    <name>KeyStoreTexts</name>
    <message>
        <source>The system keychain is not available (%1): unlock it, or put the key in the environment variable named in the provider settings.</source>
        <translation>Der Schlüsselbund des Systems ist nicht verfügbar (%1): Entsperren Sie ihn oder legen Sie den Schlüssel in die Umgebungsvariable, die in den Anbietereinstellungen genannt ist.</translation>
    </message>
</context>
<context>
    <name>KnowledgeBaseTexts</name>
    <message>
        <source>The knowledge base index could not be built (%1).</source>
        <translation>Der Index der Wissensbasis konnte nicht aufgebaut werden (%1).</translation>
    </message>
    <message>
        <source>SQLite is not available</source>
        <translation>SQLite ist nicht verfügbar</translation>
    </message>
    <message>
        <source>SQLite lacks FTS5</source>
        <translation>SQLite fehlt FTS5</translation>
    </message>
    <message>
        <source>an entry could not be stored</source>
        <translation>ein Eintrag konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>No knowledge file was given.</source>
        <translation>Es wurde keine Wissensdatei angegeben.</translation>
    </message>
</context>
<context>
    <name>KnowledgeFileTexts</name>
    <message>
        <source>must be a non-empty string</source>
        <translation>muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>is %1, expected one of: %2</source>
        <translation>ist %1, erwartet wird eines von: %2</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>muss ein Array von Zeichenketten sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>is %1, expected kebab-case (a-z, 0-9, -)</source>
        <translation>ist %1, erwartet wird kebab-case (a-z, 0-9, -)</translation>
    </message>
    <message>
        <source>The knowledge file %1 has an invalid value at %2: %3.</source>
        <translation>Die Wissensdatei %1 hat einen ungültigen Wert bei %2: %3.</translation>
    </message>
    <message>
        <source>The knowledge file %1 is not valid JSON (line %2, column %3: %4).</source>
        <translation>Die Wissensdatei %1 ist kein gültiges JSON (Zeile %2, Spalte %3: %4).</translation>
    </message>
    <message>
        <source>must be a positive integer</source>
        <translation>muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>is %1, but this Packwright reads version %2 at most</source>
        <translation>ist %1, aber dieses Packwright liest höchstens Version %2</translation>
    </message>
    <message>
        <source>must be an array of entries</source>
        <translation>muss ein Array von Einträgen sein</translation>
    </message>
    <message>
        <source>%1 is used by an earlier entry</source>
        <translation>%1 wird schon von einem früheren Eintrag verwendet</translation>
    </message>
    <message>
        <source>The knowledge file %1 cannot be read.</source>
        <translation>Die Wissensdatei %1 kann nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>LintCommandTexts</name>
    <message>
        <source>Standard input could not be read.</source>
        <translation>Die Standardeingabe konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is a directory: give the package.nix inside it.</source>
        <translation>%1 ist ein Verzeichnis: Geben Sie die package.nix darin an.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KiB: that is not a package file.</source>
        <translation>%1 ist größer als %2 KiB: Das ist keine Paketdatei.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (it holds binary data): give a package.nix.</source>
        <translation>%1 ist kein UTF-8-Text (die Datei enthält Binärdaten): Geben Sie eine package.nix an.</translation>
    </message>
    <message>
        <source>%1: no findings.</source>
        <translation>%1: keine Befunde.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n would fail nixpkgs CI</source>
        <translation>
            <numerusform>%n ließe die nixpkgs-CI scheitern</numerusform>
            <numerusform>%n ließen die nixpkgs-CI scheitern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n for review</source>
        <translation>
            <numerusform>%n für das Review</numerusform>
            <numerusform>%n für das Review</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n can be fixed mechanically</source>
        <translation>
            <numerusform>%n lässt sich mechanisch beheben</numerusform>
            <numerusform>%n lassen sich mechanisch beheben</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a package file against the mechanical rules of a nixpkgs pull request: by-name placement, nixfmt&apos;s layout, strictDeps and __structuredAttrs, hashes, fetchers, meta, phases, Python conventions; with --nixpkgs also as evaluated (warnings, aliases). Each finding names its rule and where nixpkgs writes it.</source>
        <translation>Eine Paketdatei gegen die mechanischen Regeln eines nixpkgs-Pull-Requests prüfen: Ablage in by-name, das Layout von nixfmt, strictDeps und __structuredAttrs, Hashes, Fetcher, meta, Phasen, Python-Konventionen; mit --nixpkgs auch so, wie Nix das Paket auswertet (Warnungen, Aliase). Jeder Befund nennt seine Regel und wo nixpkgs sie festschreibt.</translation>
    </message>
    <message>
        <source>Exit status: 0 nothing nixpkgs CI would fail on; 1 a finding CI would fail on; 2 a usage error, an unreadable file, or Nix could not evaluate at all.</source>
        <translation>Exit-Status: 0 nichts, woran die nixpkgs-CI scheitern würde; 1 ein Befund, an dem die CI scheitern würde; 2 ein Bedienfehler, eine unlesbare Datei, oder Nix konnte gar nicht auswerten.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of text.</source>
        <translation>Ein JSON-Objekt statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Where the file goes in nixpkgs, e.g. pkgs/by-name/he/hello/package.nix (default: read from FILE&apos;s own path when it lies in a checkout; otherwise placement is not checked).</source>
        <translation>Wohin die Datei in nixpkgs gehört, z. B. pkgs/by-name/he/hello/package.nix (Standard: aus dem Pfad von FILE, wenn sie in einem Checkout liegt; sonst wird die Ablage nicht geprüft).</translation>
    </message>
    <message>
        <source>Also evaluate the package with this nixpkgs: a checkout &lt;path&gt; or a flake reference.</source>
        <translation>Das Paket zusätzlich mit diesem nixpkgs auswerten: ein Checkout &lt;path&gt; oder eine Flake-Referenz.</translation>
    </message>
    <message>
        <source>A built output of the package (a store path or result link): meta.mainProgram must name a program in its bin/.</source>
        <translation>Eine gebaute Ausgabe des Pakets (ein Store-Pfad oder result-Link): meta.mainProgram muss ein Programm in ihrem bin/ nennen.</translation>
    </message>
    <message>
        <source>The package.nix to check (&quot;-&quot; reads standard input).</source>
        <translation>Die zu prüfende package.nix (&quot;-&quot; liest die Standardeingabe).</translation>
    </message>
    <message>
        <source>&quot;lint&quot; needs exactly one FILE.</source>
        <translation>&quot;lint&quot; braucht genau eine FILE.</translation>
    </message>
    <message>
        <source>--out-path %1 is not a directory.</source>
        <translation>--out-path %1 ist kein Verzeichnis.</translation>
    </message>
    <message>
        <source>Cannot write a temporary copy of standard input to evaluate it.</source>
        <translation>Eine temporäre Kopie der Standardeingabe zum Auswerten kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Not checked: %1</source>
        <translation>Nicht geprüft: %1</translation>
    </message>
</context>
<context>
    <name>LintEvaluationTexts</name>
    <message>
        <source>nix-instantiate exited with status %1.</source>
        <translation>nix-instantiate hat mit Status %1 geendet.</translation>
    </message>
    <message>
        <source>Nix answered in an unexpected form (%1).</source>
        <translation>Nix hat in unerwarteter Form geantwortet (%1).</translation>
    </message>
    <message>
        <source>Evaluating %1</source>
        <translation>%1 wird ausgewertet</translation>
    </message>
</context>
<context>
    <name>LintFixTexts</name>
    <message>
        <source>Set strictDeps = true; (NPV-164: nixpkgs-vet fails a new package without it)</source>
        <translation>strictDeps = true; setzen (NPV-164: nixpkgs-vet lehnt ein neues Paket ohne es ab)</translation>
    </message>
    <message>
        <source>Set __structuredAttrs = true; (NPV-166: nixpkgs-vet fails a new package without it)</source>
        <translation>__structuredAttrs = true; setzen (NPV-166: nixpkgs-vet lehnt ein neues Paket ohne es ab)</translation>
    </message>
    <message>
        <source>Drop meta&apos;s with lib; and write lib.licenses, lib.platforms, lib.maintainers in full (PW-meta-with-lib: nixpkgs #208242)</source>
        <translation>with lib; aus meta entfernen und lib.licenses, lib.platforms, lib.maintainers ausschreiben (PW-meta-with-lib: nixpkgs #208242)</translation>
    </message>
    <message>
        <source>Fetch the release with tag = instead of rev = (PW-fetch-tag: nixpkgs #355973)</source>
        <translation>Release mit tag = statt rev = holen (PW-fetch-tag: nixpkgs #355973)</translation>
    </message>
    <message>
        <source>Write %1 as an SRI hash = &quot;sha256-…&quot; (PW-sri-hash: pkgs/README.md §Sources)</source>
        <translation>%1 als SRI-Hash hash = &quot;sha256-…&quot; schreiben (PW-sri-hash: pkgs/README.md §Sources)</translation>
    </message>
    <message>
        <source>Write the function&apos;s arguments one a line with trailing commas (PW-RFC166-arguments: nixfmt&apos;s layout)</source>
        <translation>Argumente der Funktion eines je Zeile mit abschließendem Komma schreiben (PW-RFC166-arguments: Layout von nixfmt)</translation>
    </message>
    <message>
        <source>Write lists of two or more elements one element a line (PW-RFC166-lists: nixfmt&apos;s layout)</source>
        <translation>Listen mit zwei oder mehr Elementen ein Element je Zeile schreiben (PW-RFC166-lists: Layout von nixfmt)</translation>
    </message>
    <message>
        <source>Remove runs of blank lines (PW-RFC166-blank-lines: nixfmt keeps at most one)</source>
        <translation>Folgen von Leerzeilen entfernen (PW-RFC166-blank-lines: nixfmt behält höchstens eine)</translation>
    </message>
    <message>
        <source>Remove white space at the ends of lines (PW-RFC166-trailing-whitespace: nixfmt removes it)</source>
        <translation>Leerraum am Zeilenende entfernen (PW-RFC166-trailing-whitespace: nixfmt entfernt ihn)</translation>
    </message>
    <message>
        <source>Indent with spaces, not tabs (PW-RFC166-tabs: nixfmt&apos;s layout)</source>
        <translation>Mit Leerzeichen statt Tabulatoren einrücken (PW-RFC166-tabs: Layout von nixfmt)</translation>
    </message>
</context>
<context>
    <name>LintRules</name>
    <message>
        <source>The by-name directory name uses only A-Z a-z 0-9 - _ and starts with a letter or _.</source>
        <translation>Der by-name-Verzeichnisname besteht nur aus A-Z a-z 0-9 - _ und beginnt mit einem Buchstaben oder _.</translation>
    </message>
    <message>
        <source>The shard is the first two letters of the name, lower case: pkgs/by-name/&lt;shard&gt;/&lt;name&gt;/package.nix.</source>
        <translation>Der Shard sind die ersten beiden Buchstaben des Namens, klein geschrieben: pkgs/by-name/&lt;shard&gt;/&lt;name&gt;/package.nix.</translation>
    </message>
    <message>
        <source>A by-name package directory holds package.nix.</source>
        <translation>Ein by-name-Paketverzeichnis enthält package.nix.</translation>
    </message>
    <message>
        <source>A new top-level package lives in pkgs/by-name.</source>
        <translation>Ein neues Top-Level-Paket liegt in pkgs/by-name.</translation>
    </message>
    <message>
        <source>A Python library goes to pkgs/development/python-modules/&lt;name&gt;/default.nix.</source>
        <translation>Eine Python-Bibliothek gehört nach pkgs/development/python-modules/&lt;name&gt;/default.nix.</translation>
    </message>
    <message>
        <source>The attribute (directory) name equals pname.</source>
        <translation>Der Attribut- (Verzeichnis-)Name ist gleich pname.</translation>
    </message>
    <message>
        <source>pname has no upper-case letters.</source>
        <translation>pname enthält keine Großbuchstaben.</translation>
    </message>
    <message>
        <source>version starts with a digit.</source>
        <translation>version beginnt mit einer Ziffer.</translation>
    </message>
    <message>
        <source>No &lt;…&gt; search paths in a package file.</source>
        <translation>Keine &lt;…&gt;-Suchpfade in einer Paketdatei.</translation>
    </message>
    <message>
        <source>No path that leaves the package&apos;s directory.</source>
        <translation>Kein Pfad, der das Verzeichnis des Pakets verlässt.</translation>
    </message>
    <message>
        <source>No absolute path expressions.</source>
        <translation>Keine absoluten Pfadausdrücke.</translation>
    </message>
    <message>
        <source>No home-relative (~/) path expressions.</source>
        <translation>Keine Pfadausdrücke relativ zum Home-Verzeichnis (~/).</translation>
    </message>
    <message>
        <source>More than two function arguments (or any default) go one per line, each with a trailing comma.</source>
        <translation>Mehr als zwei Funktionsargumente (oder eines mit Vorgabewert) stehen je in einer eigenen Zeile, jedes mit nachgestelltem Komma.</translation>
    </message>
    <message>
        <source>A list of two or more elements has one per line.</source>
        <translation>Eine Liste mit zwei oder mehr Elementen hat eines pro Zeile.</translation>
    </message>
    <message>
        <source>No two blank lines in a row.</source>
        <translation>Keine zwei Leerzeilen hintereinander.</translation>
    </message>
    <message>
        <source>No tab characters outside strings.</source>
        <translation>Keine Tabulatoren außerhalb von Strings.</translation>
    </message>
    <message>
        <source>No white space at the end of a line.</source>
        <translation>Kein Leerraum am Zeilenende.</translation>
    </message>
    <message>
        <source>A new package evaluates with strictDeps = true.</source>
        <translation>Ein neues Paket wird mit strictDeps = true ausgewertet.</translation>
    </message>
    <message>
        <source>A new package evaluates with __structuredAttrs = true.</source>
        <translation>Ein neues Paket wird mit __structuredAttrs = true ausgewertet.</translation>
    </message>
    <message>
        <source>Environment variables for the build go in env.</source>
        <translation>Umgebungsvariablen für den Build gehören in env.</translation>
    </message>
    <message>
        <source>The builder takes (finalAttrs: { … }), not rec { … }.</source>
        <translation>Der Builder bekommt (finalAttrs: { … }), nicht rec { … }.</translation>
    </message>
    <message>
        <source>No with lib; or with pkgs; around the whole expression.</source>
        <translation>Kein with lib; oder with pkgs; um den ganzen Ausdruck.</translation>
    </message>
    <message>
        <source>No meta = with lib; — write lib.licenses.x.</source>
        <translation>Kein meta = with lib; – schreiben Sie lib.licenses.x.</translation>
    </message>
    <message>
        <source>meta is the last attribute of the package.</source>
        <translation>meta ist das letzte Attribut des Pakets.</translation>
    </message>
    <message>
        <source>Build-time tools and hooks go in nativeBuildInputs, not buildInputs.</source>
        <translation>Werkzeuge und Hooks für die Build-Zeit gehören in nativeBuildInputs, nicht in buildInputs.</translation>
    </message>
    <message>
        <source>The phases list is not overridden.</source>
        <translation>Die Liste phases wird nicht überschrieben.</translation>
    </message>
    <message>
        <source>An overridden phase runs runHook preX first and runHook postX last.</source>
        <translation>Eine überschriebene Phase ruft zuerst runHook preX und zuletzt runHook postX auf.</translation>
    </message>
    <message>
        <source>A comment says why doCheck = false.</source>
        <translation>Ein Kommentar sagt, warum doCheck = false gilt.</translation>
    </message>
    <message>
        <source>A comment says why substituteInPlace is needed.</source>
        <translation>Ein Kommentar sagt, warum substituteInPlace nötig ist.</translation>
    </message>
    <message>
        <source>No lib.fakeHash, lib.fakeSha256 or empty hash left over.</source>
        <translation>Kein übrig gebliebener lib.fakeHash, lib.fakeSha256 oder leerer Hash.</translation>
    </message>
    <message>
        <source>Hashes are SRI: hash = &quot;sha256-…&quot;, not sha256 = base-32 or hex.</source>
        <translation>Hashes sind SRI: hash = &quot;sha256-…&quot;, nicht sha256 = Base-32 oder Hex.</translation>
    </message>
    <message>
        <source>A release tag is fetched with tag = …, not rev = ….</source>
        <translation>Ein Release-Tag wird mit tag = … abgerufen, nicht mit rev = ….</translation>
    </message>
    <message>
        <source>A commit rev is the full 40-hex hash.</source>
        <translation>Ein Commit in rev ist der volle Hash mit 40 Hexziffern.</translation>
    </message>
    <message>
        <source>meta.description is set.</source>
        <translation>meta.description ist gesetzt.</translation>
    </message>
    <message>
        <source>meta.description is one sentence on one line.</source>
        <translation>meta.description ist ein Satz in einer Zeile.</translation>
    </message>
    <message>
        <source>meta.description starts with a capital letter.</source>
        <translation>meta.description beginnt mit einem Großbuchstaben.</translation>
    </message>
    <message>
        <source>meta.description does not start with A, An or The.</source>
        <translation>meta.description beginnt nicht mit A, An oder The.</translation>
    </message>
    <message>
        <source>meta.description does not start with the package name.</source>
        <translation>meta.description beginnt nicht mit dem Paketnamen.</translation>
    </message>
    <message>
        <source>meta.description does not end with punctuation.</source>
        <translation>meta.description endet nicht mit einem Satzzeichen.</translation>
    </message>
    <message>
        <source>meta.description is short (at most 80 characters).</source>
        <translation>meta.description ist kurz (höchstens 80 Zeichen).</translation>
    </message>
    <message>
        <source>meta.license is set.</source>
        <translation>meta.license ist gesetzt.</translation>
    </message>
    <message>
        <source>meta.license is a lib.licenses value, not a string or a deprecated GPL name.</source>
        <translation>meta.license ist ein Wert aus lib.licenses, kein String und kein veralteter GPL-Name.</translation>
    </message>
    <message>
        <source>meta.maintainers is set and not empty.</source>
        <translation>meta.maintainers ist gesetzt und nicht leer.</translation>
    </message>
    <message>
        <source>meta.mainProgram is set when the package has one.</source>
        <translation>meta.mainProgram ist gesetzt, wenn das Paket ein Hauptprogramm hat.</translation>
    </message>
    <message>
        <source>meta.mainProgram is a string, not pname.</source>
        <translation>meta.mainProgram ist ein String, nicht pname.</translation>
    </message>
    <message>
        <source>meta.mainProgram names a program in bin/.</source>
        <translation>meta.mainProgram nennt ein Programm in bin/.</translation>
    </message>
    <message>
        <source>buildPythonPackage gets pyproject = true (or an explicit format).</source>
        <translation>buildPythonPackage bekommt pyproject = true (oder ein ausdrückliches format).</translation>
    </message>
    <message>
        <source>pyproject = true comes with build-system.</source>
        <translation>Zu pyproject = true gehört build-system.</translation>
    </message>
    <message>
        <source>Runtime dependencies go in dependencies, not propagatedBuildInputs.</source>
        <translation>Laufzeitabhängigkeiten gehören in dependencies, nicht in propagatedBuildInputs.</translation>
    </message>
    <message>
        <source>A Python library sets pythonImportsCheck.</source>
        <translation>Eine Python-Bibliothek setzt pythonImportsCheck.</translation>
    </message>
    <message>
        <source>The package evaluates.</source>
        <translation>Das Paket lässt sich auswerten.</translation>
    </message>
    <message>
        <source>The package evaluates without warnings.</source>
        <translation>Das Paket lässt sich ohne Warnungen auswerten.</translation>
    </message>
    <message>
        <source>The package uses no aliases.</source>
        <translation>Das Paket verwendet keine Aliase.</translation>
    </message>
</context>
<context>
    <name>LintStepTexts</name>
    <message>
        <source>nixpkgs lint of attempt %1 (it builds): no findings.</source>
        <translation>nixpkgs-Lint von Versuch %1 (er baut): keine Befunde.</translation>
    </message>
    <message>
        <source>nixpkgs lint of attempt %1 (it builds): what nixpkgs CI (ci) or a reviewer (review) would reject:</source>
        <translation>nixpkgs-Lint von Versuch %1 (er baut): was die nixpkgs-CI (ci) oder ein Reviewer (review) ablehnen würde:</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>Lint of attempt %1: %2 findings, %3 of them fail nixpkgs CI</source>
        <translation>Lint von Versuch %1: %2 Befunde, an %3 davon scheitert die nixpkgs-CI</translation>
    </message>
    <message>
        <source>Lint quick fix: %1</source>
        <translation>Lint-Schnellkorrektur: %1</translation>
    </message>
    <message>
        <source>Quick fix of the lint findings of attempt %1: %2</source>
        <translation>Schnellkorrektur der Lint-Befunde von Versuch %1: %2</translation>
    </message>
    <message>
        <source>Attempt %1 builds: %2</source>
        <translation>Versuch %1 baut: %2</translation>
    </message>
    <message>
        <source>the lint quick fix breaks the build; rolled back</source>
        <translation>die Lint-Schnellkorrektur bricht den Build; zurückgerollt</translation>
    </message>
    <message>
        <source>The lint quick fix (attempt %1) does not build; back to attempt %2, whose lint findings stay.</source>
        <translation>Die Lint-Schnellkorrektur (Versuch %1) baut nicht; zurück zu Versuch %2, dessen Lint-Befunde bleiben.</translation>
    </message>
</context>
<context>
    <name>LintTexts</name>
    <message>
        <source>The package does not evaluate: %1</source>
        <translation>Das Paket lässt sich nicht auswerten: %1</translation>
    </message>
    <message>
        <source>The package evaluates only with aliases, which nixpkgs&apos; CI turns off: use the current name (%1).</source>
        <translation>Das Paket lässt sich nur mit Aliasen auswerten, die die nixpkgs-CI abschaltet: Verwenden Sie den aktuellen Namen (%1).</translation>
    </message>
    <message>
        <source>The package evaluates with strictDeps = false: nixpkgs-vet fails a new package unless it is true; set strictDeps = true;.</source>
        <translation>Das Paket wird mit strictDeps = false ausgewertet: nixpkgs-vet lässt ein neues Paket scheitern, wenn es nicht true ist; setzen Sie strictDeps = true;.</translation>
    </message>
    <message>
        <source>The package evaluates with __structuredAttrs = false: nixpkgs-vet fails a new package unless it is true; set __structuredAttrs = true;.</source>
        <translation>Das Paket wird mit __structuredAttrs = false ausgewertet: nixpkgs-vet lässt ein neues Paket scheitern, wenn es nicht true ist; setzen Sie __structuredAttrs = true;.</translation>
    </message>
    <message>
        <source>Evaluation prints a warning, which fails nixpkgs&apos; CI eval: %1</source>
        <translation>Die Auswertung gibt eine Warnung aus, an der die Auswertung der nixpkgs-CI scheitert: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) like the ones above.</source>
        <translation>
            <numerusform>%n weitere Zeile wie die obigen.</numerusform>
            <numerusform>%n weitere Zeilen wie die obigen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The function head has %n argument(s) on one line: nixfmt writes one per line, each followed by a comma, when there are more than two or any has a default.</source>
        <translation>
            <numerusform>Der Funktionskopf hat %n Argument in einer Zeile: nixfmt schreibt eines pro Zeile, jedes mit einem Komma dahinter, wenn es mehr als zwei sind oder eines einen Vorgabewert hat.</numerusform>
            <numerusform>Der Funktionskopf hat %n Argumente in einer Zeile: nixfmt schreibt eines pro Zeile, jedes mit einem Komma dahinter, wenn es mehr als zwei sind oder eines einen Vorgabewert hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; shares a line with another argument or the opening brace: nixfmt writes each argument on its own line.</source>
        <translation>&quot;%1&quot; teilt sich eine Zeile mit einem anderen Argument oder der öffnenden Klammer: nixfmt schreibt jedes Argument in eine eigene Zeile.</translation>
    </message>
    <message>
        <source>The closing brace of the function head shares a line with an argument: nixfmt puts it on a line of its own.</source>
        <translation>Die schließende Klammer des Funktionskopfs teilt sich eine Zeile mit einem Argument: nixfmt setzt sie in eine eigene Zeile.</translation>
    </message>
    <message>
        <source>The last argument &quot;%1&quot; has no trailing comma: nixfmt ends every argument of a multi-line head with one.</source>
        <translation>Das letzte Argument &quot;%1&quot; hat kein nachgestelltes Komma: nixfmt beendet jedes Argument eines mehrzeiligen Kopfs mit einem.</translation>
    </message>
    <message numerus="yes">
        <source>A list of %n elements with two on one line: nixfmt puts each element of a list of two or more on its own line.</source>
        <translation>
            <numerusform>Eine Liste mit %n Element, davon zwei in einer Zeile: nixfmt setzt jedes Element einer Liste mit zwei oder mehr Elementen in eine eigene Zeile.</numerusform>
            <numerusform>Eine Liste mit %n Elementen, davon zwei in einer Zeile: nixfmt setzt jedes Element einer Liste mit zwei oder mehr Elementen in eine eigene Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <source>A second blank line in a row: nixfmt keeps at most one.</source>
        <translation>Eine zweite Leerzeile in Folge: nixfmt behält höchstens eine.</translation>
    </message>
    <message>
        <source>The file ends with a blank line: nixfmt ends it right after the last line of code.</source>
        <translation>Die Datei endet mit einer Leerzeile: nixfmt beendet sie direkt nach der letzten Codezeile.</translation>
    </message>
    <message>
        <source>A tab character: nixfmt indents with spaces (two per level).</source>
        <translation>Ein Tabulator: nixfmt rückt mit Leerzeichen ein (zwei pro Ebene).</translation>
    </message>
    <message>
        <source>White space at the end of the line: nixfmt removes it.</source>
        <translation>Leerraum am Zeilenende: nixfmt entfernt ihn.</translation>
    </message>
    <message>
        <source>meta.description is missing: add one short sentence saying what the package is, e.g. &quot;Command-line JSON processor&quot;.</source>
        <translation>meta.description fehlt: Fügen Sie einen kurzen Satz hinzu, der sagt, was das Paket ist, z. B. &quot;Command-line JSON processor&quot;.</translation>
    </message>
    <message>
        <source>meta.description is empty: say in a few words what the package is.</source>
        <translation>meta.description ist leer: Sagen Sie in wenigen Worten, was das Paket ist.</translation>
    </message>
    <message>
        <source>meta.description spans several lines: keep one line, and put the rest in meta.longDescription.</source>
        <translation>meta.description erstreckt sich über mehrere Zeilen: Behalten Sie eine Zeile und schreiben Sie den Rest in meta.longDescription.</translation>
    </message>
    <message>
        <source>meta.description holds more than one sentence: keep the first, and put the rest in meta.longDescription.</source>
        <translation>meta.description enthält mehr als einen Satz: Behalten Sie den ersten und schreiben Sie den Rest in meta.longDescription.</translation>
    </message>
    <message>
        <source>meta.description starts with &quot;%1&quot;: start with the noun, e.g. &quot;%2&quot;.</source>
        <translation>meta.description beginnt mit &quot;%1&quot;: Beginnen Sie mit dem Substantiv, z. B. &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>meta.description starts with a lower-case letter: capitalise it (&quot;%1&quot;).</source>
        <translation>meta.description beginnt mit einem Kleinbuchstaben: Schreiben Sie ihn groß (&quot;%1&quot;).</translation>
    </message>
    <message>
        <source>meta.description starts with the package name: say what the package is; the name is shown beside the description anyway.</source>
        <translation>meta.description beginnt mit dem Paketnamen: Sagen Sie, was das Paket ist; der Name wird ohnehin neben der Beschreibung angezeigt.</translation>
    </message>
    <message>
        <source>meta.description ends with &quot;%1&quot;: drop the punctuation.</source>
        <translation>meta.description endet mit &quot;%1&quot;: Entfernen Sie das Satzzeichen.</translation>
    </message>
    <message>
        <source>meta.description has %1 characters: keep it short (at most %2); details go in meta.longDescription.</source>
        <translation>meta.description hat %1 Zeichen: Halten Sie sie kurz (höchstens %2); Einzelheiten gehören in meta.longDescription.</translation>
    </message>
    <message>
        <source>meta.license is not set: use the lib.licenses value of the upstream license (lib.licenses.unfree when there is none).</source>
        <translation>meta.license ist nicht gesetzt: Verwenden Sie den lib.licenses-Wert der Upstream-Lizenz (lib.licenses.unfree, wenn es keine gibt).</translation>
    </message>
    <message>
        <source>meta.license is the string &quot;%1&quot;: use a lib.licenses value, e.g. lib.licenses.mit.</source>
        <translation>meta.license ist der String &quot;%1&quot;: Verwenden Sie einen lib.licenses-Wert, z. B. lib.licenses.mit.</translation>
    </message>
    <message>
        <source>%1 is deprecated because it hides whether later versions are allowed: write %2Only or %2Plus, as the source&apos;s license notice says.</source>
        <translation>%1 ist veraltet, weil es offenlässt, ob spätere Versionen erlaubt sind: Schreiben Sie %2Only oder %2Plus, wie es der Lizenzhinweis der Quelle sagt.</translation>
    </message>
    <message>
        <source>meta.maintainers is not set: a new package needs at least one maintainer from maintainers/maintainer-list.nix.</source>
        <translation>meta.maintainers ist nicht gesetzt: Ein neues Paket braucht mindestens einen Maintainer aus maintainers/maintainer-list.nix.</translation>
    </message>
    <message>
        <source>meta.maintainers is empty: a new package needs at least one maintainer (add yourself to maintainers/maintainer-list.nix in an earlier commit if needed).</source>
        <translation>meta.maintainers ist leer: Ein neues Paket braucht mindestens einen Maintainer (tragen Sie sich bei Bedarf in einem früheren Commit in maintainers/maintainer-list.nix ein).</translation>
    </message>
    <message>
        <source>meta.mainProgram is not set, and the package installs one program: add mainProgram = &quot;%1&quot;;.</source>
        <translation>meta.mainProgram ist nicht gesetzt, und das Paket installiert ein Programm: Fügen Sie mainProgram = &quot;%1&quot;; hinzu.</translation>
    </message>
    <message>
        <source>meta.mainProgram is not set, but the package installs a program: name its main executable in bin/, e.g. mainProgram = &quot;%1&quot;;.</source>
        <translation>meta.mainProgram ist nicht gesetzt, aber das Paket installiert ein Programm: Nennen Sie sein Hauptprogramm in bin/, z. B. mainProgram = &quot;%1&quot;;.</translation>
    </message>
    <message>
        <source>meta.mainProgram is inherited: write the program&apos;s name as a string.</source>
        <translation>meta.mainProgram wird geerbt: Schreiben Sie den Namen des Programms als String.</translation>
    </message>
    <message>
        <source>meta.mainProgram is computed: write the program&apos;s name as a string, even when it equals pname.</source>
        <translation>meta.mainProgram wird berechnet: Schreiben Sie den Namen des Programms als String, auch wenn er pname gleicht.</translation>
    </message>
    <message>
        <source>meta.mainProgram is &quot;%1&quot;, but the build installs no bin/: drop mainProgram or install the program.</source>
        <translation>meta.mainProgram ist &quot;%1&quot;, aber der Build installiert kein bin/: Entfernen Sie mainProgram oder installieren Sie das Programm.</translation>
    </message>
    <message>
        <source>meta.mainProgram is &quot;%1&quot;, but bin/ holds %2: name one of those.</source>
        <translation>meta.mainProgram ist &quot;%1&quot;, aber bin/ enthält %2: Nennen Sie eines davon.</translation>
    </message>
    <message>
        <source>%1 is not a Python package, so it belongs in pkgs/by-name, not in python-modules.</source>
        <translation>%1 ist kein Python-Paket und gehört daher nach pkgs/by-name, nicht nach python-modules.</translation>
    </message>
    <message>
        <source>A Python library goes to pkgs/development/python-modules/%1/default.nix with a line in python-packages.nix.</source>
        <translation>Eine Python-Bibliothek gehört nach pkgs/development/python-modules/%1/default.nix, mit einer Zeile in python-packages.nix.</translation>
    </message>
    <message>
        <source>%1 is outside pkgs/by-name: a new top-level package goes to pkgs/by-name/&lt;shard&gt;/&lt;name&gt;/package.nix.</source>
        <translation>%1 liegt außerhalb von pkgs/by-name: Ein neues Top-Level-Paket gehört nach pkgs/by-name/&lt;shard&gt;/&lt;name&gt;/package.nix.</translation>
    </message>
    <message>
        <source>buildPythonPackage builds a library, which goes to pkgs/development/python-modules/&lt;name&gt;/default.nix, not to pkgs/by-name; an application uses buildPythonApplication.</source>
        <translation>buildPythonPackage baut eine Bibliothek, und die gehört nach pkgs/development/python-modules/&lt;name&gt;/default.nix, nicht nach pkgs/by-name; eine Anwendung verwendet buildPythonApplication.</translation>
    </message>
    <message>
        <source>%1 is not a by-name package file: it must be pkgs/by-name/&lt;shard&gt;/&lt;name&gt;/package.nix.</source>
        <translation>%1 ist keine by-name-Paketdatei: Sie muss pkgs/by-name/&lt;shard&gt;/&lt;name&gt;/package.nix sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a by-name directory: use only letters, digits, &quot;-&quot; and &quot;_&quot;, starting with a letter or &quot;_&quot;.</source>
        <translation>&quot;%1&quot; kann kein by-name-Verzeichnis sein: Verwenden Sie nur Buchstaben, Ziffern, &quot;-&quot; und &quot;_&quot;, beginnend mit einem Buchstaben oder &quot;_&quot;.</translation>
    </message>
    <message>
        <source>The shard of %1 is &quot;%2&quot;: move the file to pkgs/by-name/%2/%1/%3.</source>
        <translation>Der Shard von %1 ist &quot;%2&quot;: Verschieben Sie die Datei nach pkgs/by-name/%2/%1/%3.</translation>
    </message>
    <message>
        <source>The directory is named %1 but pname is &quot;%2&quot;: name the directory after pname.</source>
        <translation>Das Verzeichnis heißt %1, pname ist aber &quot;%2&quot;: Benennen Sie das Verzeichnis nach pname.</translation>
    </message>
    <message>
        <source>pname &quot;%1&quot; has upper-case letters: write &quot;%2&quot;.</source>
        <translation>pname &quot;%1&quot; enthält Großbuchstaben: Schreiben Sie &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>pname &quot;%1&quot; has characters a package name does not use: keep to a-z, 0-9 and . _ + -.</source>
        <translation>pname &quot;%1&quot; enthält Zeichen, die ein Paketname nicht verwendet: Bleiben Sie bei a-z, 0-9 und . _ + -.</translation>
    </message>
    <message>
        <source>version &quot;%1&quot; does not start with a digit: drop a prefix such as &quot;v&quot; (the fetcher&apos;s tag can add it), or write &quot;0-unstable-YYYY-MM-DD&quot; for a commit without a release.</source>
        <translation>version &quot;%1&quot; beginnt nicht mit einer Ziffer: Entfernen Sie ein Präfix wie &quot;v&quot; (der tag des Fetchers kann es ergänzen), oder schreiben Sie &quot;0-unstable-YYYY-MM-DD&quot; für einen Commit ohne Release.</translation>
    </message>
    <message>
        <source>%1 is a search path: take what you need as an argument of the package function instead.</source>
        <translation>%1 ist ein Suchpfad: Nehmen Sie, was Sie brauchen, stattdessen als Argument der Paketfunktion.</translation>
    </message>
    <message>
        <source>%1 is a path in someone&apos;s home directory: nixpkgs cannot refer to it; put the file beside package.nix.</source>
        <translation>%1 ist ein Pfad in einem Home-Verzeichnis: nixpkgs kann nicht darauf verweisen; legen Sie die Datei neben package.nix.</translation>
    </message>
    <message>
        <source>%1 is an absolute path: nixpkgs cannot refer to files outside itself; put the file beside package.nix or fetch it.</source>
        <translation>%1 ist ein absoluter Pfad: nixpkgs kann nicht auf Dateien außerhalb seiner selbst verweisen; legen Sie die Datei neben package.nix oder rufen Sie sie mit einem Fetcher ab.</translation>
    </message>
    <message>
        <source>%1 leaves the package&apos;s directory: copy the file next to package.nix, or pass it in as an argument.</source>
        <translation>%1 verlässt das Verzeichnis des Pakets: Kopieren Sie die Datei neben package.nix oder übergeben Sie sie als Argument.</translation>
    </message>
    <message>
        <source>%1 sets neither pyproject nor format: write pyproject = true; with the project&apos;s build backend in build-system.</source>
        <translation>%1 setzt weder pyproject noch format: Schreiben Sie pyproject = true; mit dem Build-Backend des Projekts in build-system.</translation>
    </message>
    <message>
        <source>format = &quot;%1&quot; is the old form: write pyproject = true; and list the build backend in build-system.</source>
        <translation>format = &quot;%1&quot; ist die alte Form: Schreiben Sie pyproject = true; und führen Sie das Build-Backend in build-system auf.</translation>
    </message>
    <message>
        <source>pyproject = true; without build-system: list the backend the project&apos;s pyproject.toml names (e.g. setuptools, hatchling).</source>
        <translation>pyproject = true; ohne build-system: Führen Sie das Backend auf, das die pyproject.toml des Projekts nennt (z. B. setuptools, hatchling).</translation>
    </message>
    <message>
        <source>build-system is empty: list the backend the project&apos;s pyproject.toml names (e.g. setuptools, hatchling).</source>
        <translation>build-system ist leer: Führen Sie das Backend auf, das die pyproject.toml des Projekts nennt (z. B. setuptools, hatchling).</translation>
    </message>
    <message>
        <source>propagatedBuildInputs in a pyproject package: runtime Python dependencies go in dependencies.</source>
        <translation>propagatedBuildInputs in einem pyproject-Paket: Python-Laufzeitabhängigkeiten gehören in dependencies.</translation>
    </message>
    <message>
        <source>The library has no pythonImportsCheck: list the modules it provides, e.g. pythonImportsCheck = [ &quot;%1&quot; ];.</source>
        <translation>Die Bibliothek hat kein pythonImportsCheck: Führen Sie die Module auf, die sie bereitstellt, z. B. pythonImportsCheck = [ &quot;%1&quot; ];.</translation>
    </message>
    <message>
        <source>%1 = %2 is a placeholder: build once and write the hash Nix reports (the build fails with a hash mismatch until then).</source>
        <translation>%1 = %2 ist ein Platzhalter: Bauen Sie einmal und tragen Sie den Hash ein, den Nix meldet (bis dahin scheitert der Build an einer Hash-Abweichung).</translation>
    </message>
    <message>
        <source>%1 is empty or the fake hash: build once and write the hash Nix reports.</source>
        <translation>%1 ist leer oder der Fake-Hash: Bauen Sie einmal und tragen Sie den Hash ein, den Nix meldet.</translation>
    </message>
    <message>
        <source>%1 is written in base-32 or hex: write %2 = &quot;%3&quot;; (the same hash in SRI form).</source>
        <translation>%1 ist in Base-32 oder Hex geschrieben: Schreiben Sie %2 = &quot;%3&quot;; (derselbe Hash in SRI-Form).</translation>
    </message>
    <message>
        <source>%1 = is the old name: write %2 = &quot;%3&quot;; instead.</source>
        <translation>%1 = ist der alte Name: Schreiben Sie stattdessen %2 = &quot;%3&quot;;.</translation>
    </message>
    <message>
        <source>inherit rev; passes the version as a git rev: write tag = &quot;v${finalAttrs.version}&quot;; (or the tag&apos;s own form) when it is a release tag.</source>
        <translation>inherit rev; übergibt die Version als Git-rev: Schreiben Sie tag = &quot;v${finalAttrs.version}&quot;; (oder die eigene Form des Tags), wenn es ein Release-Tag ist.</translation>
    </message>
    <message>
        <source>%1 sets both rev and tag: keep tag for a release, rev for a commit.</source>
        <translation>%1 setzt sowohl rev als auch tag: Behalten Sie tag für ein Release, rev für einen Commit.</translation>
    </message>
    <message>
        <source>rev &quot;%1&quot; is a short commit hash: write the full 40-character hash (a short one can become ambiguous).</source>
        <translation>rev &quot;%1&quot; ist ein kurzer Commit-Hash: Schreiben Sie den vollen Hash mit 40 Zeichen (ein kurzer kann mehrdeutig werden).</translation>
    </message>
    <message>
        <source>rev = %1 names a release: write tag = %2; (fetchers take tag since nixpkgs #355973; it cannot be mistaken for a branch).</source>
        <translation>rev = %1 nennt ein Release: Schreiben Sie tag = %2; (Fetcher nehmen tag seit nixpkgs #355973; es lässt sich nicht mit einem Branch verwechseln).</translation>
    </message>
    <message>
        <source>strictDeps = false: nixpkgs-vet fails a new package that does not evaluate with strictDeps = true; move build tools to nativeBuildInputs and set it to true.</source>
        <translation>strictDeps = false: nixpkgs-vet lässt ein neues Paket scheitern, das nicht mit strictDeps = true ausgewertet wird; verschieben Sie Build-Werkzeuge nach nativeBuildInputs und setzen Sie es auf true.</translation>
    </message>
    <message>
        <source>%1 does not set strictDeps = true; (mkDerivation&apos;s default is false): nixpkgs-vet fails a new package without it.</source>
        <translation>%1 setzt nicht strictDeps = true; (die Vorgabe von mkDerivation ist false): nixpkgs-vet lässt ein neues Paket ohne es scheitern.</translation>
    </message>
    <message>
        <source>__structuredAttrs = false: nixpkgs-vet fails a new package that does not evaluate with __structuredAttrs = true.</source>
        <translation>__structuredAttrs = false: nixpkgs-vet lässt ein neues Paket scheitern, das nicht mit __structuredAttrs = true ausgewertet wird.</translation>
    </message>
    <message>
        <source>The package does not set __structuredAttrs = true;: nixpkgs-vet fails a new package without it, whatever the builder.</source>
        <translation>Das Paket setzt nicht __structuredAttrs = true;: nixpkgs-vet lässt ein neues Paket ohne es scheitern, gleich mit welchem Builder.</translation>
    </message>
    <message>
        <source>%1 is an environment variable for the build: write it inside env = { … }; (with __structuredAttrs only env is exported).</source>
        <translation>%1 ist eine Umgebungsvariable für den Build: Schreiben Sie sie in env = { … }; (mit __structuredAttrs wird nur env exportiert).</translation>
    </message>
    <message>
        <source>rec { … } ignores overrideAttrs: write %1 (finalAttrs: { … }) and refer to finalAttrs.version, finalAttrs.src and so on.</source>
        <translation>rec { … } ignoriert overrideAttrs: Schreiben Sie %1 (finalAttrs: { … }) und verweisen Sie auf finalAttrs.version, finalAttrs.src usw.</translation>
    </message>
    <message>
        <source>with %1; around the whole expression hides where names come from: write %1.name where a name is used (or inherit (%1) name;).</source>
        <translation>with %1; um den ganzen Ausdruck verbirgt, woher Namen kommen: Schreiben Sie %1.name, wo ein Name verwendet wird (oder inherit (%1) name;).</translation>
    </message>
    <message>
        <source>meta = with lib; { … }: write lib.licenses.x and lib.platforms.y instead (maintainers = with lib.maintainers; [ … ] may stay).</source>
        <translation>meta = with lib; { … }: Schreiben Sie stattdessen lib.licenses.x und lib.platforms.y (maintainers = with lib.maintainers; [ … ] darf bleiben).</translation>
    </message>
    <message>
        <source>%1 comes after meta: meta is the last attribute of a package (passthru goes just before it).</source>
        <translation>%1 steht nach meta: meta ist das letzte Attribut eines Pakets (passthru steht direkt davor).</translation>
    </message>
    <message>
        <source>%1 is a Python build backend: it goes in build-system, not in %2.</source>
        <translation>%1 ist ein Python-Build-Backend: Es gehört in build-system, nicht in %2.</translation>
    </message>
    <message>
        <source>%1 runs at build time: it goes in nativeBuildInputs, not in %2.</source>
        <translation>%1 läuft zur Build-Zeit: Es gehört in nativeBuildInputs, nicht in %2.</translation>
    </message>
    <message>
        <source>phases is overridden: leave the list to stdenv and override single phases (or set dontX = true;) instead.</source>
        <translation>phases wird überschrieben: Überlassen Sie die Liste stdenv und überschreiben Sie stattdessen einzelne Phasen (oder setzen Sie dontX = true;).</translation>
    </message>
    <message>
        <source>%1 does not run %2: an overridden phase starts with runHook pre%3 and ends with runHook post%3.</source>
        <translation>%1 ruft %2 nicht auf: Eine überschriebene Phase beginnt mit runHook pre%3 und endet mit runHook post%3.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>doCheck = false; without a comment: say why the tests are off (or disable only the failing ones).</source>
        <translation>doCheck = false; ohne Kommentar: Sagen Sie, warum die Tests abgeschaltet sind (oder schalten Sie nur die fehlschlagenden ab).</translation>
    </message>
    <message>
        <source>substituteInPlace without a comment: say what the substitution fixes, so a reviewer can tell when it can go.</source>
        <translation>substituteInPlace ohne Kommentar: Sagen Sie, was die Ersetzung behebt, damit ein Reviewer erkennen kann, wann sie entfallen kann.</translation>
    </message>
</context>
<context>
    <name>LlmErrorTexts</name>
    <message>
        <source>No API key for this provider: set it in the provider settings or in the environment variable named there.</source>
        <translation>Kein API-Schlüssel für diesen Anbieter: Tragen Sie ihn in den Anbietereinstellungen ein oder in die dort genannte Umgebungsvariable.</translation>
    </message>
    <message>
        <source>The provider refused the API key: check the key in the provider settings and that it may use this model.</source>
        <translation>Der Anbieter hat den API-Schlüssel abgelehnt: Prüfen Sie den Schlüssel in den Anbietereinstellungen und ob er dieses Modell nutzen darf.</translation>
    </message>
    <message>
        <source>The provider does not know this model: check the model name in the provider settings.</source>
        <translation>Der Anbieter kennt dieses Modell nicht: Prüfen Sie den Modellnamen in den Anbietereinstellungen.</translation>
    </message>
    <message>
        <source>The prompt is longer than the model&apos;s context window: use a model with a larger window or shorten the evidence.</source>
        <translation>Der Prompt ist länger als das Kontextfenster des Modells: Verwenden Sie ein Modell mit größerem Fenster oder kürzen Sie die Evidenz.</translation>
    </message>
    <message>
        <source>The provider rejected the request: check the provider settings (the details say what it objected to).</source>
        <translation>Der Anbieter hat die Anfrage abgelehnt: Prüfen Sie die Anbietereinstellungen (die Details nennen den Einwand).</translation>
    </message>
    <message>
        <source>The provider is rate-limiting requests and retries did not help: wait a while or raise the account&apos;s limits.</source>
        <translation>Der Anbieter drosselt die Anfragen, und Wiederholungen haben nicht geholfen: Warten Sie eine Weile oder erhöhen Sie die Limits des Kontos.</translation>
    </message>
    <message>
        <source>The provider&apos;s server failed repeatedly: try again later or switch to another provider.</source>
        <translation>Der Server des Anbieters ist wiederholt ausgefallen: Versuchen Sie es später erneut oder wechseln Sie den Anbieter.</translation>
    </message>
    <message>
        <source>The provider cannot be reached: check the network and the base URL in the provider settings.</source>
        <translation>Der Anbieter ist nicht erreichbar: Prüfen Sie das Netzwerk und die Basis-URL in den Anbietereinstellungen.</translation>
    </message>
    <message>
        <source>The provider did not answer in time: try again, or raise the request timeout in the provider settings.</source>
        <translation>Der Anbieter hat nicht rechtzeitig geantwortet: Versuchen Sie es erneut oder erhöhen Sie die Zeitgrenze in den Anbietereinstellungen.</translation>
    </message>
    <message>
        <source>The model&apos;s reply could not be read: try again, or use another model if this keeps happening.</source>
        <translation>Die Antwort des Modells konnte nicht gelesen werden: Versuchen Sie es erneut oder verwenden Sie ein anderes Modell, falls das wieder passiert.</translation>
    </message>
    <message>
        <source>The model call was cancelled.</source>
        <translation>Der Modellaufruf wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The session stopped before passing its budget: raise the token or cost budget to continue.</source>
        <translation>Die Sitzung hat vor dem Überschreiten ihres Budgets angehalten: Erhöhen Sie das Token- oder Kostenbudget, um fortzufahren.</translation>
    </message>
</context>
<context>
    <name>LogReaderTexts</name>
    <message>
        <source>The log could not be read to its end.</source>
        <translation>Das Protokoll konnte nicht bis zum Ende gelesen werden.</translation>
    </message>
    <message>
        <source>There is no log file at %1.</source>
        <translation>Unter %1 gibt es keine Protokolldatei.</translation>
    </message>
    <message>
        <source>%1 is a directory, not a log file.</source>
        <translation>%1 ist ein Verzeichnis, keine Protokolldatei.</translation>
    </message>
    <message>
        <source>The log file %1 could not be opened.</source>
        <translation>Die Protokolldatei %1 konnte nicht geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>LoopTexts</name>
    <message>
        <source>The time budget of %1 s is spent.</source>
        <translation>Das Zeitbudget von %1 s ist aufgebraucht.</translation>
    </message>
    <message>
        <source>The token budget of %1 is spent.</source>
        <translation>Das Token-Budget von %1 ist aufgebraucht.</translation>
    </message>
    <message>
        <source>The cost budget of $%1 is spent.</source>
        <translation>Das Kostenbudget von $%1 ist aufgebraucht.</translation>
    </message>
    <message>
        <source>%1 already holds a session; choose a new directory.</source>
        <translation>%1 enthält bereits eine Sitzung; wählen Sie ein neues Verzeichnis.</translation>
    </message>
    <message>
        <source>Cannot create the session directory %1.</source>
        <translation>Das Sitzungsverzeichnis %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Fetching the source %1</source>
        <translation>Die Quelle %1 wird abgerufen</translation>
    </message>
    <message>
        <source>Cancelled while fetching.</source>
        <translation>Beim Abrufen abgebrochen.</translation>
    </message>
    <message>
        <source>The package name cannot be told from %1; give it (--pname NAME).</source>
        <translation>Der Paketname lässt sich nicht aus %1 ermitteln; geben Sie ihn an (--pname NAME).</translation>
    </message>
    <message>
        <source>The version cannot be told from %1; give it (--package-version VERSION).</source>
        <translation>Die Version lässt sich nicht aus %1 ermitteln; geben Sie sie an (--package-version VERSION).</translation>
    </message>
    <message>
        <source>Analysing the project</source>
        <translation>Das Projekt wird analysiert</translation>
    </message>
    <message>
        <source>
Source: %1 (%2, hash by %3)</source>
        <translation>
Quelle: %1 (%2, Hash per %3)</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Initial expression from the %1 template</source>
        <translation>Ausgangsausdruck aus der Vorlage %1</translation>
    </message>
    <message>
        <source>Initial expression, as given</source>
        <translation>Ausgangsausdruck, wie angegeben</translation>
    </message>
    <message>
        <source>The package expression was given; no project analysis.</source>
        <translation>Der Paketausdruck wurde vorgegeben; keine Projektanalyse.</translation>
    </message>
    <message>
        <source>The limit of %1 builds is reached without a building package.</source>
        <translation>Die Grenze von %1 Builds ist erreicht, ohne dass das Paket baut.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The package as it is, before the update</source>
        <translation>Das Paket im aktuellen Zustand, vor dem Update</translation>
    </message>
    <message>
        <source>Project summary (model, at the template choice): %1
%2</source>
        <translation>Projektzusammenfassung (Modell, bei der Vorlagenwahl): %1
%2</translation>
    </message>
</context>
<context>
    <name>MaintenanceTexts</name>
    <message>
        <source>Finding the version to update to</source>
        <translation>Die Zielversion des Updates wird ermittelt</translation>
    </message>
    <message>
        <source>The package has no version attribute to update.</source>
        <translation>Das Paket hat kein version-Attribut, das aktualisiert werden könnte.</translation>
    </message>
    <message>
        <source>The source of %1 is fetched from %2, whose versions Packwright cannot list; give the version to update to (--to VERSION).</source>
        <translation>Die Quelle von %1 wird von %2 abgerufen, dessen Versionen Packwright nicht auflisten kann; geben Sie die Zielversion des Updates an (--to VERSION).</translation>
    </message>
    <message>
        <source>No tag of %1 names a version; give the version to update to (--to VERSION).</source>
        <translation>Kein Tag von %1 nennt eine Version; geben Sie die Zielversion des Updates an (--to VERSION).</translation>
    </message>
    <message>
        <source>No tag of %1 names version %2 (the newest is %3).</source>
        <translation>Kein Tag von %1 nennt Version %2 (die neueste ist %3).</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 is at %2 already (the newest is %3).</source>
        <translation>%1 ist bereits auf %2 (die neueste ist %3).</translation>
    </message>
    <message>
        <source>%1 is older than %2: this update is a downgrade.</source>
        <translation>%1 ist älter als %2: Dieses Update ist ein Downgrade.</translation>
    </message>
    <message>
        <source>The maintainer did not take the update (%1).</source>
        <translation>Der Maintainer hat das Update nicht übernommen (%1).</translation>
    </message>
    <message>
        <source>Indexing the packages of %1</source>
        <translation>Die Pakete von %1 werden indiziert</translation>
    </message>
    <message>
        <source>Move the nixpkgs pin from %1 to %2: %3</source>
        <translation>Den nixpkgs-Pin von %1 auf %2 verschieben: %3</translation>
    </message>
    <message>
        <source>Move the nixpkgs pin to %1 (%2)</source>
        <translation>Den nixpkgs-Pin auf %1 verschieben (%2)</translation>
    </message>
    <message>
        <source>rejected by the maintainer</source>
        <translation>vom Maintainer abgelehnt</translation>
    </message>
    <message>
        <source>rejected by the maintainer: %1</source>
        <translation>vom Maintainer abgelehnt: %1</translation>
    </message>
    <message>
        <source>Moving the nixpkgs pin to %1</source>
        <translation>Der nixpkgs-Pin wird auf %1 verschoben</translation>
    </message>
    <message>
        <source>The nixpkgs pin cannot move to %1.</source>
        <translation>Der nixpkgs-Pin kann nicht auf %1 verschoben werden.</translation>
    </message>
</context>
<context>
    <name>MetadataCheckTexts</name>
    <message>
        <source>meta.description is missing: add one short sentence saying what the package is, e.g. &quot;Command-line JSON processor&quot;.</source>
        <translation>meta.description fehlt: Fügen Sie einen kurzen Satz hinzu, der sagt, was das Paket ist, z. B. &quot;Command-line JSON processor&quot;.</translation>
    </message>
    <message>
        <source>meta.description is empty: say in a few words what the package is.</source>
        <translation>meta.description ist leer: Sagen Sie in wenigen Worten, was das Paket ist.</translation>
    </message>
    <message>
        <source>meta.description starts with the article &quot;%1&quot;: nixpkgs descriptions start with the noun (&quot;%2&quot;).</source>
        <translation>meta.description beginnt mit dem Artikel &quot;%1&quot;: Beschreibungen in nixpkgs beginnen mit dem Substantiv (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>meta.description ends with a period: drop it.</source>
        <translation>meta.description endet mit einem Punkt: Entfernen Sie ihn.</translation>
    </message>
    <message>
        <source>meta.description starts with the package name &quot;%1&quot;: say what it is instead, the name is shown beside it anyway.</source>
        <translation>meta.description beginnt mit dem Paketnamen &quot;%1&quot;: Sagen Sie stattdessen, was es ist; der Name wird ohnehin daneben angezeigt.</translation>
    </message>
    <message>
        <source>meta.description starts with a lower-case letter: capitalise it.</source>
        <translation>meta.description beginnt mit einem Kleinbuchstaben: Schreiben Sie ihn groß.</translation>
    </message>
    <message>
        <source>meta.homepage is missing: add the project&apos;s web page.</source>
        <translation>meta.homepage fehlt: Fügen Sie die Webseite des Projekts hinzu.</translation>
    </message>
    <message>
        <source>meta.homepage &quot;%1&quot; is not an http(s) URL.</source>
        <translation>meta.homepage &quot;%1&quot; ist keine http(s)-URL.</translation>
    </message>
    <message>
        <source>meta.license is missing: set it from the project&apos;s license (lib.licenses.&lt;name&gt;).</source>
        <translation>meta.license fehlt: Setzen Sie sie gemäß der Lizenz des Projekts (lib.licenses.&lt;name&gt;).</translation>
    </message>
    <message>
        <source>meta.license is missing: the source&apos;s license file reads as %1, i.e. lib.licenses.%2.</source>
        <translation>meta.license fehlt: Die Lizenzdatei der Quelle entspricht %1, also lib.licenses.%2.</translation>
    </message>
    <message>
        <source>meta.license says %1, but the source&apos;s license reads as %2: check which is right.</source>
        <translation>meta.license nennt %1, die Lizenz der Quelle entspricht aber %2: Prüfen Sie, was stimmt.</translation>
    </message>
    <message>
        <source>meta.license says %1, but the source&apos;s license reads as %2 (lib.licenses.%3): check which is right.</source>
        <translation>meta.license nennt %1, die Lizenz der Quelle entspricht aber %2 (lib.licenses.%3): Prüfen Sie, was stimmt.</translation>
    </message>
    <message>
        <source>meta.mainProgram is &quot;%1&quot;, but the package installs no $out/bin: drop mainProgram or install the program.</source>
        <translation>meta.mainProgram ist &quot;%1&quot;, aber das Paket installiert kein $out/bin: Entfernen Sie mainProgram oder installieren Sie das Programm.</translation>
    </message>
    <message>
        <source>meta.mainProgram is &quot;%1&quot;, but $out/bin holds %2: name one of those.</source>
        <translation>meta.mainProgram ist &quot;%1&quot;, aber $out/bin enthält %2: Nennen Sie eines davon.</translation>
    </message>
    <message>
        <source>meta.mainProgram is not set: $out/bin holds only &quot;%1&quot;; set mainProgram = &quot;%1&quot; so that lib.getExe and nix run find it.</source>
        <translation>meta.mainProgram ist nicht gesetzt: $out/bin enthält nur &quot;%1&quot;; setzen Sie mainProgram = &quot;%1&quot;, damit lib.getExe und nix run es finden.</translation>
    </message>
    <message>
        <source>src is a local path/file:// URL%1; nixpkgs needs a fetcher with a public URL.</source>
        <translation>src ist ein lokaler Pfad bzw. eine file://-URL%1; nixpkgs braucht einen Fetcher mit öffentlicher URL.</translation>
    </message>
</context>
<context>
    <name>NixEnvironment</name>
    <message>
        <source>Nix is not installed (nix-instantiate was not found). Install Nix 2.8 or later from https://nixos.org/download or your distribution (Debian: nix-bin).</source>
        <translation>Nix ist nicht installiert (nix-instantiate wurde nicht gefunden). Installieren Sie Nix 2.8 oder neuer von https://nixos.org/download oder aus Ihrer Distribution (Debian: nix-bin).</translation>
    </message>
    <message>
        <source>Nix %1 is too old; Packwright needs Nix 2.8 or later.</source>
        <translation>Nix %1 ist zu alt; Packwright braucht Nix 2.8 oder neuer.</translation>
    </message>
    <message>
        <source>This system (%1) is not one nixpkgs supports; most packages will not build.</source>
        <translation>Dieses System (%1) wird von nixpkgs nicht unterstützt; die meisten Pakete werden nicht bauen.</translation>
    </message>
    <message>
        <source>The Nix sandbox is disabled: builds can see the host&apos;s files and network, so a package that builds here may fail on Hydra or other machines.</source>
        <translation>Die Nix-Sandbox ist ausgeschaltet: Builds sehen die Dateien und das Netz des Rechners, daher kann ein Paket, das hier baut, auf Hydra oder anderen Rechnern scheitern.</translation>
    </message>
    <message>
        <source>through the nix-daemon</source>
        <translation>über den nix-daemon</translation>
    </message>
    <message>
        <source>local store</source>
        <translation>lokaler Store</translation>
    </message>
    <message>
        <source>store %1</source>
        <translation>Store %1</translation>
    </message>
    <message>
        <source>Nix %1 (%2), %3, sandbox %4</source>
        <translation>Nix %1 (%2), %3, Sandbox %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>NixHash</name>
    <message>
        <source>The hash &quot;%1&quot; names an unknown algorithm &quot;%2&quot; (use sha256).</source>
        <translation>Der Hash &quot;%1&quot; nennt einen unbekannten Algorithmus &quot;%2&quot; (verwenden Sie sha256).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid SRI hash: a %2 hash is %3 bytes of base64.</source>
        <translation>&quot;%1&quot; ist kein gültiger SRI-Hash: ein %2-Hash besteht aus %3 Bytes in Base64.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid %2 hash: expected SRI (%2-…), %3 base-32 or %4 hexadecimal characters.</source>
        <translation>&quot;%1&quot; ist kein gültiger %2-Hash: erwartet wird SRI (%2-…), %3 Base-32- oder %4 Hexadezimalzeichen.</translation>
    </message>
</context>
<context>
    <name>NixRunTexts</name>
    <message>
        <source>Nix is not installed: %1 cannot be started.</source>
        <translation>Nix ist nicht installiert: %1 lässt sich nicht starten.</translation>
    </message>
    <message>
        <source>%1 took longer than %2 s.</source>
        <translation>%1 hat länger als %2 s gedauert.</translation>
    </message>
    <message>
        <source>Evaluating %1</source>
        <translation>%1 wird ausgewertet</translation>
    </message>
    <message>
        <source>%1 does not evaluate.</source>
        <translation>%1 lässt sich nicht auswerten.</translation>
    </message>
</context>
<context>
    <name>NixosVmTexts</name>
    <message>
        <source>The NixOS VM&apos;s configuration cannot be written to the cache directory.</source>
        <translation>Die Konfiguration der NixOS-VM kann nicht in das Cache-Verzeichnis geschrieben werden.</translation>
    </message>
    <message>
        <source>Nix is not installed: %1 cannot be started.</source>
        <translation>Nix ist nicht installiert: %1 lässt sich nicht starten.</translation>
    </message>
    <message>
        <source>The NixOS VM needs the local Nix store; the session builds in %1.</source>
        <translation>Die NixOS-VM braucht den lokalen Nix-Store; die Sitzung baut in %1.</translation>
    </message>
    <message>
        <source>The pinned nixpkgs at %1 has no nixos/ directory, so it cannot build a NixOS VM.</source>
        <translation>Das gepinnte nixpkgs unter %1 hat kein Verzeichnis nixos/ und kann daher keine NixOS-VM bauen.</translation>
    </message>
    <message>
        <source>The VM run was cancelled.</source>
        <translation>Der Lauf in der VM wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Evaluating the NixOS VM of the pinned nixpkgs took longer than %1 s.</source>
        <translation>Das Auswerten der NixOS-VM aus dem gepinnten nixpkgs hat länger als %1 s gedauert.</translation>
    </message>
    <message>
        <source>The pinned nixpkgs at %1 cannot build a NixOS VM with Packwright&apos;s configuration (too old, or a broken checkout).</source>
        <translation>Das gepinnte nixpkgs unter %1 kann mit der Konfiguration von Packwright keine NixOS-VM bauen (zu alt oder ein defekter Checkout).</translation>
    </message>
    <message>
        <source>Building the NixOS VM took longer than %1 s.</source>
        <translation>Das Bauen der NixOS-VM hat länger als %1 s gedauert.</translation>
    </message>
    <message>
        <source>The NixOS VM of the pinned nixpkgs at %1 does not build.</source>
        <translation>Die NixOS-VM aus dem gepinnten nixpkgs unter %1 baut nicht.</translation>
    </message>
    <message>
        <source>The built NixOS VM has no run script (bin/run-*-vm).</source>
        <translation>Die gebaute NixOS-VM hat kein Startskript (bin/run-*-vm).</translation>
    </message>
    <message>
        <source>Another script is running in this VM.</source>
        <translation>In dieser VM läuft bereits ein anderes Skript.</translation>
    </message>
    <message>
        <source>A package for the VM is not a store path that exists; build it first.</source>
        <translation>Ein Paket für die VM ist kein existierender Store-Pfad; bauen Sie es zuerst.</translation>
    </message>
    <message>
        <source>The script cannot be written to a temporary directory.</source>
        <translation>Das Skript kann nicht in ein temporäres Verzeichnis geschrieben werden.</translation>
    </message>
    <message>
        <source>The NixOS VM cannot be started.</source>
        <translation>Die NixOS-VM lässt sich nicht starten.</translation>
    </message>
</context>
<context>
    <name>NixpkgsExportTexts</name>
    <message>
        <source>Cannot read the status of %1 in the checkout.</source>
        <translation>Der Status von %1 im Checkout kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The checkout&apos;s package.nix (%1) is not the one this session started from: it changed since, or the session began elsewhere; run `packwright update` on the checkout&apos;s file, or export with --force.</source>
        <translation>Die package.nix im Checkout (%1) ist nicht die, mit der diese Sitzung begonnen hat: Sie wurde seitdem geändert, oder die Sitzung begann anderswo; führen Sie `packwright update` auf der Datei im Checkout aus oder exportieren Sie mit --force.</translation>
    </message>
    <message>
        <source>The checkout&apos;s %1 holds files that differ from what this session started from (%2): the export would overwrite or delete them; run `packwright update` on the checkout&apos;s file, or export with --force.</source>
        <translation>%1 im Checkout enthält Dateien, die vom Ausgangsstand dieser Sitzung abweichen (%2): Der Export würde sie überschreiben oder löschen; führen Sie `packwright update` auf der Datei im Checkout aus oder exportieren Sie mit --force.</translation>
    </message>
    <message>
        <source>%1 is not a git repository: give a nixpkgs checkout.</source>
        <translation>%1 ist kein Git-Repository: Geben Sie einen nixpkgs-Checkout an.</translation>
    </message>
    <message>
        <source>%1 is a bare git repository: give a nixpkgs checkout with a work tree.</source>
        <translation>%1 ist ein Bare-Git-Repository: Geben Sie einen nixpkgs-Checkout mit Arbeitsverzeichnis an.</translation>
    </message>
    <message>
        <source>%1 does not look like a nixpkgs checkout (it lacks %2).</source>
        <translation>%1 sieht nicht wie ein nixpkgs-Checkout aus (%2 fehlt).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a pkgs/by-name package name: use letters, digits, &quot;-&quot; and &quot;_&quot; only.</source>
        <translation>&quot;%1&quot; kann kein Paketname unter pkgs/by-name sein: Verwenden Sie nur Buchstaben, Ziffern, &quot;-&quot; und &quot;_&quot;.</translation>
    </message>
    <message>
        <source>The package %1 has no version to export.</source>
        <translation>Das Paket %1 hat keine Version, die exportiert werden könnte.</translation>
    </message>
    <message>
        <source>The export of %1 has no package.nix.</source>
        <translation>Dem Export von %1 fehlt eine package.nix.</translation>
    </message>
    <message>
        <source>Cannot export the file &quot;%1&quot;: its path leaves the package directory.</source>
        <translation>Die Datei &quot;%1&quot; kann nicht exportiert werden: Ihr Pfad verlässt das Paketverzeichnis.</translation>
    </message>
    <message>
        <source>The checkout %1 has no commit yet.</source>
        <translation>Der Checkout %1 hat noch keinen Commit.</translation>
    </message>
    <message>
        <source>The checkout %1 is not on a branch (detached HEAD): check out a branch or name a new one.</source>
        <translation>Der Checkout %1 ist auf keinem Branch (detached HEAD): Checken Sie einen Branch aus oder nennen Sie einen neuen.</translation>
    </message>
    <message>
        <source>Cannot read HEAD of %1.</source>
        <translation>HEAD von %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid branch name.</source>
        <translation>&quot;%1&quot; ist kein gültiger Branch-Name.</translation>
    </message>
    <message>
        <source>The branch %1 exists already in %2: name a new one.</source>
        <translation>Der Branch %1 existiert bereits in %2: Nennen Sie einen neuen.</translation>
    </message>
    <message>
        <source>%1 has uncommitted changes in %2: commit or stash them first, so that nothing of yours is overwritten.</source>
        <translation>%1 hat nicht committete Änderungen in %2: Committen oder stashen Sie sie zuerst, damit nichts von Ihnen überschrieben wird.</translation>
    </message>
    <message>
        <source>Cannot store %1 in the checkout.</source>
        <translation>%1 kann nicht im Checkout gespeichert werden.</translation>
    </message>
    <message>
        <source>Cannot build the commit&apos;s tree.</source>
        <translation>Der Baum des Commits kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>%1 already holds exactly this package: nothing to commit.</source>
        <translation>%1 enthält bereits genau dieses Paket: nichts zu committen.</translation>
    </message>
    <message>
        <source>Cannot make the commit&apos;s signature.</source>
        <translation>Die Signatur des Commits kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Cannot create the commit in %1.</source>
        <translation>Der Commit in %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Cannot create the branch %1.</source>
        <translation>Der Branch %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1; the branch was not moved.</source>
        <translation>%1 kann nicht geschrieben werden; der Branch wurde nicht verschoben.</translation>
    </message>
    <message>
        <source>Cannot move the branch to the new commit (did it change meanwhile?).</source>
        <translation>Der Branch kann nicht auf den neuen Commit verschoben werden (wurde er zwischenzeitlich geändert?).</translation>
    </message>
    <message>
        <source>Cannot read the checkout&apos;s index.</source>
        <translation>Der Index des Checkouts kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot update the checkout&apos;s index.</source>
        <translation>Der Index des Checkouts kann nicht aktualisiert werden.</translation>
    </message>
    <message>
        <source>%1 has no %2 to add the Python library to.</source>
        <translation>%1 hat keine %2, in die die Python-Bibliothek eingetragen werden kann.</translation>
    </message>
    <message>
        <source>%1 in %2 lists no python-modules package; the line for %3 has no place there.</source>
        <translation>%1 in %2 nennt kein Paket aus python-modules; die Zeile für %3 findet dort keinen Platz.</translation>
    </message>
</context>
<context>
    <name>NixpkgsListingTexts</name>
    <message>
        <source>The package listing of nix-env is not a JSON object.</source>
        <translation>Die Paketliste von nix-env ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>nix-env could not be started; is Nix installed?</source>
        <translation>nix-env konnte nicht gestartet werden; ist Nix installiert?</translation>
    </message>
    <message>
        <source>Listing the packages of %1 took longer than %2 s.</source>
        <translation>Das Auflisten der Pakete von %1 hat länger als %2 s gedauert.</translation>
    </message>
    <message>
        <source>nix-env could not list the packages of %1: %2</source>
        <translation>nix-env konnte die Pakete von %1 nicht auflisten: %2</translation>
    </message>
</context>
<context>
    <name>OptionalToolsTexts</name>
    <message>
        <source>%1 is not installed (not found in PATH).</source>
        <translation>%1 ist nicht installiert (nicht im PATH gefunden).</translation>
    </message>
    <message>
        <source>%1 is not found in PATH.</source>
        <translation>%1 wurde nicht im PATH gefunden.</translation>
    </message>
    <message>
        <source>Give an absolute path for %1.</source>
        <translation>Geben Sie einen absoluten Pfad für %1 an.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not an executable file.</source>
        <translation>%1 ist keine ausführbare Datei.</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>%1 --version did not finish within %2 ms.</source>
        <translation>%1 --version wurde nicht innerhalb von %2 ms beendet.</translation>
    </message>
    <message>
        <source>%1 --version failed (exit status %2).</source>
        <translation>%1 --version ist gescheitert (Exit-Status %2).</translation>
    </message>
    <message>
        <source>%1 --version printed nothing.</source>
        <translation>%1 --version hat nichts ausgegeben.</translation>
    </message>
</context>
<context>
    <name>PackageFileTexts</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Nix file (binary, not UTF-8, or larger than 4 MiB).</source>
        <translation>%1 ist keine Nix-Datei (binär, nicht UTF-8 oder größer als 4 MiB).</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>%1 has more than %2 files or %3 MiB beside it; Packwright copies what sits beside a package.nix into the session: give it from a directory of its own.</source>
        <translation>Neben %1 liegen mehr als %2 Dateien oder %3 MiB; Packwright kopiert alles, was neben einer package.nix liegt, in die Sitzung: Geben Sie sie aus einem eigenen Verzeichnis an.</translation>
    </message>
    <message>
        <source>Cannot read %1, beside %2: %3</source>
        <translation>%1 neben %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1 already holds a session; choose another directory.</source>
        <translation>%1 enthält bereits eine Sitzung; wählen Sie ein anderes Verzeichnis.</translation>
    </message>
</context>
<context>
    <name>PackageIndexTexts</name>
    <message>
        <source>The package index %1 cannot be opened.</source>
        <translation>Der Paketindex %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The package index could not be written.</source>
        <translation>Der Paketindex konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The package index %1 does not exist.</source>
        <translation>Der Paketindex %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a package index of this Packwright version; build it again.</source>
        <translation>%1 ist kein Paketindex dieser Packwright-Version; erstellen Sie ihn neu.</translation>
    </message>
    <message>
        <source>The directory of the package index %1 cannot be created.</source>
        <translation>Das Verzeichnis des Paketindex %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The package index %1 cannot be written.</source>
        <translation>Der Paketindex %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>PackageMetaTexts</name>
    <message>
        <source>Nix reported the package&apos;s meta in an unexpected form.</source>
        <translation>Nix hat die meta-Angaben des Pakets in unerwarteter Form gemeldet.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plain attribute name.</source>
        <translation>&quot;%1&quot; ist kein einfacher Attributname.</translation>
    </message>
    <message>
        <source>Cannot tell whether %1 already exists in nixpkgs: the checkout %2 does not evaluate.</source>
        <translation>Es lässt sich nicht feststellen, ob %1 bereits in nixpkgs existiert: Der Checkout %2 lässt sich nicht auswerten.</translation>
    </message>
    <message>
        <source>Nix reported where %1 is defined in an unexpected form.</source>
        <translation>Nix hat in unerwarteter Form gemeldet, wo %1 definiert ist.</translation>
    </message>
    <message>
        <source>Building %1</source>
        <translation>%1 wird gebaut</translation>
    </message>
    <message>
        <source>Building %1 of %2</source>
        <translation>%1 von %2 wird gebaut</translation>
    </message>
    <message>
        <source>%1 failed.</source>
        <translation>%1 ist gescheitert.</translation>
    </message>
    <message>
        <source>nix-build named no output for %1.</source>
        <translation>nix-build hat für %1 keinen Output genannt.</translation>
    </message>
</context>
<context>
    <name>PackageTexts</name>
    <message>
        <source>Where package.nix, report.md and report.json go.</source>
        <translation>Wohin package.nix, report.md und report.json geschrieben werden.</translation>
    </message>
    <message>
        <source>The package name (default: from the source).</source>
        <translation>Der Paketname (Standard: aus der Quelle).</translation>
    </message>
    <message>
        <source>The package version (default: from the source).</source>
        <translation>Die Paketversion (Standard: aus der Quelle).</translation>
    </message>
    <message>
        <source>Start from this package.nix instead of a template (SOURCE is then optional: a directory for the file tools).</source>
        <translation>Mit dieser package.nix statt mit einer Vorlage beginnen (SOURCE ist dann optional: ein Verzeichnis für die Dateiwerkzeuge).</translation>
    </message>
    <message>
        <source>URL, git repository or tarball.</source>
        <translation>URL, Git-Repository oder Tarball.</translation>
    </message>
    <message>
        <source>&quot;package&quot; needs exactly one SOURCE (or --from FILE).</source>
        <translation>„package“ braucht genau eine SOURCE (oder --from FILE).</translation>
    </message>
    <message>
        <source>--out DIR is required.</source>
        <translation>--out DIR ist erforderlich.</translation>
    </message>
    <message>
        <source>%1: no such file or directory (a URL needs its scheme, e.g. https://).</source>
        <translation>%1: Datei oder Verzeichnis nicht gefunden (eine URL braucht ihr Schema, z. B. https://).</translation>
    </message>
    <message>
        <source>Cannot write into %1.</source>
        <translation>In %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The session is kept in %1.</source>
        <translation>Die Sitzung bleibt in %1 erhalten.</translation>
    </message>
    <message>
        <source>Built %1 %2 in attempt %3: %4/package.nix</source>
        <translation>%1 %2 in Versuch %3 gebaut: %4/package.nix</translation>
    </message>
    <message>
        <source>Gave up (%1): %2 The failure report is %3/report.md</source>
        <translation>Aufgegeben (%1): %2 Der Fehlerbericht liegt in %3/report.md</translation>
    </message>
    <message>
        <source>Package SOURCE (a URL, a local git repository or a tarball) with Nix: fetch, analyse, build and repair until it builds, then write package.nix and a report.</source>
        <translation>SOURCE (eine URL, ein lokales Git-Repository oder ein Tarball) mit Nix paketieren: abrufen, analysieren, bauen und reparieren, bis es baut, dann package.nix und einen Bericht schreiben.</translation>
    </message>
    <message>
        <source>Run the session in the workbench: watch it and answer its approvals there (--approve ask asks in the window).</source>
        <translation>Die Sitzung in der Werkbank ausführen: Dort verfolgen Sie sie und beantworten ihre Freigaben (--approve ask fragt im Fenster).</translation>
    </message>
</context>
<context>
    <name>PinTexts</name>
    <message>
        <source>git is not installed.</source>
        <translation>git ist nicht installiert.</translation>
    </message>
    <message>
        <source>git %1 did not finish.</source>
        <translation>git %1 wurde nicht beendet.</translation>
    </message>
    <message>
        <source>Say which nixpkgs revision to move to.</source>
        <translation>Geben Sie an, auf welche nixpkgs-Revision gewechselt werden soll.</translation>
    </message>
    <message>
        <source>A flake pin moves to a full commit id (40 hex digits), not &quot;%1&quot;.</source>
        <translation>Ein Flake-Pin kann nur auf eine vollständige Commit-ID (40 Hexadezimalziffern) verschoben werden, nicht auf &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The nixpkgs at %1 is not a git checkout; its pin cannot move.</source>
        <translation>Das nixpkgs unter %1 ist kein Git-Checkout; sein Pin kann nicht verschoben werden.</translation>
    </message>
    <message>
        <source>%1 has no revision &quot;%2&quot;.</source>
        <translation>%1 hat keine Revision &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>nixpkgs is at %1 already.</source>
        <translation>nixpkgs ist bereits auf %1.</translation>
    </message>
    <message>
        <source>%1 is not newer than the pinned nixpkgs %2: the pin only moves forward.</source>
        <translation>%1 ist nicht neuer als das gepinnte nixpkgs %2: Der Pin wird nur vorwärts verschoben.</translation>
    </message>
    <message>
        <source>Cannot create %1 for nixpkgs %2.</source>
        <translation>%1 für nixpkgs %2 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot export nixpkgs %1 from %2.</source>
        <translation>nixpkgs %1 kann nicht aus %2 exportiert werden.</translation>
    </message>
</context>
<context>
    <name>PlotTexts</name>
    <message>
        <source>Cannot write the plot %1.</source>
        <translation>Das Diagramm %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>built (%)</source>
        <translation>gebaut (%)</translation>
    </message>
    <message>
        <source>functionally correct, of those evaluated (%)</source>
        <translation>funktional korrekt, von den geprüften (%)</translation>
    </message>
    <message>
        <source>per package</source>
        <translation>pro Paket</translation>
    </message>
    <message>
        <source>per built package</source>
        <translation>pro gebautem Paket</translation>
    </message>
    <message>
        <source>Build success and functional correctness</source>
        <translation>Build-Erfolg und funktionale Korrektheit</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>US-Dollar</translation>
    </message>
    <message>
        <source>Attempts per task</source>
        <translation>Versuche pro Aufgabe</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>Aufgaben</translation>
    </message>
</context>
<context>
    <name>PriceTableTexts</name>
    <message>
        <source>The price table %1 cannot be read.</source>
        <translation>Die Preistabelle %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The price table %1 is not valid: it needs a &quot;models&quot; object of prices per million tokens.</source>
        <translation>Die Preistabelle %1 ist ungültig: Sie braucht ein Objekt „models“ mit Preisen pro Million Tokens.</translation>
    </message>
    <message>
        <source>The price table %1 gives no input or output price for %2.</source>
        <translation>Die Preistabelle %1 nennt für %2 keinen Eingabe- oder Ausgabepreis.</translation>
    </message>
</context>
<context>
    <name>ProjectAnalysisTexts</name>
    <message>
        <source>The project source %1 is not a directory.</source>
        <translation>Die Projektquelle %1 ist kein Verzeichnis.</translation>
    </message>
    <message>
        <source>The cached project analysis is incomplete; analyse the project again.</source>
        <translation>Die zwischengespeicherte Projektanalyse ist unvollständig; analysieren Sie das Projekt erneut.</translation>
    </message>
    <message>
        <source>The cached project analysis comes from another version; analyse the project again.</source>
        <translation>Die zwischengespeicherte Projektanalyse stammt aus einer anderen Version; analysieren Sie das Projekt erneut.</translation>
    </message>
</context>
<context>
    <name>PromptTexts</name>
    <message>
        <source>There is no prompt template named &quot;%1&quot;.</source>
        <translation>Es gibt keine Prompt-Vorlage namens „%1“.</translation>
    </message>
    <message>
        <source>The prompt template %1 is not valid mustache.</source>
        <translation>Die Prompt-Vorlage %1 ist kein gültiges Mustache.</translation>
    </message>
</context>
<context>
    <name>QemuTexts</name>
    <message>
        <source>Another script is running in this VM.</source>
        <translation>In dieser VM läuft bereits ein anderes Skript.</translation>
    </message>
    <message>
        <source>The VM run was cancelled.</source>
        <translation>Der Lauf in der VM wurde abgebrochen.</translation>
    </message>
    <message>
        <source>QEMU cannot be started (Debian: install qemu-system-x86).</source>
        <translation>QEMU lässt sich nicht starten (Debian: installieren Sie qemu-system-x86).</translation>
    </message>
    <message>
        <source>The VM did not boot within %1 s.</source>
        <translation>Die VM ist nicht innerhalb von %1 s hochgefahren.</translation>
    </message>
    <message>
        <source>The VM stopped before the script started (QEMU exit status %1).</source>
        <translation>Die VM wurde beendet, bevor das Skript startete (QEMU-Exit-Status %1).</translation>
    </message>
    <message>
        <source>The VM stopped while the script ran (QEMU exit status %1).</source>
        <translation>Die VM wurde beendet, während das Skript lief (QEMU-Exit-Status %1).</translation>
    </message>
</context>
<context>
    <name>QuickFixAdviceTexts</name>
    <message>
        <source>the network</source>
        <translation>das Netzwerk</translation>
    </message>
    <message>
        <source>pip is downloading a Python package: provide it from nixpkgs instead, in `dependencies` (or `build-system` for a build requirement).</source>
        <translation>pip lädt ein Python-Paket herunter: Stellen Sie es stattdessen aus nixpkgs bereit, in `dependencies` (oder `build-system` für eine Build-Abhängigkeit).</translation>
    </message>
    <message>
        <source>cargo is fetching crates: build with `rustPlatform.buildRustPackage` and `cargoHash = lib.fakeHash;` (or `cargoLock.lockFile`), so that the crates are fetched by a fixed-output derivation.</source>
        <translation>cargo lädt Crates herunter: Bauen Sie mit `rustPlatform.buildRustPackage` und `cargoHash = lib.fakeHash;` (oder `cargoLock.lockFile`), damit die Crates von einer Fixed-Output-Derivation abgerufen werden.</translation>
    </message>
    <message>
        <source>go is fetching modules: build with `buildGoModule` and `vendorHash = lib.fakeHash;`, so that the modules are fetched by a fixed-output derivation.</source>
        <translation>go lädt Module herunter: Bauen Sie mit `buildGoModule` und `vendorHash = lib.fakeHash;`, damit die Module von einer Fixed-Output-Derivation abgerufen werden.</translation>
    </message>
    <message>
        <source>npm is fetching packages: build with `buildNpmPackage` and `npmDepsHash = lib.fakeHash;`, so that the dependencies are fetched by a fixed-output derivation.</source>
        <translation>npm lädt Pakete herunter: Bauen Sie mit `buildNpmPackage` und `npmDepsHash = lib.fakeHash;`, damit die Abhängigkeiten von einer Fixed-Output-Derivation abgerufen werden.</translation>
    </message>
    <message>
        <source>Gradle or Maven is fetching artifacts: fetch them in a fixed-output derivation (nixpkgs&apos; `mitmCache` for Gradle, `buildMavenPackage` with `mvnHash` for Maven).</source>
        <translation>Gradle oder Maven lädt Artefakte herunter: Rufen Sie sie in einer Fixed-Output-Derivation ab (`mitmCache` aus nixpkgs für Gradle, `buildMavenPackage` mit `mvnHash` für Maven).</translation>
    </message>
    <message>
        <source>Fetch what it downloads before the build, in a fixed-output derivation with a hash, e.g. `fetchurl { url = &quot;%1&quot;; hash = lib.fakeHash; }`, and point the build at that store path (a flag, or a copy in `postUnpack`).</source>
        <translation>Rufen Sie das, was heruntergeladen wird, vor dem Build in einer Fixed-Output-Derivation mit Hash ab, z. B. `fetchurl { url = &quot;%1&quot;; hash = lib.fakeHash; }`, und verweisen Sie den Build auf diesen Store-Pfad (per Flag oder durch eine Kopie in `postUnpack`).</translation>
    </message>
    <message>
        <source>The build tries to reach %1, but Nix builds have no network access (no automatic edit).
%2</source>
        <translation>Der Build versucht, %1 zu erreichen, aber Nix-Builds haben keinen Netzwerkzugriff (keine automatische Änderung).
%2</translation>
    </message>
    <message>
        <source>A script starts with %1, which does not exist in the Nix build (no automatic edit).
Patch the shebangs before the build runs them, and add the interpreter to nativeBuildInputs if it is not bash:
  postPatch = &apos;&apos;
    patchShebangs %2
  &apos;&apos;;</source>
        <translation>Ein Skript beginnt mit %1, das es im Nix-Build nicht gibt (keine automatische Änderung).
Patchen Sie die Shebangs, bevor der Build die Skripte ausführt, und fügen Sie den Interpreter zu nativeBuildInputs hinzu, falls es nicht bash ist:
  postPatch = &apos;&apos;
    patchShebangs %2
  &apos;&apos;;</translation>
    </message>
    <message>
        <source>The build uses the FHS path %1, which does not exist in the Nix build (no automatic edit).
Replace it in the file that names it (grep -rn %1 in the source), e.g.:
  postPatch = &apos;&apos;
    substituteInPlace Makefile --replace-fail %1 %2
  &apos;&apos;;</source>
        <translation>Der Build verwendet den FHS-Pfad %1, den es im Nix-Build nicht gibt (keine automatische Änderung).
Ersetzen Sie ihn in der Datei, die ihn nennt (grep -rn %1 in der Quelle), z. B.:
  postPatch = &apos;&apos;
    substituteInPlace Makefile --replace-fail %1 %2
  &apos;&apos;;</translation>
    </message>
</context>
<context>
    <name>QuickFixStepTexts</name>
    <message>
        <source>Quick-fix advice: %1</source>
        <translation>Hinweis zur Schnellkorrektur: %1</translation>
    </message>
    <message>
        <source>Quick fix: %1</source>
        <translation>Schnellkorrektur: %1</translation>
    </message>
</context>
<context>
    <name>QuickFixTexts</name>
    <message>
        <source>pkg-config module %1 not found</source>
        <translation>pkg-config-Modul %1 nicht gefunden</translation>
    </message>
    <message>
        <source>header %1 not found</source>
        <translation>Header %1 nicht gefunden</translation>
    </message>
    <message>
        <source>library -l%1 not found</source>
        <translation>Bibliothek -l%1 nicht gefunden</translation>
    </message>
    <message>
        <source>CMake package %1 not found</source>
        <translation>CMake-Paket %1 nicht gefunden</translation>
    </message>
    <message>
        <source>command %1 not found</source>
        <translation>Befehl %1 nicht gefunden</translation>
    </message>
    <message>
        <source>build backend module %1 not found</source>
        <translation>Build-Backend-Modul %1 nicht gefunden</translation>
    </message>
    <message>
        <source>Python module %1 not found at build time</source>
        <translation>Python-Modul %1 beim Build nicht gefunden</translation>
    </message>
    <message>
        <source>Python module %1 not found by the tests</source>
        <translation>Python-Modul %1 von den Tests nicht gefunden</translation>
    </message>
    <message>
        <source>Python module %1 not found at the import check</source>
        <translation>Python-Modul %1 bei der Importprüfung nicht gefunden</translation>
    </message>
    <message>
        <source>Python module %1 not found</source>
        <translation>Python-Modul %1 nicht gefunden</translation>
    </message>
    <message>
        <source>Python requirement %1 not installed</source>
        <translation>Python-Abhängigkeit %1 nicht installiert</translation>
    </message>
    <message>
        <source>command %1</source>
        <translation>Befehl %1</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 in %3</translation>
    </message>
    <message>
        <source>known provider</source>
        <translation>bekannter Anbieter</translation>
    </message>
    <message>
        <source>package index</source>
        <translation>Paketindex</translation>
    </message>
    <message>
        <source>Replace the invalid %1 &quot;%2&quot; with lib.fakeHash: Nix rejects it, and the next build reports the real hash (trust on first use)</source>
        <translation>Den ungültigen %1 &quot;%2&quot; durch lib.fakeHash ersetzen: Nix lehnt ihn ab, und der nächste Build meldet den echten Hash (Trust on First Use)</translation>
    </message>
    <message>
        <source>Add %1 to %2: %3 (%4)</source>
        <translation>%1 zu %2 hinzufügen: %3 (%4)</translation>
    </message>
    <message>
        <source>Add %1 to %2 with %5 = true (the build runs it itself): %3 (%4)</source>
        <translation>%1 zu %2 hinzufügen, mit %5 = true (der Build führt es selbst aus): %3 (%4)</translation>
    </message>
    <message>
        <source>Write an installPhase that installs what make %1 builds (%2): %3 has no install target</source>
        <translation>Eine installPhase schreiben, die installiert, was make %1 baut (%2): %3 hat kein install-Ziel</translation>
    </message>
    <message>
        <source>%1 set %2; make passes the flags on to them</source>
        <translation>%1 setzen %2; make gibt die Flags an sie weiter</translation>
    </message>
    <message>
        <source>%1 sets %2</source>
        <translation>%1 setzt %2</translation>
    </message>
    <message>
        <source>Set %1 in makeFlags: make install writes to %2, which a Nix build may not (%3)</source>
        <translation>%1 in makeFlags setzen: make install schreibt nach %2, was ein Nix-Build nicht darf (%3)</translation>
    </message>
</context>
<context>
    <name>RecordReportTexts</name>
    <message>
        <source>It reached its iteration limit.</source>
        <translation>Sie hat ihre Versuchsgrenze erreicht.</translation>
    </message>
    <message>
        <source>Too many attempts in a row made no progress.</source>
        <translation>Zu viele Versuche in Folge haben keinen Fortschritt gebracht.</translation>
    </message>
    <message>
        <source>Its time, token or cost budget was spent.</source>
        <translation>Ihr Zeit-, Token- oder Kostenbudget war aufgebraucht.</translation>
    </message>
    <message>
        <source>A fixed-output hash changed between two builds.</source>
        <translation>Ein Fixed-Output-Hash hat sich zwischen zwei Builds geändert.</translation>
    </message>
    <message>
        <source>No fix was found for the last failure.</source>
        <translation>Für den letzten Fehler wurde keine Korrektur gefunden.</translation>
    </message>
    <message>
        <source>The maintainer stopped it.</source>
        <translation>Der Maintainer hat sie gestoppt.</translation>
    </message>
    <message>
        <source>The session was cancelled.</source>
        <translation>Die Sitzung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The session could not be set up.</source>
        <translation>Die Sitzung konnte nicht eingerichtet werden.</translation>
    </message>
    <message>
        <source>The model provider did not answer.</source>
        <translation>Der Modellanbieter hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>The package builds.</source>
        <translation>Das Paket baut.</translation>
    </message>
    <message>
        <source>The session did not finish: it is still running, or its process ended during an attempt.</source>
        <translation>Die Sitzung wurde nicht abgeschlossen: Sie läuft noch, oder ihr Prozess endete während eines Versuchs.</translation>
    </message>
    <message>
        <source>The session recorded no attempt: it stopped before the first build.</source>
        <translation>Die Sitzung hat keinen Versuch aufgezeichnet: Sie endete vor dem ersten Build.</translation>
    </message>
    <message>
        <source>The record ends after attempt %1 without a building package.</source>
        <translation>Das Protokoll endet nach Versuch %1 ohne baubares Paket.</translation>
    </message>
    <message>
        <source>The build log shows no failure.</source>
        <translation>Das Build-Protokoll zeigt keinen Fehlschlag.</translation>
    </message>
    <message>
        <source>A build log opened for explanation; no session ran. The analysis below is what Packwright reads in it.</source>
        <translation>Ein zur Erklärung geöffnetes Build-Protokoll; es lief keine Sitzung. Die Analyse unten ist, was Packwright darin liest.</translation>
    </message>
</context>
<context>
    <name>RefineTexts</name>
    <message>
        <source>  (no files)</source>
        <translation>  (keine Dateien)</translation>
    </message>
    <message>
        <source>  … and %1 more files</source>
        <translation>  … und %1 weitere Dateien</translation>
    </message>
    <message>
        <source>1 VM run</source>
        <translation>1 VM-Lauf</translation>
    </message>
    <message>
        <source>%1 VM runs</source>
        <translation>%1 VM-Läufe</translation>
    </message>
    <message>
        <source>The package builds; refinement in a VM needs a model and is skipped.</source>
        <translation>Das Paket baut; die Verfeinerung in einer VM braucht ein Modell und wird übersprungen.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Round %1 not run: %2</source>
        <translation>Runde %1 nicht ausgeführt: %2</translation>
    </message>
    <message>
        <source>Refinement round %1 of %2: checking attempt %3</source>
        <translation>Verfeinerungsrunde %1 von %2: Versuch %3 wird geprüft</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>Round %1: stopped by the maintainer.</source>
        <translation>Runde %1: vom Maintainer gestoppt.</translation>
    </message>
    <message>
        <source>Round %1: the evaluator gave no report; refinement ends.</source>
        <translation>Runde %1: Der Evaluator hat keinen Bericht abgegeben; die Verfeinerung endet.</translation>
    </message>
    <message>
        <source>Round %1: attempt %2 checked (%3), no problems found.</source>
        <translation>Runde %1: Versuch %2 geprüft (%3), keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>Round %1: %2 in attempt %3 (%4): %5</source>
        <translation>Runde %1: %2 in Versuch %3 (%4): %5</translation>
    </message>
    <message>
        <source>1 problem found</source>
        <translation>1 Problem gefunden</translation>
    </message>
    <message>
        <source>%1 problems found</source>
        <translation>%1 Probleme gefunden</translation>
    </message>
    <message>
        <source>Round %1: no edit: %2</source>
        <translation>Runde %1: keine Änderung: %2</translation>
    </message>
    <message>
        <source>Round %1: the edit was not applied.</source>
        <translation>Runde %1: Die Änderung wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>The refinement edit does not build; repair %1 of %2</source>
        <translation>Die Verfeinerungsänderung baut nicht; Reparatur %1 von %2</translation>
    </message>
    <message>
        <source>Round %1: edit &quot;%2&quot; builds as attempt %3.</source>
        <translation>Runde %1: Die Änderung „%2“ baut als Versuch %3.</translation>
    </message>
    <message>
        <source>The refinement edit of round %1 was given up (%2); back to attempt %3.</source>
        <translation>Die Verfeinerungsänderung aus Runde %1 wurde aufgegeben (%2); zurück zu Versuch %3.</translation>
    </message>
    <message>
        <source>The refinement edit of round %1 still fails after %2 repairs; discarded, back to attempt %3.</source>
        <translation>Die Verfeinerungsänderung aus Runde %1 scheitert auch nach %2 Reparaturen; verworfen, zurück zu Versuch %3.</translation>
    </message>
    <message>
        <source>Attempt %1 builds: %2</source>
        <translation>Versuch %1 baut: %2</translation>
    </message>
    <message>
        <source>Choosing the VM for the refinement (%1)</source>
        <translation>Die VM für die Verfeinerung wird gewählt (%1)</translation>
    </message>
    <message>
        <source>VM: %1</source>
        <translation>VM: %1</translation>
    </message>
    <message>
        <source>VM: %1. %2</source>
        <translation>VM: %1. %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>The maintainer stopped the refinement.</source>
        <translation>Der Maintainer hat die Verfeinerung gestoppt.</translation>
    </message>
    <message>
        <source>Each problem needs a category (one of: %1) and a description.</source>
        <translation>Jedes Problem braucht eine Kategorie (eine von: %1) und eine Beschreibung.</translation>
    </message>
    <message>
        <source>Recorded %1 problems.</source>
        <translation>Festgehaltene Probleme: %1.</translation>
    </message>
    <message>
        <source>the evaluator&apos;s model call failed: %1</source>
        <translation>der Modellaufruf des Evaluators ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Run a script in a VM with attempt %1&apos;s package: %2</source>
        <translation>Ein Skript in einer VM mit dem Paket von Versuch %1 ausführen: %2</translation>
    </message>
    <message>
        <source>The maintainer did not allow this run.</source>
        <translation>Der Maintainer hat diesen Lauf nicht erlaubt.</translation>
    </message>
    <message>
        <source>The maintainer did not allow this run: %1</source>
        <translation>Der Maintainer hat diesen Lauf nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>No VM is available: %1</source>
        <translation>Keine VM verfügbar: %1</translation>
    </message>
    <message>
        <source>Running in the VM: %1</source>
        <translation>Ausführung in der VM: %1</translation>
    </message>
    <message>
        <source>Refinement round %1: problems found in attempt %2, which builds:
%3</source>
        <translation>Verfeinerungsrunde %1: Versuch %2 baut, hat aber Probleme:
%3</translation>
    </message>
    <message>
        <source>Asking the model to fix what the VM showed (round %1)</source>
        <translation>Das Modell wird gebeten, die in der VM gezeigten Probleme zu beheben (Runde %1)</translation>
    </message>
    <message>
        <source>the optimizer&apos;s model call failed: %1</source>
        <translation>der Modellaufruf des Optimierers ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the optimizer proposed no change</source>
        <translation>der Optimierer hat keine Änderung vorgeschlagen</translation>
    </message>
    <message>
        <source>the optimizer proposed no change: %1</source>
        <translation>der Optimierer hat keine Änderung vorgeschlagen: %1</translation>
    </message>
    <message>
        <source>Refinement: %1</source>
        <translation>Verfeinerung: %1</translation>
    </message>
    <message>
        <source>  … and 1 more file</source>
        <translation>  … und 1 weitere Datei</translation>
    </message>
    <message>
        <source>Recorded 1 problem.</source>
        <translation>1 Problem festgehalten.</translation>
    </message>
    <message>
        <source>%1 is not available to the evaluator: it runs scripts in the VM and reads files. Report problems with report_evaluation.</source>
        <translation>%1 steht dem Evaluator nicht zur Verfügung: Er führt Skripte in der VM aus und liest Dateien. Melden Sie Probleme mit report_evaluation.</translation>
    </message>
    <message>
        <source>The maintainer did not let the refinement edit of round %1 be built; back to attempt %2.</source>
        <translation>Die Verfeinerungsänderung aus Runde %1 durfte nicht gebaut werden; zurück zu Versuch %2.</translation>
    </message>
    <message>
        <source>Check the version in the build (versionCheckHook): `%1` printed %2 in the VM</source>
        <translation>Die Version im Build prüfen (versionCheckHook): `%1` hat in der VM %2 ausgegeben</translation>
    </message>
    <message>
        <source>The script to run in the VM:
%1
The packages in the VM: %2</source>
        <translation>Das Skript, das in der VM laufen soll:
%1
Die Pakete in der VM: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
</context>
<context>
    <name>ReportExportTexts</name>
    <message>
        <source>Packwright report: %1 %2</source>
        <translation>Packwright-Bericht: %1 %2</translation>
    </message>
    <message>
        <source>The report could not be saved as %1: choose a folder you can write to, or another file name.</source>
        <translation>Der Bericht konnte nicht als %1 gespeichert werden: Wählen Sie einen Ordner, in den Sie schreiben dürfen, oder einen anderen Dateinamen.</translation>
    </message>
</context>
<context>
    <name>ReportTexts</name>
    <message>
        <source>**Result: the package builds** (attempt %1).</source>
        <translation>**Ergebnis: Das Paket baut** (Versuch %1).</translation>
    </message>
    <message>
        <source>## Failure analysis</source>
        <translation>## Fehleranalyse</translation>
    </message>
    <message>
        <source>Category: `%1`%2</source>
        <translation>Kategorie: `%1`%2</translation>
    </message>
    <message>
        <source> (by the model)</source>
        <translation> (vom Modell)</translation>
    </message>
    <message>
        <source> (from the failure signals)</source>
        <translation> (aus den Fehlersignalen)</translation>
    </message>
    <message>
        <source>### Leading failure signals of attempt %1</source>
        <translation>### Wichtigste Fehlersignale von Versuch %1</translation>
    </message>
    <message>
        <source>- %1, log lines %2–%3, `%4`%5</source>
        <translation>- %1, Protokollzeilen %2–%3, `%4`%5</translation>
    </message>
    <message>
        <source>, fix at `%1`</source>
        <translation>, zu beheben in `%1`</translation>
    </message>
    <message>
        <source>## Attempts</source>
        <translation>## Versuche</translation>
    </message>
    <message>
        <source>| # | change | outcome | verdict | time (s) |</source>
        <translation>| # | Änderung | Ergebnis | Urteil | Zeit (s) |</translation>
    </message>
    <message>
        <source>~~%1~~ (rolled back)</source>
        <translation>~~%1~~ (zurückgenommen)</translation>
    </message>
    <message>
        <source>Model: %1 · tokens: %2 in, %3 out · cost: $%4 · time: %5 s</source>
        <translation>Modell: %1 · Tokens: %2 Eingabe, %3 Ausgabe · Kosten: $%4 · Zeit: %5 s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Source: %1 · nixpkgs: %2</source>
        <translation>Quelle: %1 · nixpkgs: %2</translation>
    </message>
    <message>
        <source>the given package.nix</source>
        <translation>die angegebene package.nix</translation>
    </message>
    <message>
        <source>## package.nix (attempt %1)</source>
        <translation>## package.nix (Versuch %1)</translation>
    </message>
    <message>
        <source>## Before you share it</source>
        <translation>## Bevor Sie es weitergeben</translation>
    </message>
    <message>
        <source>`src` fetches a local file (`file://…`): replace its URL with the upstream one (`mirror://…`, `fetchFromGitHub`, `fetchPypi`), keep the hash, and build once more.</source>
        <translation>`src` lädt eine lokale Datei (`file://…`): Ersetzen Sie die URL durch die des Upstream-Projekts (`mirror://…`, `fetchFromGitHub`, `fetchPypi`), behalten Sie den Hash und bauen Sie noch einmal.</translation>
    </message>
    <message>
        <source>**Result: no building package** (`%2`): %1</source>
        <translation>**Ergebnis: kein baubares Paket** (`%2`): %1</translation>
    </message>
    <message>
        <source>## Advice (quick fixes, not applied)</source>
        <translation>## Hinweise (Schnellkorrekturen, nicht angewendet)</translation>
    </message>
    <message>
        <source>## Refinement in a VM</source>
        <translation>## Verfeinerung in einer VM</translation>
    </message>
    <message>
        <source>, root cause per the model: %1</source>
        <translation>, laut Modell Grundursache: %1</translation>
    </message>
    <message>
        <source>, consequence per the model: %1</source>
        <translation>, laut Modell Folgefehler: %1</translation>
    </message>
    <message>
        <source>, noise per the model: %1</source>
        <translation>, laut Modell Rauschen: %1</translation>
    </message>
    <message>
        <source>%1 · %2 in, %3 out tokens</source>
        <translation>%1 · %2 Tokens ein, %3 aus</translation>
    </message>
    <message>
        <source>no reply</source>
        <translation>keine Antwort</translation>
    </message>
    <message numerus="yes">
        <source>Attempt %1: %n block(s) sent; the deterministic ranking stands: %2 (%3)</source>
        <translation>
            <numerusform>Versuch %1: %n Block gesendet; die deterministische Rangfolge bleibt: %2 (%3)</numerusform>
            <numerusform>Versuch %1: %n Blöcke gesendet; die deterministische Rangfolge bleibt: %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attempt %1: %n block(s) → %2 root cause(s), %3 consequence(s), %4 noise (%5)</source>
        <translation>
            <numerusform>Versuch %1: %n Block → %2 Grundursache(n), %3 Folgefehler, %4 Rauschen (%5)</numerusform>
            <numerusform>Versuch %1: %n Blöcke → %2 Grundursache(n), %3 Folgefehler, %4 Rauschen (%5)</numerusform>
        </translation>
    </message>
    <message>
        <source>## Signal checks by the model</source>
        <translation>## Prüfung der Fehlersignale durch das Modell</translation>
    </message>
    <message>
        <source>Built with %1</source>
        <translation>Gebaut mit %1</translation>
    </message>
    <message>
        <source>line %1, </source>
        <translation>Zeile %1, </translation>
    </message>
    <message>
        <source>%1`%2` (%3): %4 (%5)</source>
        <translation>%1`%2` (%3): %4 (%5)</translation>
    </message>
    <message>
        <source>## nixpkgs conformance (lint)</source>
        <translation>## nixpkgs-Konformität (lint)</translation>
    </message>
    <message>
        <source>What `packwright lint` still finds in package.nix: fix these before a nixpkgs pull request (`ci`: nixpkgs CI fails; `review`: a reviewer will ask).</source>
        <translation>Was `packwright lint` in package.nix noch findet: vor einem nixpkgs-Pull-Request beheben (`ci`: die nixpkgs-CI scheitert; `review`: ein Reviewer wird fragen).</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n derivation(s))</source>
        <translation>
            <numerusform>%1 (%n Derivation)</numerusform>
            <numerusform>%1 (%n Derivationen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Built on remote builders: %1.</source>
        <translation>Auf entfernten Build-Maschinen gebaut: %1.</translation>
    </message>
    <message>
        <source>**Result: no failure, but the build did not finish**: %1</source>
        <translation>**Ergebnis: kein Fehler, aber der Build wurde nicht fertig**: %1</translation>
    </message>
</context>
<context>
    <name>ResultTexts</name>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot cut the torn last line off %1.</source>
        <translation>Die abgerissene letzte Zeile von %1 kann nicht abgeschnitten werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write the result of %1 to %2.</source>
        <translation>Das Ergebnis von %1 kann nicht nach %2 geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>RunInVmTexts</name>
    <message>
        <source>The script (busybox sh).</source>
        <translation>Das Skript (busybox sh).</translation>
    </message>
    <message>
        <source>Read the script from &lt;file&gt;.</source>
        <translation>Das Skript aus &lt;file&gt; lesen.</translation>
    </message>
    <message>
        <source>Put another package into the VM: a nixpkgs attribute path of the session&apos;s nixpkgs, or a store path; repeatable.</source>
        <translation>Ein weiteres Paket in die VM aufnehmen: ein Attributpfad im nixpkgs der Sitzung oder ein Store-Pfad; wiederholbar.</translation>
    </message>
    <message>
        <source>Time limit for the script in seconds (default 60).</source>
        <translation>Zeitgrenze für das Skript in Sekunden (Standard 60).</translation>
    </message>
    <message>
        <source>auto (default: a NixOS VM when the session&apos;s nixpkgs can build one, else the QEMU micro-VM, else bubblewrap), nixos, micro-vm or bubblewrap (a sandbox on the host&apos;s kernel: faster, weaker).</source>
        <translation>auto (Standard: eine NixOS-VM, wenn das nixpkgs der Sitzung eine bauen kann, sonst die QEMU-Micro-VM, sonst bubblewrap), nixos, micro-vm oder bubblewrap (eine Sandbox auf dem Kernel des Host-Rechners: schneller, schwächer isoliert).</translation>
    </message>
    <message>
        <source>Show the VM&apos;s console (boot messages included) on standard error as it runs.</source>
        <translation>Die Konsole der VM (samt Boot-Meldungen) während des Laufs auf der Standardfehlerausgabe zeigen.</translation>
    </message>
    <message>
        <source>The session directory (OUT/session of &quot;packwright package&quot;).</source>
        <translation>Das Sitzungsverzeichnis (OUT/session von &quot;packwright package&quot;).</translation>
    </message>
    <message>
        <source>&quot;run-in-vm&quot; needs exactly one SESSION_DIR.</source>
        <translation>&quot;run-in-vm&quot; braucht genau ein SESSION_DIR.</translation>
    </message>
    <message>
        <source>Give the script with --script TEXT or --script-file FILE.</source>
        <translation>Geben Sie das Skript mit --script TEXT oder --script-file FILE an.</translation>
    </message>
    <message>
        <source>Cannot read the script %1: %2</source>
        <translation>Das Skript %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation>Das Skript ist leer.</translation>
    </message>
    <message>
        <source>--timeout wants seconds from 1 to 3600.</source>
        <translation>--timeout erwartet Sekunden von 1 bis 3600.</translation>
    </message>
    <message>
        <source>--vm is auto, nixos, micro-vm or bubblewrap.</source>
        <translation>--vm ist auto, nixos, micro-vm oder bubblewrap.</translation>
    </message>
    <message>
        <source>Not run: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>==&gt; building the session&apos;s package and starting the VM (%1)</source>
        <translation>==&gt; Paket der Sitzung wird gebaut und die VM gestartet (%1)</translation>
    </message>
    <message>
        <source>Output cut: %1 more bytes were dropped.</source>
        <translation>Ausgabe gekürzt: %1 weitere Bytes wurden verworfen.</translation>
    </message>
    <message>
        <source>==&gt; stopped at its time limit of %1 s (%2, attempt %3)</source>
        <translation>==&gt; bei Erreichen der Zeitgrenze von %1 s angehalten (%2, Versuch %3)</translation>
    </message>
    <message>
        <source>==&gt; exit status %1 (%2, attempt %3, boot %4 ms, run %5 ms)</source>
        <translation>==&gt; Exit-Status %1 (%2, Versuch %3, Boot %4 ms, Lauf %5 ms)</translation>
    </message>
    <message>
        <source>Run a shell script in a fresh VM that holds the package of a finished session (its programs on PATH), the way the refinement&apos;s evaluator does, and record the run in the session.

Exit status: the script&apos;s; 124 stopped at its time limit; 1 the script could not be run; 2 a usage error.</source>
        <translation>Führt ein Shell-Skript in einer frischen VM mit dem Paket einer abgeschlossenen Sitzung aus (seine Programme im PATH), so wie es der Evaluator der Verfeinerung tut, und hält den Lauf in der Sitzung fest.

Exit-Status: der des Skripts; 124 an seiner Zeitgrenze gestoppt; 1 das Skript konnte nicht ausgeführt werden; 2 Bedienungsfehler.</translation>
    </message>
</context>
<context>
    <name>RunLogTexts</name>
    <message>
        <source>The model run log %1 cannot be written.</source>
        <translation>Das Protokoll der Modellaufrufe %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>SessionExportTexts</name>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 holds no Packwright session (no record.sqlite): give the session directory of &quot;packwright package&quot; (OUT/session).</source>
        <translation>%1 enthält keine Packwright-Sitzung (keine record.sqlite): Geben Sie das Sitzungsverzeichnis von &quot;packwright package&quot; an (OUT/session).</translation>
    </message>
    <message>
        <source>The session in %1 did not end in a building package (status: %2); only a finished package can be exported.</source>
        <translation>Die Sitzung in %1 hat nicht mit einem baubaren Paket geendet (Status: %2); nur ein fertiges Paket kann exportiert werden.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Attempt %1 of the session in %2 has no package.nix.</source>
        <translation>Versuch %1 der Sitzung in %2 hat keine package.nix.</translation>
    </message>
    <message>
        <source>Cannot create a temporary directory for the metadata check.</source>
        <translation>Für die Metadatenprüfung kann kein temporäres Verzeichnis angelegt werden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a pkgs/by-name package name: use letters, digits, &quot;-&quot; and &quot;_&quot; only.</source>
        <translation>&quot;%1&quot; kann kein Paketname unter pkgs/by-name sein: Verwenden Sie nur Buchstaben, Ziffern, &quot;-&quot; und &quot;_&quot;.</translation>
    </message>
    <message>
        <source>an unknown place</source>
        <translation>Ort unbekannt</translation>
    </message>
    <message>
        <source>%1 already exists in nixpkgs at %2; update that file, or move it to pkgs/by-name in its own commit first (or export with --force).</source>
        <translation>%1 existiert bereits in nixpkgs (%2); aktualisieren Sie diese Datei oder verschieben Sie sie zuerst in einem eigenen Commit nach pkgs/by-name (oder exportieren Sie mit --force).</translation>
    </message>
</context>
<context>
    <name>SessionRecordReader</name>
    <message>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>muss ein Array sein</translation>
    </message>
    <message>
        <source>names an unknown outcome kind &quot;%1&quot;</source>
        <translation>nennt eine unbekannte Ergebnisart &quot;%1&quot;</translation>
    </message>
    <message>
        <source>names an unknown verdict &quot;%1&quot;</source>
        <translation>nennt ein unbekanntes Urteil &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is %1 but attempts must be numbered 1, 2, 3, … in order (expected %2)</source>
        <translation>ist %1, aber Versuche müssen der Reihe nach mit 1, 2, 3, … nummeriert sein (erwartet: %2)</translation>
    </message>
    <message>
        <source>is not &quot;%1&quot;</source>
        <translation>ist nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is %1; this Packwright reads version %2</source>
        <translation>ist %1; dieses Packwright liest Version %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2).</source>
        <translation>%1 ist kein gültiges JSON (bei Byte %2).</translation>
    </message>
    <message>
        <source>%1 is not a valid session record: %2 %3.</source>
        <translation>%1 ist kein gültiges Sitzungsprotokoll: %2 %3.</translation>
    </message>
    <message>
        <source>%1 is not a valid session record.</source>
        <translation>%1 ist kein gültiges Sitzungsprotokoll.</translation>
    </message>
    <message>
        <source>Cannot open the session record %1.</source>
        <translation>Das Sitzungsprotokoll %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>must be an integer from 0 to 10^15</source>
        <translation>muss eine ganze Zahl von 0 bis 10^15 sein</translation>
    </message>
    <message>
        <source>must be a number from 0 to 10^9</source>
        <translation>muss eine Zahl von 0 bis 10^9 sein</translation>
    </message>
    <message>
        <source>%1 is not a regular file.</source>
        <translation>%1 ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, too large for a session record.</source>
        <translation>%1 ist größer als %2 MiB, zu groß für ein Sitzungsprotokoll.</translation>
    </message>
    <message>
        <source>is not an ISO 8601 time</source>
        <translation>ist keine Zeitangabe nach ISO 8601</translation>
    </message>
    <message>
        <source>is too large</source>
        <translation>ist zu groß</translation>
    </message>
    <message>
        <source>names an unknown attempt status &quot;%1&quot;</source>
        <translation>nennt einen unbekannten Versuchsstatus „%1“</translation>
    </message>
    <message>
        <source>%1 holds no Packwright session (no record.sqlite): open a session record file or a session directory.</source>
        <translation>%1 enthält keine Packwright-Sitzung (keine record.sqlite): Öffnen Sie eine Sitzungsprotokolldatei oder ein Sitzungsverzeichnis.</translation>
    </message>
    <message>
        <source>names an unknown signal role &quot;%1&quot;</source>
        <translation>nennt eine unbekannte Signalrolle „%1“</translation>
    </message>
    <message>
        <source>names an unknown lint severity &quot;%1&quot;</source>
        <translation>nennt einen unbekannten Lint-Schweregrad &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>SessionRecordWriterTexts</name>
    <message>
        <source>The session record could not be written as JSON.</source>
        <translation>Das Sitzungsprotokoll konnte nicht als JSON geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>SessionRepositoryTexts</name>
    <message>
        <source>the path is empty</source>
        <translation>der Pfad ist leer</translation>
    </message>
    <message>
        <source>the path is absolute</source>
        <translation>der Pfad ist absolut</translation>
    </message>
    <message>
        <source>the path has an empty, &quot;.&quot; or &quot;..&quot; component</source>
        <translation>der Pfad enthält eine leere Komponente, „.“ oder „..“</translation>
    </message>
    <message>
        <source>the path enters .git</source>
        <translation>der Pfad führt in .git</translation>
    </message>
    <message>
        <source>the path contains a backslash or a NUL character</source>
        <translation>der Pfad enthält einen Backslash oder ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>The session repository %1 has no attempt %2.</source>
        <translation>Das Sitzungs-Repository %1 hat keinen Versuch %2.</translation>
    </message>
    <message>
        <source>Cannot create a session workspace in %1: the directory is not empty. Choose a new directory.</source>
        <translation>In %1 kann kein Sitzungsarbeitsbereich angelegt werden: Das Verzeichnis ist nicht leer. Wählen Sie ein neues Verzeichnis.</translation>
    </message>
    <message>
        <source>Cannot create the session workspace directory %1.</source>
        <translation>Das Verzeichnis %1 für den Sitzungsarbeitsbereich kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot create a git repository in %1.</source>
        <translation>In %1 kann kein Git-Repository angelegt werden.</translation>
    </message>
    <message>
        <source>%1 is not a session workspace (no git repository).</source>
        <translation>%1 ist kein Sitzungsarbeitsbereich (kein Git-Repository).</translation>
    </message>
    <message>
        <source>%1 is a bare git repository, not a session workspace.</source>
        <translation>%1 ist ein Bare-Git-Repository, kein Sitzungsarbeitsbereich.</translation>
    </message>
    <message>
        <source>Attempt numbers start at 1 (got %1).</source>
        <translation>Versuchsnummern beginnen bei 1 (erhalten: %1).</translation>
    </message>
    <message>
        <source>Attempt %1 is already committed in the session workspace.</source>
        <translation>Versuch %1 ist bereits im Sitzungsarbeitsbereich committet.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot; into the session workspace: %2.</source>
        <translation>„%1“ kann nicht in den Sitzungsarbeitsbereich geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1 in the session workspace.</source>
        <translation>%1 kann im Sitzungsarbeitsbereich nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot read the session workspace&apos;s index.</source>
        <translation>Der Index des Sitzungsarbeitsbereichs kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot stage %1 in the session workspace.</source>
        <translation>%1 kann im Sitzungsarbeitsbereich nicht zum Commit vorgemerkt werden.</translation>
    </message>
    <message>
        <source>Cannot write the session workspace&apos;s index.</source>
        <translation>Der Index des Sitzungsarbeitsbereichs kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot read back the staged tree.</source>
        <translation>Der vorgemerkte Baum kann nicht zurückgelesen werden.</translation>
    </message>
    <message>
        <source>Cannot read the tip of branch main.</source>
        <translation>Die Spitze des Branches main kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot make the commit&apos;s signature.</source>
        <translation>Die Signatur des Commits kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Cannot commit attempt %1.</source>
        <translation>Versuch %1 kann nicht committet werden.</translation>
    </message>
    <message>
        <source>Cannot record the ref of attempt %1.</source>
        <translation>Die Ref von Versuch %1 kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Attempt %1 has no file %2.</source>
        <translation>Versuch %1 hat keine Datei %2.</translation>
    </message>
    <message>
        <source>Cannot compare attempts %1 and %2.</source>
        <translation>Die Versuche %1 und %2 können nicht verglichen werden.</translation>
    </message>
    <message>
        <source>Cannot check out attempt %1 into the session workspace.</source>
        <translation>Versuch %1 kann nicht in den Sitzungsarbeitsbereich ausgecheckt werden.</translation>
    </message>
    <message>
        <source>Cannot move branch main to attempt %1.</source>
        <translation>Der Branch main kann nicht auf Versuch %1 gesetzt werden.</translation>
    </message>
    <message>
        <source>Cannot list the files of attempt %1.</source>
        <translation>Die Dateien von Versuch %1 können nicht aufgelistet werden.</translation>
    </message>
</context>
<context>
    <name>SessionStoreLoadTexts</name>
    <message>
        <source>Cannot read the session record %1.</source>
        <translation>Das Sitzungsprotokoll %1 kann nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>SessionStoreTexts</name>
    <message>
        <source>Cannot open the session record %1.</source>
        <translation>Das Sitzungsprotokoll %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The session record %1 exists already; choose a new file or open it instead.</source>
        <translation>Das Sitzungsprotokoll %1 existiert bereits; wählen Sie eine neue Datei oder öffnen Sie es stattdessen.</translation>
    </message>
    <message>
        <source>Cannot create the session record %1.</source>
        <translation>Das Sitzungsprotokoll %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>the session</source>
        <translation>die Sitzung</translation>
    </message>
    <message>
        <source>There is no session record %1.</source>
        <translation>Es gibt kein Sitzungsprotokoll %1.</translation>
    </message>
    <message>
        <source>%1 is not a Packwright session record.</source>
        <translation>%1 ist kein Packwright-Sitzungsprotokoll.</translation>
    </message>
    <message>
        <source>The session record %1 was written by a newer Packwright (format %2; this one reads up to %3). Update Packwright to open it.</source>
        <translation>Das Sitzungsprotokoll %1 wurde von einem neueren Packwright geschrieben (Format %2; diese Version liest bis %3). Aktualisieren Sie Packwright, um es zu öffnen.</translation>
    </message>
    <message>
        <source>interrupted attempts</source>
        <translation>unterbrochene Versuche</translation>
    </message>
    <message>
        <source>Cannot record %1 in the session record %2.</source>
        <translation>Packwright kann %1 nicht im Sitzungsprotokoll %2 festhalten.</translation>
    </message>
    <message>
        <source>the start of attempt %1</source>
        <translation>den Start von Versuch %1</translation>
    </message>
    <message>
        <source>the outcome of attempt %1</source>
        <translation>das Ergebnis von Versuch %1</translation>
    </message>
    <message>
        <source>the signals of attempt %1</source>
        <translation>die Signale von Versuch %1</translation>
    </message>
    <message>
        <source>the evidence of attempt %1</source>
        <translation>die Evidenz von Versuch %1</translation>
    </message>
    <message>
        <source>a tool call of attempt %1</source>
        <translation>einen Werkzeugaufruf von Versuch %1</translation>
    </message>
    <message>
        <source>a model call of attempt %1</source>
        <translation>einen Modellaufruf von Versuch %1</translation>
    </message>
    <message>
        <source>an approval of attempt %1</source>
        <translation>eine Freigabe von Versuch %1</translation>
    </message>
    <message>
        <source>abandoned attempts</source>
        <translation>verworfene Versuche</translation>
    </message>
    <message>
        <source>the session&apos;s status</source>
        <translation>den Status der Sitzung</translation>
    </message>
    <message>
        <source>the session&apos;s version</source>
        <translation>die Version der Sitzung</translation>
    </message>
    <message>
        <source>a VM run of attempt %1</source>
        <translation>einen VM-Lauf von Versuch %1</translation>
    </message>
    <message>
        <source>the VM console</source>
        <translation>die VM-Konsole</translation>
    </message>
    <message>
        <source>the migration of the record&apos;s format from version %1 to %2</source>
        <translation>die Umstellung des Protokollformats von Version %1 auf %2</translation>
    </message>
    <message>
        <source>the signal verification of attempt %1</source>
        <translation>die Signalprüfung von Versuch %1</translation>
    </message>
    <message>
        <source>the lint findings of attempt %1</source>
        <translation>die Lint-Befunde von Versuch %1</translation>
    </message>
</context>
<context>
    <name>SessionSummaryTexts</name>
    <message>
        <source>Repair the given package.nix, without a version update.</source>
        <translation>Die angegebene package.nix reparieren, ohne Versions-Update.</translation>
    </message>
    <message>
        <source>the newest release tag, pre-releases included</source>
        <translation>den neuesten Release-Tag, Vorabversionen eingeschlossen</translation>
    </message>
    <message>
        <source>the newest release tag</source>
        <translation>den neuesten Release-Tag</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Update the given package.nix to %1, then repair it.</source>
        <translation>Die angegebene package.nix auf %1 aktualisieren und dann reparieren.</translation>
    </message>
    <message>
        <source>The files beside it go into the session too: %1.</source>
        <translation>Die Dateien daneben kommen ebenfalls in die Sitzung: %1.</translation>
    </message>
    <message>
        <source>Package the project at %1.</source>
        <translation>Das Projekt unter %1 paketieren.</translation>
    </message>
    <message>
        <source>Package the git repository %1 at HEAD.</source>
        <translation>Das Git-Repository %1 bei HEAD paketieren.</translation>
    </message>
    <message>
        <source>Package the git repository %1 at %2.</source>
        <translation>Das Git-Repository %1 bei %2 paketieren.</translation>
    </message>
    <message>
        <source>Package the source tarball %1.</source>
        <translation>Den Quell-Tarball %1 paketieren.</translation>
    </message>
    <message>
        <source>Its pname is %1.</source>
        <translation>Sein pname ist %1.</translation>
    </message>
    <message>
        <source>Its version is %1.</source>
        <translation>Seine Version ist %1.</translation>
    </message>
    <message>
        <source>applying an edit</source>
        <translation>dem Anwenden einer Änderung</translation>
    </message>
    <message>
        <source>starting a build</source>
        <translation>dem Starten eines Builds</translation>
    </message>
    <message>
        <source>running a script in the VM</source>
        <translation>dem Ausführen eines Skripts in der VM</translation>
    </message>
    <message>
        <source>moving the nixpkgs pin</source>
        <translation>dem Verschieben des nixpkgs-Pins</translation>
    </message>
    <message>
        <source>Everything goes ahead without asking you.</source>
        <translation>Alles läuft ohne Rückfrage bei Ihnen ab.</translation>
    </message>
    <message>
        <source>You are asked before %1; the rest goes ahead on its own.</source>
        <translation>Sie werden vor %1 gefragt; alles andere läuft von selbst ab.</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>No time, token or cost budget.</source>
        <translation>Kein Zeit-, Token- oder Kostenbudget.</translation>
    </message>
    <message>
        <source>Budget: %1.</source>
        <translation>Budget: %1.</translation>
    </message>
    <message>
        <source>Build against the nixpkgs flake %1.</source>
        <translation>Gegen den nixpkgs-Flake %1 bauen.</translation>
    </message>
    <message>
        <source>Build against the nixpkgs checkout %1.</source>
        <translation>Gegen den nixpkgs-Checkout %1 bauen.</translation>
    </message>
    <message>
        <source>The model is %1 (%2); its key comes from the keychain or the environment.</source>
        <translation>Das Modell ist %1 (%2); sein Schlüssel stammt aus dem Schlüsselbund oder aus der Umgebung.</translation>
    </message>
    <message>
        <source>No model: only deterministic fixes (hashes, known missing inputs).</source>
        <translation>Kein Modell: nur deterministische Korrekturen (Hashes, bekannte fehlende Inputs).</translation>
    </message>
    <message>
        <source>Builds at most: %1; attempts in a row without progress at most: %2; refinement rounds: %3.</source>
        <translation>Höchstzahl an Builds: %1; Höchstzahl an Versuchen in Folge ohne Fortschritt: %2; Verfeinerungsrunden: %3.</translation>
    </message>
    <message>
        <source>Time limit of each build: %1 s.</source>
        <translation>Zeitgrenze jedes Builds: %1 s.</translation>
    </message>
    <message>
        <source>The session goes to %1.</source>
        <translation>Die Sitzung wird in %1 abgelegt.</translation>
    </message>
    <message>
        <source>After a failed build the model checks the top %1 failure signals (root cause, consequence or noise) before the fix step.</source>
        <translation>Nach einem fehlgeschlagenen Build prüft das Modell die obersten %1 Fehlersignale (Grundursache, Folgefehler oder Rauschen) vor dem Reparaturschritt.</translation>
    </message>
</context>
<context>
    <name>SessionTexts</name>
    <message>
        <source>Approval needed: %1</source>
        <translation>Freigabe nötig: %1</translation>
    </message>
    <message>
        <source>[a]pprove, [e]dit and approve, [r]eject REASON, [b]ack N (roll back to attempt N), [s]top? </source>
        <translation>[a] freigeben, [e] bearbeiten und freigeben, [r] ablehnen GRUND, [b] zurück N (zu Versuch N zurückkehren), [s] stoppen? </translation>
    </message>
    <message>
        <source>No answer: the nixpkgs pin stays.</source>
        <translation>Keine Antwort: Der nixpkgs-Pin bleibt unverändert.</translation>
    </message>
    <message>
        <source>no answer on the terminal; the pin stays</source>
        <translation>keine Antwort im Terminal; der Pin bleibt unverändert</translation>
    </message>
    <message>
        <source>Standard input is closed: stopping.</source>
        <translation>Die Standardeingabe ist geschlossen: Packwright hält an.</translation>
    </message>
    <message>
        <source>standard input closed before an answer</source>
        <translation>Standardeingabe vor einer Antwort geschlossen</translation>
    </message>
    <message>
        <source>The editor failed; nothing changed.</source>
        <translation>Der Editor ist fehlgeschlagen; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Answer a, e, r REASON, b N (an attempt number) or s.</source>
        <translation>Antworten Sie a, e, r GRUND, b N (eine Versuchsnummer) oder s.</translation>
    </message>
    <message>
        <source>==&gt; attempt %1: %2</source>
        <translation>==&gt; Versuch %1: %2</translation>
    </message>
    <message>
        <source>    result: %1</source>
        <translation>    Ergebnis: %1</translation>
    </message>
    <message>
        <source>    verdict: %1</source>
        <translation>    Urteil: %1</translation>
    </message>
    <message>
        <source>    edit: %1</source>
        <translation>    Änderung: %1</translation>
    </message>
    <message>
        <source>    rolled back: %1</source>
        <translation>    zurückgenommen: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>==&gt; finished: %1</source>
        <translation>==&gt; beendet: %1</translation>
    </message>
    <message>
        <source>Cancelling (once more to quit at once)…</source>
        <translation>Wird abgebrochen (noch einmal, um sofort zu beenden)…</translation>
    </message>
    <message>
        <source>The nixpkgs to build against: a checkout &lt;path&gt; or a flake reference (default: $PACKWRIGHT_NIXPKGS).</source>
        <translation>Das nixpkgs, gegen das gebaut wird: ein Checkout &lt;path&gt; oder eine Flake-Referenz (Standard: $PACKWRIGHT_NIXPKGS).</translation>
    </message>
    <message>
        <source>The provider profile &lt;name&gt; from the settings (default: the default profile).</source>
        <translation>Das Anbieterprofil &lt;name&gt; aus den Einstellungen (Standard: das Standardprofil).</translation>
    </message>
    <message>
        <source>An inline provider profile: the server&apos;s base &lt;url&gt;.</source>
        <translation>Ein direkt angegebenes Anbieterprofil: die Basis-URL &lt;url&gt; des Servers.</translation>
    </message>
    <message>
        <source>With --base-url: openai or anthropic (default openai).</source>
        <translation>Mit --base-url: openai oder anthropic (Standard: openai).</translation>
    </message>
    <message>
        <source>With --base-url: the model &lt;name&gt;.</source>
        <translation>Mit --base-url: das Modell &lt;name&gt;.</translation>
    </message>
    <message>
        <source>Use no model: deterministic fixes only.</source>
        <translation>Kein Modell verwenden: nur deterministische Korrekturen.</translation>
    </message>
    <message>
        <source>auto (default) or ask: ask on the terminal before each edit and build.</source>
        <translation>auto (Standard) oder ask: vor jeder Änderung und jedem Build im Terminal nachfragen.</translation>
    </message>
    <message>
        <source>Builds at most (default 20).</source>
        <translation>Höchstzahl an Builds (Standard 20).</translation>
    </message>
    <message>
        <source>Attempts in a row without progress at most (default 10).</source>
        <translation>Höchstzahl an Versuchen in Folge ohne Fortschritt (Standard 10).</translation>
    </message>
    <message>
        <source>Cost budget in US dollars.</source>
        <translation>Kostenbudget in US-Dollar.</translation>
    </message>
    <message>
        <source>Token budget (input + output).</source>
        <translation>Token-Budget (Eingabe + Ausgabe).</translation>
    </message>
    <message>
        <source>Time budget in seconds.</source>
        <translation>Zeitbudget in Sekunden.</translation>
    </message>
    <message>
        <source>Where the session goes (default: OUT/session; for an update in place, a new directory in ~/.cache/packwright/sessions).</source>
        <translation>Wohin die Sitzung geschrieben wird (Standard: OUT/session; bei einem Update an Ort und Stelle ein neues Verzeichnis in ~/.cache/packwright/sessions).</translation>
    </message>
    <message>
        <source>Passed to Nix as --option NAME VALUE; repeatable.</source>
        <translation>Wird an Nix als --option NAME VALUE übergeben; wiederholbar.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Diese Hilfe anzeigen und beenden.</translation>
    </message>
    <message>
        <source>Use the user interface language &lt;code&gt;, e.g. &quot;de&quot;.</source>
        <translation>Die Sprache &lt;code&gt; für die Benutzeroberfläche verwenden, z. B. &quot;de&quot;.</translation>
    </message>
    <message>
        <source>Exit status: 0 the package builds; 1 an output could not be written; 2 a usage error; 11 the iteration limit; 12 no progress; 13 a budget spent; 14 a non-reproducible fetch; 15 no fix found; 16 stopped by you; 17 cancelled (SIGINT, SIGTERM); 18 set-up failed (source, nixpkgs, workspace); 19 the model did not answer.</source>
        <translation>Exit-Status: 0 das Paket baut; 1 eine Ausgabe konnte nicht geschrieben werden; 2 Bedienungsfehler; 11 Versuchsgrenze erreicht; 12 kein Fortschritt; 13 ein Budget aufgebraucht; 14 nicht reproduzierbarer Abruf; 15 keine Korrektur gefunden; 16 von Ihnen gestoppt; 17 abgebrochen (SIGINT, SIGTERM); 18 Einrichtung gescheitert (Quelle, nixpkgs, Arbeitsbereich); 19 das Modell hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>Say which nixpkgs to build against: --nixpkgs PATH|FLAKEREF.</source>
        <translation>Geben Sie an, gegen welches nixpkgs gebaut wird: --nixpkgs PATH|FLAKEREF.</translation>
    </message>
    <message>
        <source>--nix-option wants NAME=VALUE, not &quot;%1&quot;.</source>
        <translation>--nix-option erwartet NAME=VALUE, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--max-iterations wants a number from 1 to 10000.</source>
        <translation>--max-iterations erwartet eine Zahl von 1 bis 10000.</translation>
    </message>
    <message>
        <source>--max-without-progress wants a positive number.</source>
        <translation>--max-without-progress erwartet eine positive Zahl.</translation>
    </message>
    <message>
        <source>--budget-usd wants an amount in dollars.</source>
        <translation>--budget-usd erwartet einen Betrag in Dollar.</translation>
    </message>
    <message>
        <source>--budget-tokens wants a number.</source>
        <translation>--budget-tokens erwartet eine Zahl.</translation>
    </message>
    <message>
        <source>--time-budget wants seconds.</source>
        <translation>--time-budget erwartet Sekunden.</translation>
    </message>
    <message>
        <source>--approve is auto or ask.</source>
        <translation>--approve ist auto oder ask.</translation>
    </message>
    <message>
        <source>--protocol is openai or anthropic.</source>
        <translation>--protocol ist openai oder anthropic.</translation>
    </message>
    <message>
        <source>--base-url needs --model NAME.</source>
        <translation>--base-url braucht --model NAME.</translation>
    </message>
    <message>
        <source>--base-url wants an http(s) URL such as http://127.0.0.1:11434/v1, not &quot;%1&quot;.</source>
        <translation>--base-url erwartet eine http(s)-URL wie http://127.0.0.1:11434/v1, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>There is no provider profile named &quot;%1&quot;.</source>
        <translation>Es gibt kein Anbieterprofil namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No model configured: only deterministic fixes (hashes, quick fixes) are made.</source>
        <translation>Kein Modell konfiguriert: Es werden nur deterministische Korrekturen (Hashes, Schnellkorrekturen) vorgenommen.</translation>
    </message>
    <message>
        <source>    vm: %1</source>
        <translation>    VM: %1</translation>
    </message>
    <message>
        <source>Refinement rounds in a VM after the package builds (default 2; 0: none). They need a model.</source>
        <translation>Verfeinerungsrunden in einer VM, sobald das Paket baut (Standard 2; 0: keine). Sie brauchen ein Modell.</translation>
    </message>
    <message>
        <source>Repair steps for a refinement edit that breaks the build (default 3).</source>
        <translation>Reparaturschritte für eine Verfeinerungsänderung, mit der der Build scheitert (Standard 3).</translation>
    </message>
    <message>
        <source>Where refinement runs the package: auto (default: a NixOS VM when the pinned nixpkgs can build one, else the QEMU micro-VM, else bubblewrap), nixos, micro-vm or bubblewrap (weaker: the host&apos;s kernel).</source>
        <translation>Wo die Verfeinerung das Paket ausführt: auto (Standard: eine NixOS-VM, wenn das gepinnte nixpkgs eine bauen kann, sonst die QEMU-Micro-VM, sonst bubblewrap), nixos, micro-vm oder bubblewrap (schwächer isoliert: Kernel des Host-Rechners).</translation>
    </message>
    <message>
        <source>--approve-vm is auto or ask.</source>
        <translation>--approve-vm ist auto oder ask.</translation>
    </message>
    <message>
        <source>--refine-rounds wants a number from 0 to 100.</source>
        <translation>--refine-rounds erwartet eine Zahl von 0 bis 100.</translation>
    </message>
    <message>
        <source>--refine-repairs wants a number from 0 to 100.</source>
        <translation>--refine-repairs erwartet eine Zahl von 0 bis 100.</translation>
    </message>
    <message>
        <source>--vm is auto, nixos, micro-vm or bubblewrap.</source>
        <translation>--vm ist auto, nixos, micro-vm oder bubblewrap.</translation>
    </message>
    <message>
        <source>auto, or ask before each script the refinement runs in a VM (default: as --approve).</source>
        <translation>auto, oder ask: vor jedem Skript fragen, das die Verfeinerung in einer VM ausführt (Standard: wie --approve).</translation>
    </message>
    <message>
        <source>    building %1</source>
        <translation>    %1 wird gebaut</translation>
    </message>
    <message>
        <source>After a failed build the model checks the top K failure signals (root cause, consequence or noise) and the fix step sees root causes first (EvidenT&apos;s verifier; default 5; off: not checked). It needs a model.</source>
        <translation>Nach einem fehlgeschlagenen Build prüft das Modell die obersten K Fehlersignale (Grundursache, Folgefehler oder Rauschen), und der Reparaturschritt sieht die Grundursachen zuerst (EvidenTs Prüfer; Vorgabe 5; off: keine Prüfung). Braucht ein Modell.</translation>
    </message>
    <message>
        <source>--verify-signals wants a number from 0 to %1, or off.</source>
        <translation>--verify-signals erwartet eine Zahl von 0 bis %1 oder off.</translation>
    </message>
    <message>
        <source>Make no quick fixes (missing inputs, invalid hashes, nixpkgs lint findings) before asking the model; hash mismatches are still fixed.</source>
        <translation>Keine Schnellkorrekturen (fehlende Inputs, ungültige Hashes, nixpkgs-Lint-Befunde) vornehmen, bevor das Modell gefragt wird; Hash-Abweichungen werden weiterhin korrigiert.</translation>
    </message>
    <message>
        <source>Nix&apos;s remote builders for every build: machine specifications separated by &apos;;&apos; (&quot;ssh://builder x86_64-linux /key 4&quot;), or @FILE for a machines file. Builds go there when the machines&apos; systems and features fit; see also --max-jobs.</source>
        <translation>Nix&apos; entfernte Build-Maschinen für jeden Build: Maschinenangaben, getrennt durch &apos;;&apos; (&quot;ssh://builder x86_64-linux /key 4&quot;), oder @DATEI für eine Maschinendatei. Builds gehen dorthin, wenn Systeme und Features der Maschinen passen; siehe auch --max-jobs.</translation>
    </message>
    <message>
        <source>Builds Nix runs on this machine at once (0: only on the --builders; default: Nix&apos;s setting).</source>
        <translation>Builds, die Nix auf diesem Rechner gleichzeitig ausführt (0: nur auf den --builders; Vorgabe: Nix&apos; Einstellung).</translation>
    </message>
    <message>
        <source>--max-jobs wants a number from 0 to 1024.</source>
        <translation>--max-jobs erwartet eine Zahl von 0 bis 1024.</translation>
    </message>
</context>
<context>
    <name>SessionVmTexts</name>
    <message>
        <source>Cannot create a temporary directory to build the session&apos;s package.</source>
        <translation>Es kann kein temporäres Verzeichnis angelegt werden, um das Paket der Sitzung zu bauen.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The package of attempt %1 does not build any more: %2</source>
        <translation>Das Paket von Versuch %1 baut nicht mehr: %2</translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation>Das Skript ist leer.</translation>
    </message>
</context>
<context>
    <name>SignalPatternTexts</name>
    <message>
        <source>The signal pattern file %1 is invalid: pattern %2, field &quot;%3&quot;: %4</source>
        <translation>Die Signalmusterdatei %1 ist ungültig: Muster %2, Feld „%3“: %4</translation>
    </message>
    <message>
        <source>The bundled signal patterns are missing from this build.</source>
        <translation>Die mitgelieferten Signalmuster fehlen in diesem Build.</translation>
    </message>
    <message>
        <source>The signal pattern file %1 is not valid JSON.</source>
        <translation>Die Signalmusterdatei %1 ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>The signal pattern file %1 has no &quot;patterns&quot; array.</source>
        <translation>Die Signalmusterdatei %1 hat kein Array „patterns“.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>needs at least one literal</source>
        <translation>braucht mindestens ein Literal</translation>
    </message>
    <message>
        <source>must be root, cascade or generic</source>
        <translation>muss root, cascade oder generic sein</translation>
    </message>
    <message>
        <source>unknown category</source>
        <translation>unbekannte Kategorie</translation>
    </message>
    <message>
        <source>not a sub-category of its EvidenT category</source>
        <translation>keine Unterkategorie seiner EvidenT-Kategorie</translation>
    </message>
    <message>
        <source>unknown detector (known: %1)</source>
        <translation>unbekannter Detektor (bekannt: %1)</translation>
    </message>
    <message>
        <source>The signal pattern file %1: category cue %2, field &quot;%3&quot;: %4</source>
        <translation>Die Signalmusterdatei %1: Kategoriehinweis %2, Feld „%3“: %4</translation>
    </message>
    <message>
        <source>needs at least one</source>
        <translation>braucht mindestens einen Eintrag</translation>
    </message>
</context>
<context>
    <name>SlotTexts</name>
    <message numerus="yes">
        <source>[… %n line(s) left out to keep this slot within its budget; the session record has them all …]</source>
        <translation>
            <numerusform>[… %n Zeile ausgelassen, damit dieser Abschnitt in seinem Budget bleibt; das Sitzungsprotokoll enthält alles …]</numerusform>
            <numerusform>[… %n Zeilen ausgelassen, damit dieser Abschnitt in seinem Budget bleibt; das Sitzungsprotokoll enthält alles …]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SourceFetcher</name>
    <message>
        <source>%1 is not a git repository.</source>
        <translation>%1 ist kein Git-Repository.</translation>
    </message>
    <message>
        <source>The repository %1 has no commits.</source>
        <translation>Das Repository %1 hat keine Commits.</translation>
    </message>
    <message>
        <source>%1 has no tag, branch or commit &quot;%2&quot;.</source>
        <translation>%1 hat keinen Tag, Branch oder Commit &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The tarball %1 does not exist.</source>
        <translation>Der Tarball %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot fetch %1.</source>
        <translation>%1 kann nicht abgerufen werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Fetching %1 failed: %2</source>
        <translation>Das Abrufen von %1 ist gescheitert: %2</translation>
    </message>
</context>
<context>
    <name>StepTexts</name>
    <message>
        <source>Build attempt %1: %2</source>
        <translation>Build-Versuch %1: %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The maintainer stopped the session before attempt %1.</source>
        <translation>Der Maintainer hat die Sitzung vor Versuch %1 gestoppt.</translation>
    </message>
    <message>
        <source>rejected by the maintainer before its build</source>
        <translation>vom Maintainer vor dem Build abgelehnt</translation>
    </message>
    <message>
        <source>rejected by the maintainer before its build: %1</source>
        <translation>vom Maintainer vor dem Build abgelehnt: %1</translation>
    </message>
    <message>
        <source>There is no attempt %1 to roll back to.</source>
        <translation>Es gibt keinen Versuch %1, zu dem zurückgekehrt werden kann.</translation>
    </message>
    <message>
        <source>The maintainer rolled back to attempt %1.</source>
        <translation>Der Maintainer hat die Änderungen bis auf Versuch %1 zurückgenommen.</translation>
    </message>
    <message>
        <source>%1 (edited by the maintainer)</source>
        <translation>%1 (vom Maintainer bearbeitet)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The package builds.</source>
        <translation>Das Paket baut.</translation>
    </message>
    <message>
        <source>the package builds</source>
        <translation>das Paket baut</translation>
    </message>
    <message>
        <source>attempt %1: %2

Outcome: %3</source>
        <translation>Versuch %1: %2

Ergebnis: %3</translation>
    </message>
    <message>
        <source>
Verdict: %1</source>
        <translation>
Urteil: %1</translation>
    </message>
    <message>
        <source>Cancelled during attempt %1.</source>
        <translation>Während Versuch %1 abgebrochen.</translation>
    </message>
    <message>
        <source>Attempt %1 did not make progress; back to attempt %2.</source>
        <translation>Versuch %1 hat keinen Fortschritt gebracht; zurück zu Versuch %2.</translation>
    </message>
    <message>
        <source>Attempt %1 builds: %2</source>
        <translation>Versuch %1 baut: %2</translation>
    </message>
    <message>
        <source>No progress in the last %1 attempts.</source>
        <translation>Kein Fortschritt in den letzten %1 Versuchen.</translation>
    </message>
    <message>
        <source>verdict must be PROGRESS, STAGNATION or REGRESS</source>
        <translation>das Urteil (verdict) muss PROGRESS, STAGNATION oder REGRESS sein</translation>
    </message>
    <message>
        <source>(model) %1</source>
        <translation>(Modell) %1</translation>
    </message>
    <message>
        <source>Too many edits were rejected.</source>
        <translation>Zu viele Änderungen wurden abgelehnt.</translation>
    </message>
    <message>
        <source>Fixing the hash of %1 (trust on first use)</source>
        <translation>Der Hash von %1 wird korrigiert (Trust on First Use)</translation>
    </message>
    <message>
        <source>Apply the edit for attempt %1: %2</source>
        <translation>Die Änderung für Versuch %1 anwenden: %2</translation>
    </message>
    <message>
        <source>rejected by the maintainer</source>
        <translation>vom Maintainer abgelehnt</translation>
    </message>
    <message>
        <source>rejected by the maintainer: %1</source>
        <translation>vom Maintainer abgelehnt: %1</translation>
    </message>
    <message>
        <source>The maintainer stopped the session.</source>
        <translation>Der Maintainer hat die Sitzung gestoppt.</translation>
    </message>
    <message>
        <source>No model is configured, and this failure needs more than a deterministic fix.</source>
        <translation>Es ist kein Modell konfiguriert, und dieser Fehler braucht mehr als eine deterministische Korrektur.</translation>
    </message>
    <message>
        <source>Attempt %1 was rolled back (see History); this is the feedback of attempt %2, the best so far, whose package.nix is below.
</source>
        <translation>Versuch %1 wurde zurückgenommen (siehe Verlauf); dies ist die Rückmeldung zu Versuch %2, dem bisher besten, dessen package.nix unten steht.
</translation>
    </message>
    <message>
        <source>Asking the model for a fix (attempt %1)</source>
        <translation>Das Modell wird nach einer Korrektur gefragt (Versuch %1)</translation>
    </message>
    <message>
        <source>You made no edit. Packwright builds only a changed package.nix: edit it with str_replace or insert, or say in one sentence why no edit of package.nix can fix this failure.</source>
        <translation>Sie haben nichts geändert. Packwright baut nur eine geänderte package.nix: Bearbeiten Sie sie mit str_replace oder insert, oder erklären Sie in einem Satz, warum keine Änderung an package.nix diesen Fehler beheben kann.</translation>
    </message>
    <message>
        <source>The model call to %1 failed: %2</source>
        <translation>Der Modellaufruf an %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The model proposed no change.</source>
        <translation>Das Modell hat keine Änderung vorgeschlagen.</translation>
    </message>
    <message>
        <source>The model proposed no change: %1</source>
        <translation>Das Modell hat keine Änderung vorgeschlagen: %1</translation>
    </message>
    <message>
        <source>Choosing a builder template</source>
        <translation>Eine Builder-Vorlage wird gewählt</translation>
    </message>
    <message>
        <source>
Detected: %1</source>
        <translation>
Erkannt: %1</translation>
    </message>
    <message>
        <source>Unknown template; choose one of: %1</source>
        <translation>Unbekannte Vorlage; wählen Sie eine von: %1</translation>
    </message>
    <message>
        <source>Template %1 selected.</source>
        <translation>Vorlage %1 ausgewählt.</translation>
    </message>
    <message>
        <source>Attempt %1 fails: %2.</source>
        <translation>Versuch %1 scheitert: %2.</translation>
    </message>
    <message>
        <source>The leading failure signal (%1, log lines %2–%3): %4</source>
        <translation>Das wichtigste Fehlersignal (%1, Protokollzeilen %2–%3): %4</translation>
    </message>
    <message>
        <source>Known pattern &quot;%1&quot;: %2</source>
        <translation>Bekanntes Muster „%1“: %2</translation>
    </message>
    <message>
        <source>Analysing the failure</source>
        <translation>Der Fehler wird analysiert</translation>
    </message>
    <message>
        <source>Give an explanation and one of the listed categories.</source>
        <translation>Geben Sie eine Erklärung und eine der aufgeführten Kategorien an.</translation>
    </message>
    <message>
        <source>Nothing is built yet: approve the first build, edit it, or stop.</source>
        <translation>Noch ist nichts gebaut: Geben Sie den ersten Build frei, bearbeiten Sie ihn oder stoppen Sie.</translation>
    </message>
    <message>
        <source>The maintainer stopped the session: %1.</source>
        <translation>Der Maintainer hat die Sitzung gestoppt: %1.</translation>
    </message>
    <message>
        <source>move_nixpkgs_pin needs a revision and a reason.</source>
        <translation>move_nixpkgs_pin braucht eine Revision und eine Begründung.</translation>
    </message>
    <message>
        <source>The maintainer is asked to move nixpkgs to %1 when this step ends; if approved, the next build uses it. Make the package.nix edit that needs it now.</source>
        <translation>Am Ende dieses Schritts wird der Maintainer gefragt, nixpkgs auf %1 zu verschieben; nach der Freigabe verwendet der nächste Build diese Revision. Nehmen Sie die Änderung an package.nix, die sie braucht, jetzt vor.</translation>
    </message>
    <message>
        <source>nixpkgs moved to %1; %2</source>
        <translation>nixpkgs auf %1 verschoben; %2</translation>
    </message>
    <message>
        <source>Fetching %1 again: does its hash settle?</source>
        <translation>%1 wird erneut abgerufen: Bleibt der Hash stabil?</translation>
    </message>
    <message>
        <source>The %1 hash does not settle: fetched again, it is %2, not %3. The source changes between fetches; pin a release tarball or a commit.</source>
        <translation>Der %1-Hash bleibt nicht stabil: Beim erneuten Abruf ist er %2, nicht %3. Die Quelle ändert sich zwischen den Abrufen; pinnen Sie einen Release-Tarball oder einen Commit.</translation>
    </message>
    <message>
        <source>The time budget of %1 s is spent; attempt %2 was stopped.</source>
        <translation>Das Zeitbudget von %1 s ist aufgebraucht; Versuch %2 wurde angehalten.</translation>
    </message>
    <message>
        <source>Cannot read the build log %1.</source>
        <translation>Das Build-Protokoll %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The error is at %1.</source>
        <translation>Der Fehler steht in %1.</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (in %2)</translation>
    </message>
</context>
<context>
    <name>SubcommandTexts</name>
    <message>
        <source>Run &quot;packwright %1 --help&quot; for the options.</source>
        <translation>Die Optionen zeigt &quot;packwright %1 --help&quot;.</translation>
    </message>
</context>
<context>
    <name>SummaryTexts</name>
    <message>
        <source># Batch summary</source>
        <translation># Batch-Zusammenfassung</translation>
    </message>
    <message>
        <source>| figure | value |</source>
        <translation>| Kennzahl | Wert |</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>built</source>
        <translation>gebaut</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>could not start</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>functionally correct (refinement)</source>
        <translation>funktional korrekt (Verfeinerung)</translation>
    </message>
    <message>
        <source>%1 of %2 evaluated (%3 %)</source>
        <translation>%1 von %2 geprüften (%3 %)</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>attempts, mean / median</source>
        <translation>Versuche, Mittel / Median</translation>
    </message>
    <message>
        <source>tokens in / out</source>
        <translation>Tokens ein / aus</translation>
    </message>
    <message>
        <source>cost (USD)</source>
        <translation>Kosten (USD)</translation>
    </message>
    <message>
        <source>cost per package / per built package (USD)</source>
        <translation>Kosten pro Paket / pro gebautem Paket (USD)</translation>
    </message>
    <message>
        <source>same inputs as the reference</source>
        <translation>dieselben Eingaben wie die Referenz</translation>
    </message>
    <message>
        <source>%1 of %2 built</source>
        <translation>%1 von %2 gebauten</translation>
    </message>
    <message>
        <source>wall time per task, mean / median (s)</source>
        <translation>Laufzeit pro Aufgabe, Mittel / Median (s)</translation>
    </message>
    <message>
        <source>wall time / build time, all tasks (s)</source>
        <translation>Laufzeit / Build-Zeit, alle Aufgaben (s)</translation>
    </message>
    <message>
        <source>## Failure categories</source>
        <translation>## Fehlerkategorien</translation>
    </message>
    <message>
        <source>Every task built.</source>
        <translation>Jede Aufgabe wurde gebaut.</translation>
    </message>
    <message>
        <source>| category | tasks | share of failures |</source>
        <translation>| Kategorie | Aufgaben | Anteil der Fehlschläge |</translation>
    </message>
    <message>
        <source>## Tasks</source>
        <translation>## Aufgaben</translation>
    </message>
    <message>
        <source>| task | kind | outcome | attempts | P/S/R/B | refinement | category | cost (USD) |</source>
        <translation>| Aufgabe | Art | Ergebnis | Versuche | P/S/R/B | Verfeinerung | Kategorie | Kosten (USD) |</translation>
    </message>
    <message>
        <source>P/S/R/B: the verdicts PROGRESS, STAGNATION, REGRESS, BROKEN_LOG (Vibenix §4.1.8). Each task&apos;s session and report are in tasks/ID/; results.jsonl has every figure per task.</source>
        <translation>P/S/R/B: die Urteile PROGRESS, STAGNATION, REGRESS, BROKEN_LOG (Vibenix §4.1.8). Sitzung und Bericht jeder Aufgabe liegen in tasks/ID/; results.jsonl enthält jede Kennzahl pro Aufgabe.</translation>
    </message>
    <message>
        <source>| figure | %1 | %2 |</source>
        <translation>| Kennzahl | %1 | %2 |</translation>
    </message>
    <message>
        <source>functionally correct</source>
        <translation>funktional korrekt</translation>
    </message>
    <message>
        <source>cost per built package (USD)</source>
        <translation>Kosten pro gebautem Paket (USD)</translation>
    </message>
    <message>
        <source>wall time per task, mean (s)</source>
        <translation>Laufzeit pro Aufgabe, Mittel (s)</translation>
    </message>
    <message>
        <source>| task | %1 | attempts | cost | %2 | attempts | cost | change |</source>
        <translation>| Aufgabe | %1 | Versuche | Kosten | %2 | Versuche | Kosten | Änderung |</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>kaputt</translation>
    </message>
    <message>
        <source>## Remote builders</source>
        <translation>## Entfernte Build-Maschinen</translation>
    </message>
    <message>
        <source>| builder | derivations built | tasks |</source>
        <translation>| Build-Maschine | gebaute Derivationen | Aufgaben |</translation>
    </message>
</context>
<context>
    <name>TaskTexts</name>
    <message>
        <source>malformed JSON (%1 at column %2)</source>
        <translation>fehlerhaftes JSON (%1 in Spalte %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>„%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>missing &quot;id&quot;</source>
        <translation>„id“ fehlt</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is not a directory name (letters, digits, &quot;.&quot;, &quot;_&quot;, &quot;-&quot;; at most 128)</source>
        <translation>die id „%1“ ist kein Verzeichnisname (Buchstaben, Ziffern, „.“, „_“, „-“; höchstens 128)</translation>
    </message>
    <message>
        <source>missing &quot;kind&quot; (init, repair or update)</source>
        <translation>„kind“ fehlt (init, repair oder update)</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (init, repair or update)</source>
        <translation>unbekannte Art „%1“ (init, repair oder update)</translation>
    </message>
    <message>
        <source>missing &quot;from&quot; (%1 tasks start from a package.nix)</source>
        <translation>„from“ fehlt (%1-Aufgaben beginnen mit einer package.nix)</translation>
    </message>
    <message>
        <source>missing &quot;source&quot;</source>
        <translation>„source“ fehlt</translation>
    </message>
    <message>
        <source>&quot;target_version&quot; belongs to an update task</source>
        <translation>„target_version“ gehört zu einer update-Aufgabe</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used on an earlier line</source>
        <translation>die id „%1“ wird schon in einer früheren Zeile verwendet</translation>
    </message>
</context>
<context>
    <name>TemplateBaseline</name>
    <message>
        <source>Cannot read the success templates %1.</source>
        <translation>Die Erfolgsvorlagen %1 können nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is not a file of success templates; move it away and Packwright starts a new one.</source>
        <translation>%1 ist keine Datei mit Erfolgsvorlagen; verschieben Sie sie, dann legt Packwright eine neue an.</translation>
    </message>
    <message>
        <source>the first line is not &quot;%1&quot;</source>
        <translation>die erste Zeile ist nicht „%1“</translation>
    </message>
    <message>
        <source>The success templates %1 are damaged at line %2.</source>
        <translation>Die Erfolgsvorlagen %1 sind in Zeile %2 beschädigt.</translation>
    </message>
    <message>
        <source>Cannot write the success templates %1.</source>
        <translation>Die Erfolgsvorlagen %1 können nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>ToolArgumentsTexts</name>
    <message>
        <source>The argument &quot;%1&quot; is missing.</source>
        <translation>Das Argument „%1“ fehlt.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be a string.</source>
        <translation>Das Argument „%1“ muss eine Zeichenkette sein.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; is empty.</source>
        <translation>Das Argument „%1“ ist leer.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>Das Argument „%1“ muss eine ganze Zahl von %2 bis %3 sein.</translation>
    </message>
</context>
<context>
    <name>ToolRootTexts</name>
    <message>
        <source>The root “%1” is not available.</source>
        <translation>Die Wurzel „%1“ ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Give a path relative to the root “%1”, not an absolute path.</source>
        <translation>Geben Sie einen Pfad relativ zur Wurzel „%1“ an, keinen absoluten Pfad.</translation>
    </message>
    <message>
        <source>The path “%1” leaves the root “%2”.</source>
        <translation>Der Pfad „%1“ verlässt die Wurzel „%2“.</translation>
    </message>
    <message>
        <source>The path “%1” is a broken symbolic link in the root “%2”.</source>
        <translation>Der Pfad „%1“ ist ein defekter symbolischer Link in der Wurzel „%2“.</translation>
    </message>
    <message>
        <source>The path “%1” does not exist in the root “%2”.</source>
        <translation>Der Pfad „%1“ existiert nicht in der Wurzel „%2“.</translation>
    </message>
    <message>
        <source>The path “%1” leads out of the root “%2” (through a symbolic link).</source>
        <translation>Der Pfad „%1“ führt aus der Wurzel „%2“ heraus (über einen symbolischen Link).</translation>
    </message>
</context>
<context>
    <name>ToolboxTexts</name>
    <message>
        <source>The limit of %1 tool calls for this fix step is reached; no more tools can be called. Finish the step with the edits made so far.</source>
        <translation>Die Grenze von %1 Werkzeugaufrufen für diesen Korrekturschritt ist erreicht; es können keine weiteren Werkzeuge aufgerufen werden. Schließen Sie den Schritt mit den bisherigen Änderungen ab.</translation>
    </message>
    <message>
        <source>The arguments of %1 are not a JSON object (%2); call it again with valid JSON arguments.</source>
        <translation>Die Argumente von %1 sind kein JSON-Objekt (%2); rufen Sie es erneut mit gültigen JSON-Argumenten auf.</translation>
    </message>
    <message>
        <source>There is no expression to edit in this step.</source>
        <translation>In diesem Schritt gibt es keinen Ausdruck zu bearbeiten.</translation>
    </message>
    <message>
        <source>No package matches &quot;%1&quot;. Try another name or fewer words.</source>
        <translation>Kein Paket passt zu „%1“. Versuchen Sie einen anderen Namen oder weniger Wörter.</translation>
    </message>
    <message>
        <source>No top-level package provides a file named &quot;%1&quot;.</source>
        <translation>Kein Paket der obersten Ebene stellt eine Datei namens „%1“ bereit.</translation>
    </message>
    <message>
        <source>There is no root &quot;%1&quot;; use one of: %2.</source>
        <translation>Es gibt keine Wurzel „%1“; verwenden Sie eine von: %2.</translation>
    </message>
    <message>
        <source>The argument &quot;path&quot; is missing.</source>
        <translation>Das Argument „path“ fehlt.</translation>
    </message>
    <message>
        <source>There is no tool &quot;%1&quot; in this step; the tools are: %2.</source>
        <translation>Es gibt kein Werkzeug „%1“ in diesem Schritt; die Werkzeuge sind: %2.</translation>
    </message>
</context>
<context>
    <name>UpdateTexts</name>
    <message>
        <source>Both the old and the new version are needed.</source>
        <translation>Sowohl die alte als auch die neue Version werden benötigt.</translation>
    </message>
    <message>
        <source>package.nix has no plain `version = &quot;%1&quot;;` to update; edit the version by hand.</source>
        <translation>package.nix enthält kein einfaches `version = &quot;%1&quot;;`, das aktualisiert werden könnte; ändern Sie die Version von Hand.</translation>
    </message>
    <message>
        <source>version %1 → %2</source>
        <translation>Version %1 → %2</translation>
    </message>
    <message>
        <source>rev is the commit %1, and the commit of %2 is not known; give the source repository&apos;s tag or edit rev by hand.</source>
        <translation>rev ist der Commit %1, und der Commit von %2 ist nicht bekannt; geben Sie den Tag des Quell-Repositorys an oder ändern Sie rev von Hand.</translation>
    </message>
    <message>
        <source>rev %1 → %2</source>
        <translation>rev %1 → %2</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 hash reset (trust on first use)</source>
        <translation>%1-Hash zurückgesetzt (Trust on First Use)</translation>
    </message>
    <message>
        <source>Update PACKAGE.nix to a new version like nix-update (version, rev or tag, every hash by trust on first use), then repair it until it builds. Without --out, a package that builds is written back to PACKAGE.nix; a failure leaves it untouched.</source>
        <translation>PACKAGE.nix wie nix-update auf eine neue Version aktualisieren (version, rev oder tag, jeder Hash per Trust on First Use) und dann reparieren, bis es baut. Ohne --out wird ein Paket, das baut, nach PACKAGE.nix zurückgeschrieben; bei einem Fehlschlag bleibt die Datei unverändert.</translation>
    </message>
    <message>
        <source>The version to update to (default: the newest tag of the source&apos;s git repository).</source>
        <translation>Die Zielversion des Updates (Standard: der neueste Tag des Git-Repositorys der Quelle).</translation>
    </message>
    <message>
        <source>Without --to: a release candidate, alpha or beta tag may be the newest.</source>
        <translation>Ohne --to: Auch ein Release-Candidate-, Alpha- oder Beta-Tag darf der neueste sein.</translation>
    </message>
    <message>
        <source>Write package.nix, report.md and report.json here instead of updating PACKAGE.nix in place.</source>
        <translation>package.nix, report.md und report.json hierhin schreiben, statt PACKAGE.nix an Ort und Stelle zu aktualisieren.</translation>
    </message>
    <message>
        <source>The package.nix to update.</source>
        <translation>Die zu aktualisierende package.nix.</translation>
    </message>
    <message>
        <source>&quot;update&quot; needs exactly one PACKAGE.nix.</source>
        <translation>&quot;update&quot; braucht genau eine PACKAGE.nix.</translation>
    </message>
    <message>
        <source>%1 is a directory; give its package.nix.</source>
        <translation>%1 ist ein Verzeichnis; geben Sie seine package.nix an.</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1: Datei nicht gefunden.</translation>
    </message>
    <message>
        <source>--to wants a version.</source>
        <translation>--to erwartet eine Version.</translation>
    </message>
    <message>
        <source>Cannot write into %1.</source>
        <translation>In %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The session is kept in %1.</source>
        <translation>Die Sitzung bleibt in %1 erhalten.</translation>
    </message>
    <message>
        <source>%1 %2 builds (attempt %3), but %4 changed while the update ran and is left as it is; the updated expression is %5 (report: %6)</source>
        <translation>%1 %2 baut (Versuch %3), aber %4 wurde während des Updates geändert und bleibt unverändert; der aktualisierte Ausdruck ist %5 (Bericht: %6)</translation>
    </message>
    <message>
        <source>%1 %2 builds (attempt %3): %4 (report: %5)</source>
        <translation>%1 %2 baut (Versuch %3): %4 (Bericht: %5)</translation>
    </message>
    <message>
        <source>Gave up (%1): %2 %3 is unchanged; the failure report is %4</source>
        <translation>Aufgegeben (%1): %2 %3 ist unverändert; der Fehlerbericht liegt in %4</translation>
    </message>
    <message>
        <source>Gave up (%1): %2 The best attempt is %3; the failure report is %4</source>
        <translation>Aufgegeben (%1): %2 Bester Versuch: %3; der Fehlerbericht liegt in %4</translation>
    </message>
</context>
<context>
    <name>VerifierStepTexts</name>
    <message>
        <source>The signal check of attempt %1 failed: %2 The deterministic ranking stands.</source>
        <translation>Die Signalprüfung von Versuch %1 schlug fehl: %2 Die deterministische Rangfolge bleibt.</translation>
    </message>
    <message numerus="yes">
        <source>Checking the top %n failure signal(s) of attempt %1 with the model</source>
        <translation>
            <numerusform>Das Modell prüft das oberste Fehlersignal von Versuch %1</numerusform>
            <numerusform>Das Modell prüft die obersten %n Fehlersignale von Versuch %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The reply left out block(s) %1; they follow the root causes and consequences in their deterministic order.</source>
        <translation>Die Antwort ließ Block/Blöcke %1 aus; sie folgen den Grundursachen und Folgefehlern in ihrer deterministischen Reihenfolge.</translation>
    </message>
</context>
<context>
    <name>VerifierTexts</name>
    <message>
        <source>The signal verifier&apos;s reply is malformed: %1.</source>
        <translation>Die Antwort des Signalprüfers ist fehlerhaft: %1.</translation>
    </message>
    <message>
        <source>Block %1 — %2, log lines %3–%4, category %5, score %6</source>
        <translation>Block %1 — %2, Protokollzeilen %3–%4, Kategorie %5, Wert %6</translation>
    </message>
    <message>
        <source>, seen %1 times</source>
        <translation>, %1-mal gesehen</translation>
    </message>
    <message>
        <source>it holds no complete JSON object or array</source>
        <translation>sie enthält kein vollständiges JSON-Objekt und kein Array</translation>
    </message>
    <message>
        <source>invalid JSON (%1)</source>
        <translation>ungültiges JSON (%1)</translation>
    </message>
    <message>
        <source>no &quot;blocks&quot; array</source>
        <translation>kein Array „blocks“</translation>
    </message>
    <message>
        <source>it judges no block</source>
        <translation>sie beurteilt keinen Block</translation>
    </message>
    <message>
        <source>entry %1 is not an object</source>
        <translation>Eintrag %1 ist kein Objekt</translation>
    </message>
    <message>
        <source>entry %1 has no block id (a positive integer)</source>
        <translation>Eintrag %1 hat keine Block-ID (eine positive ganze Zahl)</translation>
    </message>
    <message>
        <source>entry %1 names block %2, which was not sent</source>
        <translation>Eintrag %1 nennt Block %2, der nicht gesendet wurde</translation>
    </message>
    <message>
        <source>block %1 is judged twice</source>
        <translation>Block %1 ist zweimal beurteilt</translation>
    </message>
    <message>
        <source>block %1 has no role root_cause, consequence or noise</source>
        <translation>Block %1 hat keine Rolle root_cause, consequence oder noise</translation>
    </message>
    <message>
        <source>block %1 gives no reason</source>
        <translation>Block %1 nennt keinen Grund</translation>
    </message>
</context>
<context>
    <name>VmBackendsTexts</name>
    <message>
        <source>%1 Using the QEMU micro-VM instead.</source>
        <translation>%1 Stattdessen wird die QEMU-Micro-VM verwendet.</translation>
    </message>
    <message>
        <source>%1 %2 Using the bubblewrap sandbox instead — weaker isolation: scripts run on the host&apos;s kernel.</source>
        <translation>%1 %2 Stattdessen wird die bubblewrap-Sandbox verwendet — schwächer isoliert: Skripte laufen auf dem Kernel des Host-Rechners.</translation>
    </message>
    <message>
        <source>QEMU is not installed (Debian: qemu-system-x86).</source>
        <translation>QEMU ist nicht installiert (Debian: qemu-system-x86).</translation>
    </message>
    <message>
        <source>busybox is not installed (Debian: busybox-static).</source>
        <translation>busybox ist nicht installiert (Debian: busybox-static).</translation>
    </message>
    <message>
        <source>bubblewrap is not installed (Debian: bubblewrap).</source>
        <translation>bubblewrap ist nicht installiert (Debian: bubblewrap).</translation>
    </message>
    <message>
        <source> (KVM)</source>
        <translation> (KVM)</translation>
    </message>
    <message>
        <source> (software emulation)</source>
        <translation> (Software-Emulation)</translation>
    </message>
    <message>
        <source>NixOS VM</source>
        <translation>NixOS-VM</translation>
    </message>
    <message>
        <source>QEMU micro-VM</source>
        <translation>QEMU-Micro-VM</translation>
    </message>
    <message>
        <source>bubblewrap sandbox — weaker isolation: the host&apos;s kernel</source>
        <translation>bubblewrap-Sandbox — schwächer isoliert: Kernel des Host-Rechners</translation>
    </message>
    <message>
        <source>Scripts cannot be run isolated from the host: there is no NixOS VM, QEMU micro-VM or bubblewrap here.</source>
        <translation>Skripte können hier nicht vom Host-Rechner getrennt ausgeführt werden: Es gibt weder eine NixOS-VM noch eine QEMU-Micro-VM noch bubblewrap.</translation>
    </message>
</context>
<context>
    <name>VmPackagesTexts</name>
    <message>
        <source>A store path for the VM does not exist; build it first.</source>
        <translation>Ein Store-Pfad für die VM existiert nicht; bauen Sie ihn zuerst.</translation>
    </message>
    <message>
        <source>A package for the VM must be a store path or an attribute path of nixpkgs, like python3Packages.pip.</source>
        <translation>Ein Paket für die VM muss ein Store-Pfad oder ein Attributpfad in nixpkgs sein, wie python3Packages.pip.</translation>
    </message>
    <message>
        <source>Building %1 for the VM took longer than %2 s.</source>
        <translation>Das Bauen von %1 für die VM hat länger als %2 s gedauert.</translation>
    </message>
    <message>
        <source>%1 cannot be built for the VM.</source>
        <translation>%1 kann für die VM nicht gebaut werden.</translation>
    </message>
</context>
<context>
    <name>VmRunTexts</name>
    <message>
        <source>The script was stopped at its time limit after %1 s (no exit status).</source>
        <translation>Das Skript wurde bei Erreichen seiner Zeitgrenze nach %1 s angehalten (kein Exit-Status).</translation>
    </message>
    <message>
        <source>Exit status: %1</source>
        <translation>Exit-Status: %1</translation>
    </message>
    <message>
        <source>Ran in a bubblewrap sandbox on the host&apos;s kernel (weaker than a VM).</source>
        <translation>In einer bubblewrap-Sandbox auf dem Kernel des Host-Rechners ausgeführt (schwächer isoliert als eine VM).</translation>
    </message>
    <message>
        <source>Output cut: %1 more bytes were dropped.</source>
        <translation>Ausgabe gekürzt: %1 weitere Bytes wurden verworfen.</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Ausgabe:</translation>
    </message>
</context>
<context>
    <name>VmToolTexts</name>
    <message>
        <source>Time limit for the script in seconds (default %1).</source>
        <translation>Zeitgrenze für das Skript in Sekunden (Standard %1).</translation>
    </message>
    <message>
        <source>A POSIX sh script (busybox). The built package&apos;s bin/ is on PATH; stdin is empty; stdout and stderr are returned together.</source>
        <translation>Ein POSIX-sh-Skript (busybox). Das bin/ des gebauten Pakets liegt im PATH; stdin ist leer; stdout und stderr werden zusammen zurückgegeben.</translation>
    </message>
    <message>
        <source>More packages to put into the VM, as nixpkgs attribute paths (e.g. python3, python3Packages.pytest); their programs go on PATH after the built package&apos;s.</source>
        <translation>Weitere Pakete für die VM, als Attributpfade in nixpkgs (z. B. python3, python3Packages.pytest); ihre Programme kommen im PATH nach denen des gebauten Pakets.</translation>
    </message>
    <message>
        <source>Run a shell script in a fresh, isolated virtual machine that contains the built package (no network). Use it to check that the package works: run its programs (e.g. --help, --version), list its files, import its libraries. Returns the exit status and the output (at most 64 KiB).</source>
        <translation>Ein Shell-Skript in einer frischen, isolierten virtuellen Maschine ausführen, die das gebaute Paket enthält (kein Netzwerk). Damit lässt sich prüfen, ob das Paket funktioniert: seine Programme ausführen (z. B. --help, --version), seine Dateien auflisten, seine Bibliotheken importieren. Gibt den Exit-Status und die Ausgabe zurück (höchstens 64 KiB).</translation>
    </message>
    <message>
        <source>Unknown tool %1; this one is run_in_vm.</source>
        <translation>Unbekanntes Werkzeug %1; dieses heißt run_in_vm.</translation>
    </message>
    <message>
        <source>No VM is configured for this session.</source>
        <translation>Für diese Sitzung ist keine VM konfiguriert.</translation>
    </message>
    <message>
        <source>Extra packages are not available here; leave out &quot;packages&quot;.</source>
        <translation>Zusätzliche Pakete sind hier nicht verfügbar; lassen Sie &quot;packages&quot; weg.</translation>
    </message>
    <message>
        <source>&quot;packages&quot; must be an array of at most %1 strings (attribute paths).</source>
        <translation>&quot;packages&quot; muss ein Array aus höchstens %1 Zeichenketten (Attributpfaden) sein.</translation>
    </message>
</context>
<context>
    <name>packwright::models::AttemptListModel</name>
    <message>
        <source>%1 (abandoned)</source>
        <translation>%1 (verworfen)</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>Exit %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n runs)</source>
        <translation>
            <numerusform>%1 (%n Lauf)</numerusform>
            <numerusform>%1 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>VM</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>auto</source>
        <comment>approval decision: no one was asked</comment>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>approved</source>
        <comment>approval decision</comment>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>edited</source>
        <comment>approval decision: approved with the maintainer&apos;s edit</comment>
        <translation>bearbeitet</translation>
    </message>
    <message>
        <source>rejected</source>
        <comment>approval decision</comment>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>rolled back</source>
        <comment>approval decision</comment>
        <translation>zurückgerollt</translation>
    </message>
    <message>
        <source>stopped</source>
        <comment>approval decision</comment>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <comment>approval: action → decision</comment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>approval: decision, reason</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator between approval decisions</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Freigaben</translation>
    </message>
</context>
<context>
    <name>packwright::models::BatchResultsModel</name>
    <message>
        <source>%1 holds no batch results (results.jsonl).</source>
        <translation>%1 enthält keine Batch-Ergebnisse (results.jsonl).</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>Kosten (USD)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Failure category</source>
        <translation>Fehlerkategorie</translation>
    </message>
</context>
<context>
    <name>packwright::models::LintFindingModel</name>
    <message>
        <source>CI</source>
        <translation>CI</translation>
    </message>
    <message>
        <source>review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 (mechanical fix)</source>
        <translation>%1 (mechanische Korrektur)</translation>
    </message>
    <message>
        <source>%1: %2
Rule: %3</source>
        <translation>%1: %2
Regel: %3</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>nixpkgs finding</source>
        <translation>nixpkgs-Befund</translation>
    </message>
</context>
<context>
    <name>packwright::models::RecentSessions</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>1 attempt</source>
        <translation>1 Versuch</translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation>%1 Versuche</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Missing: the session is no longer there (moved or deleted). Remove it from the list.</source>
        <translation>Fehlt: Die Sitzung ist nicht mehr vorhanden (verschoben oder gelöscht). Entfernen Sie sie aus der Liste.</translation>
    </message>
    <message>
        <source>Final attempt: %1</source>
        <translation>Letzter Versuch: %1</translation>
    </message>
    <message>
        <source>Last opened %1</source>
        <translation>Zuletzt geöffnet: %1</translation>
    </message>
</context>
<context>
    <name>packwright::models::SessionLoader</name>
    <message>
        <source>The session has no attempt to continue from.</source>
        <translation>Die Sitzung hat keinen Versuch, von dem aus fortgefahren werden kann.</translation>
    </message>
</context>
<context>
    <name>packwright::models::SignalListModel</name>
    <message>
        <source>Failure signals</source>
        <translation>Fehlersignale</translation>
    </message>
    <message>
        <source>root cause</source>
        <translation>Grundursache</translation>
    </message>
    <message>
        <source>consequence</source>
        <translation>Folgefehler</translation>
    </message>
    <message>
        <source>noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>Zeilen %1–%2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Confidence %1 %</source>
        <translation>Konfidenz %1 %</translation>
    </message>
    <message>
        <source>The model judged it %1: %2</source>
        <translation>Das Modell beurteilte es als %1: %2</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ApprovalBar</name>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Freigeben</translation>
    </message>
    <message>
        <source>Apply the proposed action as shown</source>
        <translation>Die vorgeschlagene Aktion wie angezeigt ausführen</translation>
    </message>
    <message>
        <source>&amp;Edit &amp;&amp; approve</source>
        <translation>&amp;Bearbeiten &amp;&amp; freigeben</translation>
    </message>
    <message>
        <source>Edit the proposed change, then apply your version</source>
        <translation>Die vorgeschlagene Änderung bearbeiten und dann Ihre Fassung übernehmen</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>Ab&amp;lehnen…</translation>
    </message>
    <message>
        <source>Refuse the proposed action and tell the agent why</source>
        <translation>Die vorgeschlagene Aktion ablehnen und dem Agenten den Grund nennen</translation>
    </message>
    <message>
        <source>Roll &amp;back</source>
        <translation>&amp;Zurückrollen</translation>
    </message>
    <message>
        <source>Return to the selected attempt; later attempts are kept as abandoned</source>
        <translation>Zum ausgewählten Versuch zurückkehren; spätere Versuche bleiben als verworfen erhalten</translation>
    </message>
    <message>
        <source>No action is waiting for approval.</source>
        <translation>Keine Aktion wartet auf Freigabe.</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Why is this action wrong? The agent sees your reason as a do-not-repeat rule.</source>
        <translation>Warum ist diese Aktion falsch? Der Agent erhält Ihre Begründung als Nicht-wiederholen-Regel.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ApprovalsPage</name>
    <message>
        <source>What a new session asks you before it acts. &quot;Ask me&quot; stops at the approval gate until you approve, edit, reject or roll back.</source>
        <translation>Wann eine neue Sitzung Sie fragt, bevor sie handelt. „Mich fragen“ hält an der Freigabe an, bis Sie freigeben, bearbeiten, ablehnen oder zurückrollen.</translation>
    </message>
    <message>
        <source>Apply an &amp;edit of package.nix:</source>
        <translation>Ä&amp;nderung an package.nix anwenden:</translation>
    </message>
    <message>
        <source>Start a &amp;build:</source>
        <translation>&amp;Build starten:</translation>
    </message>
    <message>
        <source>Run a script in the &amp;VM:</source>
        <translation>Skript in der &amp;VM ausführen:</translation>
    </message>
    <message>
        <source>Change the nixpkgs &amp;pin:</source>
        <translation>nixpkgs-&amp;Pin ändern:</translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Mich fragen</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
</context>
<context>
    <name>packwright::ui::AttemptCharts</name>
    <message>
        <source>Tokens and cost per attempt</source>
        <translation>Tokens und Kosten pro Versuch</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>Kosten (USD)</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Attempt %1: %2 %3</source>
        <translation>Versuch %1: %2 %3</translation>
    </message>
    <message>
        <source>Attempt %1: $%2</source>
        <translation>Versuch %1: $%2</translation>
    </message>
    <message>
        <source>Build time per attempt</source>
        <translation>Bauzeit pro Versuch</translation>
    </message>
    <message>
        <source>Build time (s)</source>
        <translation>Bauzeit (s)</translation>
    </message>
    <message>
        <source>Attempt %1: %2 s</source>
        <translation>Versuch %1: %2 s</translation>
    </message>
</context>
<context>
    <name>packwright::ui::BatchView</name>
    <message>
        <source>&amp;Open session</source>
        <translation>Sitzung &amp;öffnen</translation>
    </message>
    <message>
        <source>&amp;Draw plots</source>
        <translation>Diagramme &amp;zeichnen</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Diagramme</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n task(s)</source>
        <translation>
            <numerusform>%1: %n Aufgabe</numerusform>
            <numerusform>%1: %n Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>Batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>No summary.md in %1.</source>
        <translation>Keine summary.md in %1.</translation>
    </message>
    <message>
        <source>No plots yet: &quot;Draw plots&quot; draws them into %1.</source>
        <translation>Noch keine Diagramme: „Diagramme zeichnen“ zeichnet sie nach %1.</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
</context>
<context>
    <name>packwright::ui::BuildLogView</name>
    <message>
        <source>Condensed</source>
        <translation>Verdichtet</translation>
    </message>
    <message>
        <source>Raw log</source>
        <translation>Rohprotokoll</translation>
    </message>
    <message>
        <source>Follow end</source>
        <translation>Ende folgen</translation>
    </message>
    <message>
        <source>Keep the end of a growing log in view; scrolling up stops it, End starts it</source>
        <translation>Das Ende eines wachsenden Protokolls im Blick behalten; Hochscrollen beendet das, die Taste End schaltet es wieder ein</translation>
    </message>
    <message>
        <source>The recorded excerpt of the log (Ctrl+Shift+L switches)</source>
        <translation>Der aufgezeichnete Auszug des Protokolls (Ctrl+Shift+L wechselt)</translation>
    </message>
    <message>
        <source>The whole log file (Ctrl+Shift+L switches)</source>
        <translation>Die gesamte Protokolldatei (Ctrl+Shift+L wechselt)</translation>
    </message>
    <message>
        <source>Switch view</source>
        <translation>Ansicht wechseln</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Fold phases</source>
        <translation>Phasen einklappen</translation>
    </message>
    <message>
        <source>Fold every phase to its header (Ctrl+Left)</source>
        <translation>Jede Phase bis auf ihre Kopfzeile einklappen (Ctrl+Left)</translation>
    </message>
    <message>
        <source>Unfold phases</source>
        <translation>Phasen ausklappen</translation>
    </message>
    <message>
        <source>Show every phase&apos;s lines (Ctrl+Right)</source>
        <translation>Die Zeilen aller Phasen anzeigen (Ctrl+Right)</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Text in the log</source>
        <translation>Text im Protokoll</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the search bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Line %L1, wrapped around</source>
        <translation>Zeile %L1, am anderen Ende fortgesetzt</translation>
    </message>
    <message>
        <source>Line %L1</source>
        <translation>Zeile %L1</translation>
    </message>
    <message>
        <source>%L1 lines</source>
        <translation>%L1 Zeilen</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>1 line</source>
        <translation>1 Zeile</translation>
    </message>
</context>
<context>
    <name>packwright::ui::EvidencePanel</name>
    <message>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
    </message>
    <message>
        <source>Distilled failure signals of the latest build.</source>
        <translation>Verdichtete Fehlersignale des letzten Builds.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Earlier edits and their results; failed edits become do-not-repeat rules.</source>
        <translation>Frühere Änderungen und ihre Ergebnisse; fehlgeschlagene Änderungen werden zu Nicht-wiederholen-Regeln.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Cached deterministic analysis of the project.</source>
        <translation>Zwischengespeicherte deterministische Analyse des Projekts.</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Known failure patterns retrieved for this failure.</source>
        <translation>Bekannte Fehlermuster, die zu diesem Fehler abgerufen wurden.</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Werkzeugaufrufe</translation>
    </message>
    <message>
        <source>The tools the model called after this attempt, with arguments and results.</source>
        <translation>Die Werkzeuge, die das Modell nach diesem Versuch aufgerufen hat, mit Argumenten und Ergebnissen.</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>The model&apos;s text and tool calls as they arrive, in a running session.</source>
        <translation>Text und Werkzeugaufrufe des Modells, sobald sie eintreffen, in einer laufenden Sitzung.</translation>
    </message>
    <message>
        <source>→ error: %1</source>
        <translation>→ Fehler: %1</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>◀ %1 failed: %2</source>
        <translation>◀ %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>◀ %1: %2</source>
        <translation>◀ %1: %2</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ExpressionEditor</name>
    <message>
        <source>The package expression (package.nix) of the selected attempt appears here.</source>
        <translation>Der Paketausdruck (package.nix) des ausgewählten Versuchs erscheint hier.</translation>
    </message>
    <message>
        <source>Next Change</source>
        <translation>Nächste Änderung</translation>
    </message>
    <message>
        <source>Previous Change</source>
        <translation>Vorherige Änderung</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) deleted:</source>
        <translation>
            <numerusform>%n Zeile gelöscht:</numerusform>
            <numerusform>%n Zeilen gelöscht:</numerusform>
        </translation>
    </message>
    <message>
        <source>Added: not in the text compared against.</source>
        <translation>Hinzugefügt: nicht im Vergleichstext enthalten.</translation>
    </message>
    <message>
        <source>Changed; before:</source>
        <translation>Geändert; vorher:</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ExpressionPane</name>
    <message>
        <source>&amp;Compare with:</source>
        <translation>&amp;Vergleichen mit:</translation>
    </message>
    <message>
        <source>Attempt %1 — package.nix: %2</source>
        <translation>Versuch %1 — package.nix: %2</translation>
    </message>
    <message>
        <source>the attempt it came from</source>
        <translation>Ausgangsversuch</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
</context>
<context>
    <name>packwright::ui::IterationTimeline</name>
    <message>
        <source>Roll &amp;back to here</source>
        <translation>Hierhin &amp;zurückrollen</translation>
    </message>
    <message>
        <source>This session is a record: it cannot be rolled back.</source>
        <translation>Diese Sitzung ist eine Aufzeichnung und kann nicht zurückgerollt werden.</translation>
    </message>
    <message>
        <source>Continue from the selected attempt; the attempts after it are kept as abandoned.</source>
        <translation>Vom ausgewählten Versuch aus fortfahren; die Versuche danach bleiben als verworfen erhalten.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::LimitsPage</name>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>US$ </source>
        <translation>US$ </translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Maximum &amp;iterations:</source>
        <translation>Höchstzahl an &amp;Iterationen:</translation>
    </message>
    <message>
        <source>Attempts &amp;without progress before stopping:</source>
        <translation>Versuche &amp;ohne Fortschritt bis zum Abbruch:</translation>
    </message>
    <message>
        <source>&amp;Refinement rounds after a successful build:</source>
        <translation>&amp;Verfeinerungsrunden nach erfolgreichem Build:</translation>
    </message>
    <message>
        <source>Budgets per session</source>
        <translation>Budgets pro Sitzung</translation>
    </message>
    <message>
        <source>A session stops before it would pass a budget. Set a budget to 0 for none.</source>
        <translation>Eine Sitzung hält an, bevor sie ein Budget überschreiten würde. Setzen Sie ein Budget auf 0, um keines festzulegen.</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Zeit:</translation>
    </message>
    <message>
        <source>T&amp;okens (input and output):</source>
        <translation>&amp;Tokens (Eingabe und Ausgabe):</translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation>&amp;Kosten:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>After a failed build, the model checks this many of the top failure signals and says which is the root cause, a consequence or noise; the fix step sees root causes first. It costs one short model call per failed build.</source>
        <translation>Nach einem fehlgeschlagenen Build prüft das Modell so viele der obersten Fehlersignale und sagt, welches die Grundursache, ein Folgefehler oder Rauschen ist; der Reparaturschritt sieht die Grundursachen zuerst. Das kostet einen kurzen Modellaufruf je fehlgeschlagenem Build.</translation>
    </message>
    <message>
        <source>Failure signals the model &amp;checks:</source>
        <translation>Vom Modell &amp;geprüfte Fehlersignale:</translation>
    </message>
</context>
<context>
    <name>packwright::ui::LintPanel</name>
    <message>
        <source>nixpkgs lint: no package.nix shown.</source>
        <translation>nixpkgs-Lint: keine package.nix angezeigt.</translation>
    </message>
    <message>
        <source>nixpkgs lint: no findings.</source>
        <translation>nixpkgs-Lint: keine Befunde.</translation>
    </message>
    <message numerus="yes">
        <source>nixpkgs lint: nothing would fail nixpkgs CI; %n finding(s) for review.</source>
        <translation>
            <numerusform>nixpkgs-Lint: nichts ließe die nixpkgs-CI scheitern; %n Befund zur Durchsicht.</numerusform>
            <numerusform>nixpkgs-Lint: nichts ließe die nixpkgs-CI scheitern; %n Befunde zur Durchsicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nixpkgs lint: %n finding(s) would fail nixpkgs CI.</source>
        <translation>
            <numerusform>nixpkgs-Lint: %n Befund ließe die nixpkgs-CI scheitern.</numerusform>
            <numerusform>nixpkgs-Lint: %n Befunde ließen die nixpkgs-CI scheitern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nixpkgs lint: %n finding(s) would fail nixpkgs CI;</source>
        <translation>
            <numerusform>nixpkgs-Lint: %n Befund ließe die nixpkgs-CI scheitern;</numerusform>
            <numerusform>nixpkgs-Lint: %n Befunde ließen die nixpkgs-CI scheitern;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more for review.</source>
        <translation>
            <numerusform>%n weiterer zur Durchsicht.</numerusform>
            <numerusform>%n weitere zur Durchsicht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>packwright::ui::LogTextArea</name>
    <message>
        <source>Copied the first %L1 of the %L2 selected lines.</source>
        <translation>Die ersten %L1 der %L2 ausgewählten Zeilen wurden kopiert.</translation>
    </message>
    <message numerus="yes">
        <source>… %n lines folded</source>
        <translation>
            <numerusform>… %n Zeile eingeklappt</numerusform>
            <numerusform>… %n Zeilen eingeklappt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>packwright::ui::MainWindow</name>
    <message>
        <source>Packwright</source>
        <translation>Packwright</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Iteration timeline</source>
        <translation>Versuchsverlauf</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidenz</translation>
    </message>
    <message>
        <source>Build log</source>
        <translation>Build-Protokoll</translation>
    </message>
    <message>
        <source>VM console</source>
        <translation>VM-Konsole</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open session record…</source>
        <translation>&amp;Sitzungsprotokoll öffnen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Packwright</source>
        <translation>Über &amp;Packwright</translation>
    </message>
    <message>
        <source>About Packwright</source>
        <translation>Über Packwright</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Packwright %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Package software with Nix, step by step: an agent builds, reads the log and repairs, while you approve, edit or roll back each step.&lt;/p&gt;&lt;p&gt;Methods: Vibenix (build-and-repair packaging) and EvidenT (evidence-preserving repair).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Packwright %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Software Schritt für Schritt mit Nix paketieren: Ein Agent baut, liest das Protokoll und repariert, während Sie jeden Schritt freigeben, bearbeiten oder zurückrollen.&lt;/p&gt;&lt;p&gt;Methoden: Vibenix (Paketierung durch Bauen und Reparieren) und EvidenT (evidenzerhaltende Reparatur).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>%1 — Packwright</source>
        <translation>%1 — Packwright</translation>
    </message>
    <message>
        <source>Cannot open session record</source>
        <translation>Sitzungsprotokoll kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open session record</source>
        <translation>Sitzungsprotokoll öffnen</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an attribute of this package.nix.</source>
        <translation>„%1“ ist kein Attribut dieser package.nix.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Letzte Sitzungen</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Neue Sitzung…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Cannot continue the session</source>
        <translation>Sitzung kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Session records (*.json record.sqlite);;All files (*)</source>
        <translation>Sitzungsprotokolle (*.json record.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New session — Packwright</source>
        <translation>Neue Sitzung — Packwright</translation>
    </message>
    <message>
        <source>E&amp;xplain a build log…</source>
        <translation>Build-Protokoll e&amp;rklären…</translation>
    </message>
    <message>
        <source>Cannot explain the build log</source>
        <translation>Das Build-Protokoll kann nicht erklärt werden</translation>
    </message>
    <message>
        <source>Explain a build log</source>
        <translation>Build-Protokoll erklären</translation>
    </message>
    <message>
        <source>Build logs (*.log *.txt);;All files (*)</source>
        <translation>Build-Protokolle (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;batch…</source>
        <translation>&amp;Batch öffnen…</translation>
    </message>
    <message>
        <source>Open batch (the directory of packwright batch --out)</source>
        <translation>Batch öffnen (das Verzeichnis von packwright batch --out)</translation>
    </message>
    <message>
        <source>Open batch</source>
        <translation>Batch öffnen</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Explaining %1…</source>
        <translation>%1 wird erklärt…</translation>
    </message>
    <message>
        <source>Co&amp;mpare two build logs…</source>
        <translation>Zwei Build-Protokolle &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Compare build logs: the earlier log</source>
        <translation>Build-Protokolle vergleichen: das frühere Protokoll</translation>
    </message>
    <message>
        <source>Compare build logs: the later log</source>
        <translation>Build-Protokolle vergleichen: das spätere Protokoll</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::NewSessionWizard</name>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
</context>
<context>
    <name>packwright::ui::NixpkgsSettingsPage</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach o&amp;ben</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Local checkout</source>
        <translation>Lokaler Checkout</translation>
    </message>
    <message>
        <source>Flake reference</source>
        <translation>Flake-Referenz</translation>
    </message>
    <message>
        <source>substituters=
cores=2</source>
        <translation>substituters=
cores=2</translation>
    </message>
    <message>
        <source>nixpkgs sources</source>
        <translation>nixpkgs-Quellen</translation>
    </message>
    <message>
        <source>The nixpkgs new sessions build against. The first one is the default.</source>
        <translation>Die nixpkgs, gegen die neue Sitzungen bauen. Die erste ist der Standard.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>Nix options</source>
        <translation>Nix-Optionen</translation>
    </message>
    <message>
        <source>Passed to every Nix command as --option NAME VALUE: one NAME=VALUE a line (an empty value is allowed).</source>
        <translation>Werden jedem Nix-Befehl als --option NAME VALUE übergeben: ein NAME=VALUE pro Zeile (ein leerer Wert ist erlaubt).</translation>
    </message>
    <message>
        <source>Give a flake reference, e.g. github:NixOS/nixpkgs/nixos-24.05.</source>
        <translation>Geben Sie eine Flake-Referenz an, z. B. github:NixOS/nixpkgs/nixos-24.05.</translation>
    </message>
    <message>
        <source>A flake reference has no spaces: &quot;%1&quot;.</source>
        <translation>Eine Flake-Referenz enthält keine Leerzeichen: „%1“.</translation>
    </message>
    <message>
        <source>Give the path of a local nixpkgs checkout.</source>
        <translation>Geben Sie den Pfad eines lokalen nixpkgs-Checkouts an.</translation>
    </message>
    <message>
        <source>Give an absolute path: &quot;%1&quot; is relative.</source>
        <translation>Geben Sie einen absoluten Pfad an: „%1“ ist relativ.</translation>
    </message>
    <message>
        <source>The directory %1 does not exist.</source>
        <translation>Das Verzeichnis %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Line %1: write NAME=VALUE, e.g. substituters= or cores=2.</source>
        <translation>Zeile %1: Schreiben Sie NAME=VALUE, z. B. substituters= oder cores=2.</translation>
    </message>
    <message>
        <source>nixpkgs source %1: %2</source>
        <translation>nixpkgs-Quelle %1: %2</translation>
    </message>
    <message>
        <source>Nix options: %1</source>
        <translation>Nix-Optionen: %1</translation>
    </message>
    <message>
        <source>Flake: %1</source>
        <translation>Flake: %1</translation>
    </message>
    <message>
        <source>Local checkout: %1</source>
        <translation>Lokaler Checkout: %1</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source>/home/you/src/nixpkgs</source>
        <translation>/home/benutzer/src/nixpkgs</translation>
    </message>
    <message>
        <source>github:NixOS/nixpkgs/nixos-24.05</source>
        <translation>github:NixOS/nixpkgs/nixos-24.05</translation>
    </message>
    <message>
        <source>Choose a nixpkgs checkout</source>
        <translation>nixpkgs-Checkout auswählen</translation>
    </message>
    <message>
        <source>Asking Nix…</source>
        <translation>Nix wird gefragt …</translation>
    </message>
    <message>
        <source>With these options: %1</source>
        <translation>Mit diesen Optionen: %1</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ProviderForm</name>
    <message>
        <source>Set:</source>
        <translation>Festlegen:</translation>
    </message>
    <message>
        <source>&amp;Own prices (else the bundled price table&apos;s)</source>
        <translation>Eigene &amp;Preise (sonst die der mitgelieferten Preistabelle)</translation>
    </message>
    <message>
        <source>The server needs an API &amp;key</source>
        <translation>Der Server braucht einen &amp;API-Schlüssel</translation>
    </message>
    <message>
        <source>The server understands &amp;structured output (JSON schema)</source>
        <translation>Der Server versteht s&amp;trukturierte Ausgabe (JSON-Schema)</translation>
    </message>
    <message>
        <source>OpenAI-compatible (Chat Completions)</source>
        <translation>OpenAI-kompatibel (Chat Completions)</translation>
    </message>
    <message>
        <source>Anthropic Messages</source>
        <translation>Anthropic Messages</translation>
    </message>
    <message>
        <source>https://api.openai.com/v1 or http://127.0.0.1:11434/v1</source>
        <translation>https://api.openai.com/v1 oder http://127.0.0.1:11434/v1</translation>
    </message>
    <message>
        <source>gpt-4o, claude-sonnet-4-0, qwen2.5-coder…</source>
        <translation>gpt-4o, claude-sonnet-4-0, qwen2.5-coder…</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The longest the server may stay silent during a model call</source>
        <translation>Wie lange der Server während eines Modellaufrufs höchstens schweigen darf</translation>
    </message>
    <message>
        <source>An environment variable holding the key; it takes precedence over the keychain</source>
        <translation>Eine Umgebungsvariable, die den Schlüssel enthält; sie hat Vorrang vor dem Schlüsselbund</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>P&amp;rotokoll:</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>&amp;Basis-URL:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Temperat&amp;ure:</source>
        <translation>Temperat&amp;ur:</translation>
    </message>
    <message>
        <source>T&amp;op-p:</source>
        <translation>T&amp;op-p:</translation>
    </message>
    <message>
        <source>Ma&amp;x output:</source>
        <translation>Ma&amp;x. Ausgabe:</translation>
    </message>
    <message>
        <source>Context &amp;window:</source>
        <translation>Kontext&amp;fenster:</translation>
    </message>
    <message>
        <source>Prices:</source>
        <translation>Preise:</translation>
    </message>
    <message>
        <source>Input (US$ / M tokens):</source>
        <translation>Eingabe (US$ / Mio. Tokens):</translation>
    </message>
    <message>
        <source>Output (US$ / M tokens):</source>
        <translation>Ausgabe (US$ / Mio. Tokens):</translation>
    </message>
    <message>
        <source>Cached input (US$ / M tokens):</source>
        <translation>Zwischengespeicherte Eingabe (US$ / Mio. Tokens):</translation>
    </message>
    <message>
        <source>Model &amp;timeout:</source>
        <translation>&amp;Zeitgrenze des Modells:</translation>
    </message>
    <message>
        <source>Key &amp;environment variable:</source>
        <translation>Umgebun&amp;gsvariable für den Schlüssel:</translation>
    </message>
    <message>
        <source>Give the base URL of the provider&apos;s API, e.g. https://api.openai.com/v1.</source>
        <translation>Geben Sie die Basis-URL der API des Anbieters an, z. B. https://api.openai.com/v1.</translation>
    </message>
    <message>
        <source>The base URL must be an http:// or https:// URL such as http://127.0.0.1:11434/v1, not &quot;%1&quot;.</source>
        <translation>Die Basis-URL muss eine http://- oder https://-URL wie http://127.0.0.1:11434/v1 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>Standard: %1</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ProviderSettingsPage</name>
    <message>
        <source>Remo&amp;ve stored key</source>
        <translation>Gespeicherten Schlüssel &amp;löschen</translation>
    </message>
    <message>
        <source>Dupl&amp;icate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Set as de&amp;fault</source>
        <translation>Als &amp;Standard festlegen</translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation>&amp;Verbindung testen</translation>
    </message>
    <message>
        <source>Cancel test</source>
        <translation>Test abbrechen</translation>
    </message>
    <message>
        <source>Type a new key to store it; empty keeps the stored one</source>
        <translation>Geben Sie einen neuen Schlüssel ein, um ihn zu speichern; leer behält den gespeicherten</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>OpenAI</source>
        <translation>OpenAI</translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation>Anthropic</translation>
    </message>
    <message>
        <source>OpenRouter</source>
        <translation>OpenRouter</translation>
    </message>
    <message>
        <source>Local server (Ollama, llama.cpp, vLLM)</source>
        <translation>Lokaler Server (Ollama, llama.cpp, vLLM)</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>New ke&amp;y:</source>
        <translation>Neuer Schl&amp;üssel:</translation>
    </message>
    <message>
        <source>Keys are kept in the system keychain or the environment, never in the settings file.</source>
        <translation>Schlüssel werden im Schlüsselbund des Systems oder in der Umgebung aufbewahrt, nie in der Einstellungsdatei.</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Key in use: from the environment variable %1 (it takes precedence over the keychain).</source>
        <translation>Verwendeter Schlüssel: aus der Umgebungsvariable %1 (sie hat Vorrang vor dem Schlüsselbund).</translation>
    </message>
    <message>
        <source>Key in use: the one typed above; it is saved to the system keychain on OK or Apply.</source>
        <translation>Verwendeter Schlüssel: der oben eingegebene; er wird bei OK oder Anwenden im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>Key in use: none; the stored key is removed on OK or Apply.</source>
        <translation>Verwendeter Schlüssel: keiner; der gespeicherte Schlüssel wird bei OK oder Anwenden gelöscht.</translation>
    </message>
    <message>
        <source>Key in use: stored in the system keychain.</source>
        <translation>Verwendeter Schlüssel: im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>Key in use: checking the system keychain…</source>
        <translation>Verwendeter Schlüssel: Schlüsselbund des Systems wird geprüft…</translation>
    </message>
    <message>
        <source>Key in use: none; this server needs no key.</source>
        <translation>Verwendeter Schlüssel: keiner; dieser Server braucht keinen Schlüssel.</translation>
    </message>
    <message>
        <source>Key in use: none. Type one above.</source>
        <translation>Verwendeter Schlüssel: keiner. Geben Sie oben einen ein.</translation>
    </message>
    <message>
        <source>Key in use: none. Type one above, or set %1.</source>
        <translation>Verwendeter Schlüssel: keiner. Geben Sie oben einen ein oder setzen Sie %1.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot;</source>
        <translation>Profil „%1“</translation>
    </message>
    <message>
        <source>%1: give it a name.</source>
        <translation>%1: Geben Sie ihm einen Namen.</translation>
    </message>
    <message>
        <source>%1: another profile has this name.</source>
        <translation>%1: Ein anderes Profil hat diesen Namen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: give the model&apos;s name.</source>
        <translation>%1: Geben Sie den Namen des Modells an.</translation>
    </message>
    <message>
        <source>Give the profile a name.</source>
        <translation>Geben Sie dem Profil einen Namen.</translation>
    </message>
    <message>
        <source>Another profile is named &quot;%1&quot;: choose another name.</source>
        <translation>Ein anderes Profil heißt bereits „%1“: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Give the model&apos;s name, as the provider spells it.</source>
        <translation>Geben Sie den Namen des Modells so an, wie der Anbieter ihn schreibt.</translation>
    </message>
    <message>
        <source>Sending a short request to %1…</source>
        <translation>Kurze Anfrage an %1 wird gesendet…</translation>
    </message>
    <message>
        <source>Connected: %1 answered &quot;%2&quot; in %3 ms.</source>
        <translation>Verbunden: %1 hat in %3 ms mit „%2“ geantwortet.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>The connection test was cancelled.</source>
        <translation>Der Verbindungstest wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::RecentSessionsMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>No recent sessions</source>
        <translation>Keine zuletzt geöffneten Sitzungen</translation>
    </message>
    <message>
        <source>Remove &amp;Missing Sessions</source>
        <translation>&amp;Fehlende Sitzungen entfernen</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>packwright::ui::RecentSessionsView</name>
    <message>
        <source>&amp;Open Read-Only</source>
        <translation>Schreibgeschützt ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Co&amp;ntinue in a New Session</source>
        <translation>In einer neuen Sitzung fort&amp;setzen</translation>
    </message>
    <message>
        <source>&amp;Remove from List</source>
        <translation>Aus der Liste &amp;entfernen</translation>
    </message>
    <message>
        <source>C&amp;lear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Letzte Sitzungen</translation>
    </message>
    <message>
        <source>Browse the session&apos;s whole history, read-only</source>
        <translation>Den gesamten Verlauf der Sitzung durchsehen, schreibgeschützt</translation>
    </message>
    <message>
        <source>Start a new session from where this one ended</source>
        <translation>Eine neue Sitzung dort beginnen, wo diese geendet hat</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ReportView</name>
    <message>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>No report yet: a session&apos;s report appears when it ends, or when a recorded session is opened.</source>
        <translation>Noch kein Bericht: Der Bericht einer Sitzung erscheint, wenn sie endet oder wenn eine aufgezeichnete Sitzung geöffnet wird.</translation>
    </message>
    <message>
        <source>Save the report as Markdown, HTML or JSON</source>
        <translation>Den Bericht als Markdown, HTML oder JSON speichern</translation>
    </message>
    <message>
        <source>There is no report to export yet.</source>
        <translation>Es gibt noch keinen Bericht zum Exportieren.</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SessionDirectoryPage</name>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Session directory</source>
        <translation>Sitzungsverzeichnis</translation>
    </message>
    <message>
        <source>Where the session keeps its workspace, record and logs.</source>
        <translation>Wo die Sitzung ihren Arbeitsbereich, ihr Protokoll und ihre Logs ablegt.</translation>
    </message>
    <message>
        <source>Choose the session directory</source>
        <translation>Sitzungsverzeichnis auswählen</translation>
    </message>
    <message>
        <source>Session &amp;directory:</source>
        <translation>Sitzungs&amp;verzeichnis:</translation>
    </message>
    <message>
        <source>S&amp;ummary:</source>
        <translation>Z&amp;usammenfassung:</translation>
    </message>
    <message>
        <source>Give an absolute path.</source>
        <translation>Geben Sie einen absoluten Pfad an.</translation>
    </message>
    <message>
        <source>%1 is a file, not a directory.</source>
        <translation>%1 ist eine Datei, kein Verzeichnis.</translation>
    </message>
    <message>
        <source>%1 is not empty; choose a new or an empty directory.</source>
        <translation>%1 ist nicht leer; wählen Sie ein neues oder leeres Verzeichnis.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2 is not writable.</source>
        <translation>%1 kann nicht angelegt werden: %2 ist nicht beschreibbar.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SessionLimitsPage</name>
    <message>
        <source>Applying an &amp;edit of package.nix</source>
        <translation>Ä&amp;nderung an package.nix anwenden</translation>
    </message>
    <message>
        <source>&amp;Starting a build</source>
        <translation>Build &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Running a script in the VM</source>
        <translation>Skript in der VM a&amp;usführen</translation>
    </message>
    <message>
        <source>Moving the nixpkgs &amp;pin</source>
        <translation>nixpkgs-&amp;Pin verschieben</translation>
    </message>
    <message>
        <source>Approvals and budgets</source>
        <translation>Freigaben und Budgets</translation>
    </message>
    <message>
        <source>When the agent waits for you, and how far it may go.</source>
        <translation>Wann der Agent auf Sie wartet und wie weit er gehen darf.</translation>
    </message>
    <message>
        <source>Ask me before</source>
        <translation>Vor diesen Aktionen fragen</translation>
    </message>
    <message>
        <source>Unticked actions go ahead on their own.</source>
        <translation>Nicht angehakte Aktionen laufen von selbst ab.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Limits and budgets</source>
        <translation>Grenzen und Budgets</translation>
    </message>
    <message>
        <source>&amp;Iterations (builds) at most:</source>
        <translation>Höchstzahl an &amp;Iterationen (Builds):</translation>
    </message>
    <message>
        <source>Attempts &amp;without progress:</source>
        <translation>Versuche &amp;ohne Fortschritt:</translation>
    </message>
    <message>
        <source>Refinement r&amp;ounds:</source>
        <translation>Verfeinerungs&amp;runden:</translation>
    </message>
    <message>
        <source>&amp;Time budget:</source>
        <translation>Zeit&amp;budget:</translation>
    </message>
    <message>
        <source>Token bu&amp;dget:</source>
        <translation>&amp;Token-Budget:</translation>
    </message>
    <message>
        <source>&amp;Cost budget:</source>
        <translation>&amp;Kostenbudget:</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SessionModelPage</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The provider profile whose model repairs the package.</source>
        <translation>Das Anbieterprofil, dessen Modell das Paket repariert.</translation>
    </message>
    <message>
        <source>%1 (%2 at %3)</source>
        <translation>%1 (%2 bei %3)</translation>
    </message>
    <message>
        <source>No model — deterministic fixes only</source>
        <translation>Kein Modell — nur deterministische Korrekturen</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>There is no provider profile yet: add one in Settings. Without a model, only hashes and known missing inputs are fixed.</source>
        <translation>Es gibt noch kein Anbieterprofil: Legen Sie eines in den Einstellungen an. Ohne Modell werden nur Hashes und bekannte fehlende Inputs korrigiert.</translation>
    </message>
    <message>
        <source>API keys come from the keychain or the environment; set them in Settings.</source>
        <translation>API-Schlüssel stammen aus dem Schlüsselbund oder aus der Umgebung; legen Sie sie in den Einstellungen fest.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SessionNixpkgsPage</name>
    <message>
        <source>Flake %1</source>
        <translation>Flake %1</translation>
    </message>
    <message>
        <source>Checkout %1</source>
        <translation>Checkout %1</translation>
    </message>
    <message>
        <source>&amp;Local checkout:</source>
        <translation>&amp;Lokaler Checkout:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Fla&amp;ke reference:</source>
        <translation>Fla&amp;ke-Referenz:</translation>
    </message>
    <message>
        <source>Nixpkgs</source>
        <translation>Nixpkgs</translation>
    </message>
    <message>
        <source>The nixpkgs the package is built against; the session pins it.</source>
        <translation>Das nixpkgs, gegen das das Paket gebaut wird; die Sitzung pinnt es.</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Anderes…</translation>
    </message>
    <message>
        <source>A nixpkgs checkout, e.g. ~/src/nixpkgs</source>
        <translation>Ein nixpkgs-Checkout, z. B. ~/src/nixpkgs</translation>
    </message>
    <message>
        <source>Nixpkgs checkout</source>
        <translation>nixpkgs-Checkout</translation>
    </message>
    <message>
        <source>Choose the nixpkgs checkout</source>
        <translation>nixpkgs-Checkout auswählen</translation>
    </message>
    <message>
        <source>Nixpkgs flake reference</source>
        <translation>nixpkgs-Flake-Referenz</translation>
    </message>
    <message>
        <source>Build &amp;against:</source>
        <translation>Bauen &amp;gegen:</translation>
    </message>
    <message>
        <source>The list of known nixpkgs is kept in Settings.</source>
        <translation>Die Liste der bekannten nixpkgs wird in den Einstellungen gepflegt.</translation>
    </message>
    <message>
        <source>Packwright knows no nixpkgs yet: give a local checkout or a flake reference.</source>
        <translation>Packwright kennt noch kein nixpkgs: Geben Sie einen lokalen Checkout oder eine Flake-Referenz an.</translation>
    </message>
    <message>
        <source>%1 is not a directory.</source>
        <translation>%1 ist kein Verzeichnis.</translation>
    </message>
    <message>
        <source>%1 holds no default.nix: not a nixpkgs checkout.</source>
        <translation>%1 enthält keine default.nix: kein nixpkgs-Checkout.</translation>
    </message>
    <message>
        <source>A flake reference has no spaces.</source>
        <translation>Eine Flake-Referenz enthält keine Leerzeichen.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SessionPresenter</name>
    <message>
        <source>&amp;Stop session</source>
        <translation>Sitzung &amp;stoppen</translation>
    </message>
    <message>
        <source>Setting up the session…</source>
        <translation>Sitzung wird eingerichtet…</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>wird gestartet</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Cannot start the session</source>
        <translation>Sitzung kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>Stop the running session?</source>
        <translation>Laufende Sitzung stoppen?</translation>
    </message>
    <message>
        <source>A session is running. Stop it? Its attempts so far stay in %1.</source>
        <translation>Eine Sitzung läuft. Soll sie gestoppt werden? Ihre bisherigen Versuche bleiben in %1 erhalten.</translation>
    </message>
    <message>
        <source>To be built as attempt %1, waiting for your approval: %2</source>
        <translation>Wird als Versuch %1 gebaut, wartet auf Ihre Freigabe: %2</translation>
    </message>
    <message>
        <source>Proposed for attempt %1, waiting for your approval: %2</source>
        <translation>Vorgeschlagen für Versuch %1, wartet auf Ihre Freigabe: %2</translation>
    </message>
    <message>
        <source>Your version of the proposed edit: change it, then Approve (%1) applies it as it is here.</source>
        <translation>Ihre Fassung der vorgeschlagenen Änderung: Passen Sie sie an; Freigeben (%1) übernimmt sie dann genau so, wie sie hier steht.</translation>
    </message>
    <message>
        <source>%1 of %2 derivations</source>
        <translation>%1 von %2 Derivationen</translation>
    </message>
    <message>
        <source>The session has ended: start a new one to go on.</source>
        <translation>Die Sitzung ist beendet: Starten Sie eine neue, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Roll back while the agent waits for your approval (Session ▸ Roll back).</source>
        <translation>Zurückrollen ist möglich, während der Agent auf Ihre Freigabe wartet (Sitzung ▸ Zurückrollen).</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SessionSourcePage</name>
    <message>
        <source>Project &amp;URL</source>
        <translation>Projekt-&amp;URL</translation>
    </message>
    <message>
        <source>Local &amp;git repository</source>
        <translation>Lokales &amp;Git-Repository</translation>
    </message>
    <message>
        <source>Source &amp;tarball</source>
        <translation>Quell-&amp;Tarball</translation>
    </message>
    <message>
        <source>An existing package.nix (&amp;maintenance)</source>
        <translation>Eine vorhandene package.nix (W&amp;artung)</translation>
    </message>
    <message>
        <source>https://example.org/releases/project-1.0.tar.gz</source>
        <translation>https://example.org/releases/project-1.0.tar.gz</translation>
    </message>
    <message>
        <source>The repository&apos;s directory</source>
        <translation>Das Verzeichnis des Repositorys</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>&amp;Revision:</translation>
    </message>
    <message>
        <source>A tag, branch or commit; empty: HEAD</source>
        <translation>Ein Tag, Branch oder Commit; leer: HEAD</translation>
    </message>
    <message>
        <source>A .tar.gz, .tar.xz, .zip …</source>
        <translation>Ein .tar.gz, .tar.xz, .zip …</translation>
    </message>
    <message>
        <source>The package.nix to maintain</source>
        <translation>Die zu pflegende package.nix</translation>
    </message>
    <message>
        <source>Update to a ne&amp;w version</source>
        <translation>Auf eine &amp;neue Version aktualisieren</translation>
    </message>
    <message>
        <source>Targ&amp;et version:</source>
        <translation>Z&amp;ielversion:</translation>
    </message>
    <message>
        <source>Empty: the newest release tag</source>
        <translation>Leer: der neueste Release-Tag</translation>
    </message>
    <message>
        <source>Allow &amp;pre-releases (rc, alpha, beta)</source>
        <translation>&amp;Vorabversionen zulassen (rc, alpha, beta)</translation>
    </message>
    <message>
        <source>Just rep&amp;air it, no version update</source>
        <translation>Nur re&amp;parieren, kein Versions-Update</translation>
    </message>
    <message>
        <source>Pac&amp;kage name:</source>
        <translation>Pa&amp;ketname:</translation>
    </message>
    <message>
        <source>Empty: from the source</source>
        <translation>Leer: aus der Quelle</translation>
    </message>
    <message>
        <source>Package &amp;version:</source>
        <translation>Paketv&amp;ersion:</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>What to package: a project to package anew, or a package.nix to update or repair.</source>
        <translation>Was paketiert werden soll: ein neu zu paketierendes Projekt oder eine zu aktualisierende oder zu reparierende package.nix.</translation>
    </message>
    <message>
        <source>Project URL</source>
        <translation>Projekt-URL</translation>
    </message>
    <message>
        <source>Git repository directory</source>
        <translation>Verzeichnis des Git-Repositorys</translation>
    </message>
    <message>
        <source>Source tarball</source>
        <translation>Quell-Tarball</translation>
    </message>
    <message>
        <source>package.nix to maintain</source>
        <translation>Zu pflegende package.nix</translation>
    </message>
    <message>
        <source>Choose the git repository</source>
        <translation>Git-Repository auswählen</translation>
    </message>
    <message>
        <source>Choose the source tarball</source>
        <translation>Quell-Tarball auswählen</translation>
    </message>
    <message>
        <source>Choose the package.nix</source>
        <translation>package.nix auswählen</translation>
    </message>
    <message>
        <source>A release archive Nix fetches with fetchurl (http, https, ftp).</source>
        <translation>Ein Release-Archiv, das Nix mit fetchurl abruft (http, https, ftp).</translation>
    </message>
    <message>
        <source>Source archives (*.tar.gz *.tgz *.tar.xz *.txz *.tar.bz2 *.tbz2 *.tar.zst *.tar *.zip);;All files (*)</source>
        <translation>Quellarchive (*.tar.gz *.tgz *.tar.xz *.txz *.tar.bz2 *.tbz2 *.tar.zst *.tar *.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nix files (*.nix);;All files (*)</source>
        <translation>Nix-Dateien (*.nix);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Give the whole URL, with its scheme (https://…).</source>
        <translation>Geben Sie die vollständige URL mit Schema an (https://…).</translation>
    </message>
    <message>
        <source>A git URL cannot be fetched as a file: clone the repository and choose it as a local git repository.</source>
        <translation>Eine Git-URL kann nicht als Datei abgerufen werden: Klonen Sie das Repository und wählen Sie es als lokales Git-Repository aus.</translation>
    </message>
    <message>
        <source>Packwright fetches http, https, ftp and file URLs, not %1.</source>
        <translation>Packwright ruft http-, https-, ftp- und file-URLs ab, nicht %1.</translation>
    </message>
    <message>
        <source>The URL names no host.</source>
        <translation>Die URL nennt keinen Host.</translation>
    </message>
    <message>
        <source>%1 is not a directory.</source>
        <translation>%1 ist kein Verzeichnis.</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1: Datei nicht gefunden.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is a directory; choose its package.nix.</source>
        <translation>%1 ist ein Verzeichnis; wählen Sie seine package.nix aus.</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei auswählen</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SessionStatus</name>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>attempts: %1</source>
        <translation>Versuche: %1</translation>
    </message>
    <message>
        <source>No session. Start one with File ▸ New session, or open a record with File ▸ Open.</source>
        <translation>Keine Sitzung. Starten Sie eine mit Datei ▸ Neue Sitzung oder öffnen Sie ein Protokoll mit Datei ▸ Sitzungsprotokoll öffnen.</translation>
    </message>
    <message>
        <source>no attempt</source>
        <translation>kein Versuch</translation>
    </message>
    <message>
        <source>Recorded session</source>
        <translation>Aufgezeichnete Sitzung</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>last outcome: %1</source>
        <translation>letztes Ergebnis: %1</translation>
    </message>
    <message>
        <source>%1 tokens · $%2</source>
        <translation>%1 Tokens · $%2</translation>
    </message>
    <message>
        <source>waiting for your approval</source>
        <translation>wartet auf Ihre Freigabe</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SettingsDialog</name>
    <message>
        <source>Packwright Settings</source>
        <translation>Packwright-Einstellungen</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <source>Limits &amp; budgets</source>
        <translation>Grenzen &amp; Budgets</translation>
    </message>
    <message>
        <source>Timeouts</source>
        <translation>Zeitgrenzen</translation>
    </message>
    <message>
        <source>Nixpkgs</source>
        <translation>Nixpkgs</translation>
    </message>
    <message>
        <source>VM</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Fix this before saving: %1</source>
        <translation>Beheben Sie dies vor dem Speichern: %1</translation>
    </message>
</context>
<context>
    <name>packwright::ui::SettingsPage</name>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
</context>
<context>
    <name>packwright::ui::StartPage</name>
    <message>
        <source>&amp;New session…</source>
        <translation>&amp;Neue Sitzung…</translation>
    </message>
    <message>
        <source>Package a project from its URL, git repository or tarball, or repair or update an existing package.nix.</source>
        <translation>Ein Projekt aus seiner URL, einem git-Repository oder einem Tarball paketieren, oder eine vorhandene package.nix reparieren oder aktualisieren.</translation>
    </message>
    <message>
        <source>&amp;Open session record…</source>
        <translation>&amp;Sitzungsprotokoll öffnen…</translation>
    </message>
    <message>
        <source>Look through a finished or stopped session: its attempts, logs, evidence and report.</source>
        <translation>Eine beendete oder angehaltene Sitzung ansehen: ihre Versuche, Protokolle, Belege und ihren Bericht.</translation>
    </message>
    <message>
        <source>Try the &amp;demo</source>
        <translation>&amp;Demo ausprobieren</translation>
    </message>
    <message>
        <source>A recorded session that packages GNU hello: a hash fix, a missing tool, a refinement run in a VM.</source>
        <translation>Eine aufgezeichnete Sitzung, die GNU hello paketiert: eine Hash-Korrektur, ein fehlendes Werkzeug, ein Verfeinerungslauf in einer VM.</translation>
    </message>
    <message>
        <source>Packwright</source>
        <translation>Packwright</translation>
    </message>
    <message>
        <source>Package software with Nix, step by step: an agent builds, reads the log and repairs; you approve, edit or roll back each step.</source>
        <translation>Software mit Nix paketieren, Schritt für Schritt: ein Agent baut, liest das Protokoll und repariert; Sie genehmigen, bearbeiten oder verwerfen jeden Schritt.</translation>
    </message>
    <message>
        <source>E&amp;xplain a build log…</source>
        <translation>Build-Protokoll e&amp;rklären…</translation>
    </message>
    <message>
        <source>Any build log (Hydra, CI, a colleague&apos;s): its failure signals ranked, their phase and category, and the known fixes.</source>
        <translation>Ein beliebiges Build-Protokoll (Hydra, CI, von Kollegen): seine Fehlersignale nach Rang, ihre Phase und Kategorie und die bekannten Korrekturen.</translation>
    </message>
    <message>
        <source>Drop a session record, a build log, a package.nix, a source tarball or a git checkout here to open it.</source>
        <translation>Ein Sitzungsprotokoll, ein Build-Protokoll, eine package.nix, einen Quell-Tarball oder ein git-Checkout hierher ziehen, um es zu öffnen.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::TimeoutsPage</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Build timeout (evaluation and build):</source>
        <translation>&amp;Build-Zeitgrenze (Auswertung und Build):</translation>
    </message>
    <message>
        <source>A build that takes longer is stopped and reported as timed out. The model&apos;s timeout (the longest silence of the server) is set per provider profile on the Providers page.</source>
        <translation>Ein Build, der länger dauert, wird angehalten und als Zeitüberschreitung gemeldet. Die Zeitgrenze des Modells (das längste Schweigen des Servers) wird je Anbieterprofil auf der Seite „Anbieter“ festgelegt.</translation>
    </message>
</context>
<context>
    <name>packwright::ui::ToolSettingsPage</name>
    <message>
        <source>formats the package.nix written at the end of a session</source>
        <translation>formatiert die am Ende einer Sitzung geschriebene package.nix</translation>
    </message>
    <message>
        <source>finds the packages that provide a missing file (needs the nix-index database)</source>
        <translation>findet die Pakete, die eine fehlende Datei bereitstellen (braucht die Datenbank von nix-index)</translation>
    </message>
    <message>
        <source>writes fetcher calls with their hashes</source>
        <translation>schreibt Fetcher-Aufrufe samt Hashes</translation>
    </message>
    <message>
        <source>updates a package&apos;s version and hashes (maintenance)</source>
        <translation>aktualisiert Version und Hashes eines Pakets (Wartung)</translation>
    </message>
    <message>
        <source>Optional helpers Packwright uses when they are installed. Leave a path empty to use the program found in PATH.</source>
        <translation>Optionale Hilfsprogramme, die Packwright verwendet, wenn sie installiert sind. Lassen Sie einen Pfad leer, um das im PATH gefundene Programm zu verwenden.</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose the %1 executable</source>
        <translation>Programmdatei von %1 auswählen</translation>
    </message>
    <message>
        <source>Looking for %1…</source>
        <translation>%1 wird gesucht…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>packwright::ui::VmConsole</name>
    <message>
        <source>Copy screen</source>
        <translation>Bildschirm kopieren</translation>
    </message>
    <message>
        <source>Copy all output</source>
        <translation>Gesamte Ausgabe kopieren</translation>
    </message>
</context>
<context>
    <name>packwright::ui::VmPage</name>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>NixOS VM</source>
        <translation>NixOS-VM</translation>
    </message>
    <message>
        <source>QEMU micro-VM</source>
        <translation>QEMU-Micro-VM</translation>
    </message>
    <message>
        <source>bubblewrap sandbox</source>
        <translation>bubblewrap-Sandbox</translation>
    </message>
    <message>
        <source>&amp;Run scripts of the refinement in:</source>
        <translation>Skripte der Verfeinerung aus&amp;führen in:</translation>
    </message>
    <message>
        <source>The NixOS VM when the pinned nixpkgs can build one, else the QEMU micro-VM, else the bubblewrap sandbox.</source>
        <translation>Die NixOS-VM, wenn das gepinnte nixpkgs eine bauen kann, sonst die QEMU-Micro-VM, sonst die bubblewrap-Sandbox.</translation>
    </message>
    <message>
        <source>A NixOS virtual machine built from the pinned nixpkgs: the closest to a real NixOS system, the slowest to start.</source>
        <translation>Eine virtuelle NixOS-Maschine, gebaut aus dem gepinnten nixpkgs: am nächsten an einem echten NixOS-System, aber am langsamsten beim Start.</translation>
    </message>
    <message>
        <source>QEMU boots the host&apos;s kernel with busybox and the package&apos;s closure: a few seconds to start, its own kernel.</source>
        <translation>QEMU bootet den Kernel des Host-Rechners mit busybox und der Closure des Pakets: wenige Sekunden bis zum Start, ein eigener Kernel.</translation>
    </message>
    <message>
        <source>A bubblewrap sandbox: fast, but weaker isolation, since scripts share the host&apos;s kernel.</source>
        <translation>Eine bubblewrap-Sandbox: schnell, aber schwächer isoliert, da Skripte den Kernel des Host-Rechners mitbenutzen.</translation>
    </message>
</context>
</TS>
