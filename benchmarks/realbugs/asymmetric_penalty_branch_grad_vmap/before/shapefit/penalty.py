def asymmetric_penalty(residual):
    """Undershoot costs quadratically, overshoot cubically."""
    if residual < 0.0:  # expect: JXL101
        return residual ** 2
    return residual ** 3
