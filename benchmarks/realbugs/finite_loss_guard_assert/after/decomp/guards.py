import math


def check_finite(record, step):
    """Fail fast like the torch trainer does, on the host values already pulled for logging."""
    for name, value in record.items():
        if not math.isfinite(value):
            raise FloatingPointError(f"step {step}: loss term {name} is not finite ({value})")
