def check_recursion_inputs(rows, L):
    """Validate the arguments of one recursion step: only what is known when tracing (shapes, the band limit)."""
    assert rows.shape == (2,), f"expected the two previous rows, got shape {rows.shape}"
    assert L >= 2, f"band limit {L} must be at least 2"
