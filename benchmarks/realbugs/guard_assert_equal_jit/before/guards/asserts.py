"""Small runtime assertions for array code, in the manner of chex."""


def assert_shape(x, expected, name="array"):
    if x.shape != tuple(expected):
        raise AssertionError(f"{name} has shape {x.shape}, expected {tuple(expected)}")


def assert_equal(first, second, msg=""):
    if first != second:  # expect: JXL101
        raise AssertionError(f"{first} != {second} {msg}")
