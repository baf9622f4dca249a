#pragma once

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class Repository;
class SyntaxHighlighter;
} // namespace KSyntaxHighlighting

namespace packwright::ui {

/// The package expression (`package.nix`) with Nix highlighting from KSyntaxHighlighting,
/// a theme that follows the palette (light or dark), and line numbers in a gutter.
/// The repository is shared by the whole application and must outlive the editor.
class ExpressionEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit ExpressionEditor(
        KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);

    /// Width of the line-number gutter in pixels, for the current block count and font.
    int gutterWidth() const;
    /// Whether the Nix syntax definition was found (false means plain text).
    bool hasNixHighlighting() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class LineNumberGutter;
    void paintGutter(QPaintEvent *event);
    void applyTheme();

    KSyntaxHighlighting::Repository &m_repository;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
    QWidget *m_gutter;
};

} // namespace packwright::ui
