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
        <source>Nothing to open the workbench; &quot;demo&quot; to replay the bundled demo session (headless when there is no display); &quot;explain LOG&quot; to print the failure signals, phase, categories and known fixes of a build log (&quot;-&quot; reads standard input).</source>
        <translation>Nichts, um die Werkbank zu öffnen; „demo“, um die mitgelieferte Demo-Sitzung abzuspielen (ohne Fenster, wenn es keine Anzeige gibt); „explain LOG“, um Fehlersignale, Phase, Kategorien und bekannte Lösungen eines Build-Protokolls auszugeben („-“ liest die Standardeingabe).</translation>
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
        <source>Failure: %1 (Vibenix) / %2, %3 (EvidenT); %4</source>
        <translation>Fehler: %1 (Vibenix) / %2, %3 (EvidenT); %4</translation>
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
    <name>RunLogTexts</name>
    <message>
        <source>The model run log %1 cannot be written.</source>
        <translation>Das Protokoll der Modellaufrufe %1 kann nicht geschrieben werden.</translation>
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
