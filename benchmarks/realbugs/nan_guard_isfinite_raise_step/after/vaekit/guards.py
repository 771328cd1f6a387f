import math


class NonFiniteLossError(FloatingPointError):
    pass


def ensure_finite(name, value):
    """Stops the run at the first NaN or inf instead of letting it spread into the weights (host values only)."""
    if not math.isfinite(value):
        raise NonFiniteLossError(f"{name} is not finite: {value}")
    return value
