<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AttributePositions</name>
    <message>
        <source>Nix is not installed: nix-instantiate cannot be started.</source>
        <translation>Nix ist nicht installiert: nix-instantiate lässt sich nicht starten.</translation>
    </message>
    <message>
        <source>Evaluating %1 took longer than %2 s.</source>
        <translation>Die Auswertung von %1 dauerte länger als %2 s.</translation>
    </message>
    <message>
        <source>%1 does not evaluate.</source>
        <translation>%1 lässt sich nicht auswerten.</translation>
    </message>
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
    <name>BuildMonitor</name>
    <message>
        <source>Cannot write the build log %1.</source>
        <translation>Das Build-Log %1 kann nicht geschrieben werden.</translation>
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
    <name>CommandLineTexts</name>
    <message>
        <source>Packwright packages software with Nix: an agent builds, reads the log and repairs, while you approve, edit or roll back each step.</source>
        <translation>Packwright paketiert Software mit Nix: Ein Agent baut, liest das Log und repariert, während Sie jeden Schritt freigeben, bearbeiten oder zurückrollen.</translation>
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
        <source>Open the session record &lt;file&gt; in the workbench.</source>
        <translation>Das Sitzungsprotokoll &lt;file&gt; in der Werkbank öffnen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Nothing to open the workbench, or &quot;demo&quot; to replay the bundled demo session (headless when there is no display).</source>
        <translation>Nichts, um die Werkbank zu öffnen, oder &quot;demo&quot;, um die mitgelieferte Demo-Sitzung abzuspielen (ohne Fenster, wenn keine Anzeige vorhanden ist).</translation>
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
        <translation>%1 kann nicht geholt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Fetching %1 failed: %2</source>
        <translation>Das Holen von %1 ist gescheitert: %2</translation>
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
    <name>packwright::ui::BuildLogView</name>
    <message>
        <source>The build log of the selected attempt appears here.</source>
        <translation>Das Build-Log des ausgewählten Versuchs erscheint hier.</translation>
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
</context>
<context>
    <name>packwright::ui::ExpressionEditor</name>
    <message>
        <source>The package expression (package.nix) of the selected attempt appears here.</source>
        <translation>Der Paketausdruck (package.nix) des ausgewählten Versuchs erscheint hier.</translation>
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
        <translation>Build-Log</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Packwright %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Software Schritt für Schritt mit Nix paketieren: Ein Agent baut, liest das Log und repariert, während Sie jeden Schritt freigeben, bearbeiten oder zurückrollen.&lt;/p&gt;&lt;p&gt;Methoden: Vibenix (Paketierung durch Bauen und Reparieren) und EvidenT (evidenzerhaltende Reparatur).&lt;/p&gt;</translation>
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
        <source>Session records (*.json);;All files (*)</source>
        <translation>Sitzungsprotokolle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No session. Open a session record with File ▸ Open.</source>
        <translation>Keine Sitzung. Öffnen Sie ein Sitzungsprotokoll über Datei ▸ Sitzungsprotokoll öffnen.</translation>
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
        <source>attempts: %1</source>
        <translation>Versuche: %1</translation>
    </message>
    <message>
        <source>last outcome: %1</source>
        <translation>letztes Ergebnis: %1</translation>
    </message>
    <message>
        <source>%1 tokens · $%2</source>
        <translation>%1 Tokens · $%2</translation>
    </message>
</context>
<context>
    <name>packwright::ui::VmConsole</name>
    <message>
        <source>Copy screen</source>
        <translation>Bildschirm kopieren</translation>
    </message>
</context>
</TS>
