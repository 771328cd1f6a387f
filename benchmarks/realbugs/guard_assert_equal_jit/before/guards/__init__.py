from guards.asserts import assert_equal, assert_shape

__all__ = ["assert_equal", "assert_shape"]
