"""analysis/eager_memos.py: which memo methods the constructor fills for every argument the class passes them."""

import textwrap

from jaxlint.analysis.eager_memos import prefilled_memos

RENDERER = """
    class Renderer:
        def __init__(self, consts):
            self.consts = consts
            self.ids = {}
            for color in (tuple(self.consts.WALL), (0, 0, 0)):
                self._ensure(color)
            self._ensure(tuple(self.consts.TEXT))

        def _ensure(self, rgb):
            if rgb in self.ids:
                return
            self.ids[rgb] = len(self.ids)

        def _color_id(self, rgb):
            self._ensure(rgb)
            return self.ids[rgb]

        def render(self, x):
            return x * self._color_id((0, 0, 0)) + self._color_id(tuple(self.consts.WALL)) + self._color_id(
                tuple(self.consts.TEXT))
"""


def _memos(source: str):
    return prefilled_memos(textwrap.dedent(source))


def test_every_argument_registered_by_the_constructor_through_a_forwarding_method():
    assert _memos(RENDERER) == {("Renderer", "_ensure")}


def test_an_unregistered_argument_a_method_handed_on_or_no_membership_test_is_no_prefilled_memo():
    assert _memos(RENDERER.replace("self._color_id((0, 0, 0))", "self._color_id((9, 9, 9))")) == set()
    assert _memos(RENDERER + "\n    callback = Renderer(None)._color_id\n") == set()
    assert _memos(RENDERER.replace("if rgb in self.ids:", "if rgb is None:")) == set()
    # A forwarding method called with its own argument by another object: anything may reach the memo.
    assert _memos(RENDERER + "\n    Renderer(None)._color_id(user_color)\n") == set()
