def check_recursion_inputs(rows, el, L):
    """Validate the arguments of one recursion step."""
    assert rows.shape == (2,), f"expected the two previous rows, got shape {rows.shape}"
    assert el < L, f"degree {el} must be below the band limit {L}"  # expect: JXL102
