"""The process's recent syntax trees (jaxlint/analysis/syntax_trees.py): one parse per text while it is recent, the
recent ones bounded by their characters, never fewer than the most recent few."""

import ast

import pytest

from jaxlint.analysis import syntax_trees


@pytest.fixture(autouse=True)
def _no_recent_trees():
    syntax_trees.forget_recent_trees()
    yield
    syntax_trees.forget_recent_trees()


def _texts(count: int, width: int) -> list[str]:
    return [f"value_{index} = {'1 + ' * (width // 4)}0\n" for index in range(count)]


def test_a_recent_text_is_parsed_once_and_its_tree_is_ast_parse():
    text = "def scale(x):\n    return 2 * x\n"
    tree = syntax_trees.syntax_tree(text)
    assert syntax_trees.syntax_tree(text) is tree
    assert ast.dump(tree, include_attributes=True) == ast.dump(ast.parse(text), include_attributes=True)


@pytest.mark.parametrize("trees_kept, characters_kept, texts, kept", [
    (2, 1_000, 6, 3),   # about 310 characters a text: three fit the budget, more than the two most recent
    (3, 10, 4, 3),      # none fits the budget: the three most recent are kept all the same
])
def test_the_recent_trees_are_kept_up_to_the_character_budget_and_never_fewer_than_the_most_recent_few(
        monkeypatch, trees_kept, characters_kept, texts, kept):
    monkeypatch.setattr(syntax_trees, "RECENT_TREES_KEPT", trees_kept)
    monkeypatch.setattr(syntax_trees, "RECENT_CHARACTERS_KEPT", characters_kept)
    sources = _texts(texts, 300)
    trees = [syntax_trees.syntax_tree(source) for source in sources]
    assert [syntax_trees.syntax_tree(source) is tree for source, tree in zip(sources[-kept:], trees[-kept:])] \
        == [True] * kept
    assert syntax_trees.syntax_tree(sources[-kept - 1]) is not trees[-kept - 1]


def test_a_text_asked_again_becomes_the_most_recent(monkeypatch):
    monkeypatch.setattr(syntax_trees, "RECENT_TREES_KEPT", 2)
    monkeypatch.setattr(syntax_trees, "RECENT_CHARACTERS_KEPT", 0)
    first, second, third = _texts(3, 40)
    kept = syntax_trees.syntax_tree(first)
    syntax_trees.syntax_tree(second)
    assert syntax_trees.syntax_tree(first) is kept   # now the most recent: `second` is dropped for `third`
    syntax_trees.syntax_tree(third)
    assert syntax_trees.syntax_tree(first) is kept


def test_forgotten_trees_are_parsed_again_and_a_syntax_error_is_raised_each_time():
    text = "total = 1\n"
    tree = syntax_trees.syntax_tree(text)
    syntax_trees.forget_recent_trees()
    assert syntax_trees.syntax_tree(text) is not tree
    for _ in range(2):
        with pytest.raises(SyntaxError):
            syntax_trees.syntax_tree("def broken(:\n")
